/**
 * Where the checkout's tests start: the fake API answering the cart mirror, and the cart store reset
 * to hold only the given lines (the store is one per test file, as it is one per tab).
 */
import { useCartStore, type StoreCartLine } from '../features/store/cart/cart-store';
import { serveCartMirror, startFakeApi, type FakeApi } from './fake-api';

const emptyCart = useCartStore.getState();

export function startWithCart(lines: StoreCartLine[]): FakeApi {
  const api = startFakeApi();
  serveCartMirror(api);
  useCartStore.setState(emptyCart, true);
  useCartStore.setState({ lines });
  return api;
}
