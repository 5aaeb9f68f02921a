/**
 * Where the checkout's tests start: the fake API answering the cart mirror, and the cart holding only the
 * given lines (the test setup empties it after each test, as a new tab would start).
 */
import { useCartStore, type StoreCartLine } from '../features/store/cart/cart-store';
import { serveCartMirror, startFakeApi, type FakeApi } from './fake-api';

export function startWithCart(lines: StoreCartLine[]): FakeApi {
  const api = startFakeApi();
  serveCartMirror(api);
  useCartStore.setState({ lines });
  return api;
}
