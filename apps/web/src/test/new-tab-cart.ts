import { startCartMirror } from '../features/store/cart/cart-mirror';
import { stopCartMirror, useCartStore } from '../features/store/cart/cart-store';

/**
 * The mirror running on the store: the store module's own, then the one each reset starts. Kept in a
 * module, which the web project's files share (vitest.config.ts), and not in the setup file, which runs
 * again for each file.
 */
let stopMirror = stopCartMirror;

/**
 * Gives the shared cart store the state a new tab starts with: an empty cart, nothing in sessionStorage,
 * and a mirror that knows of no line (a mirror keeps what it has sent in memory, and would otherwise send
 * one test's changes in the next).
 */
export function startNewTabCart(): void {
  stopMirror();
  useCartStore.setState(useCartStore.getInitialState(), true);
  sessionStorage.clear();
  stopMirror = startCartMirror(useCartStore);
}
