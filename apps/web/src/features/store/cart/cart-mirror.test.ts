import { STORAGE_KEYS } from '@shop/domain/constants';
import type { CartLineCore } from '@shop/domain/cart';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  jsonResponse,
  networkFailure,
  serveCartMirror,
  startFakeApi,
  type FakeApi,
  type ReceivedRequest,
} from '../../../test/fake-api';
import { cartLine } from '../../../test/fixtures';
import { getCartId, startCartMirror } from './cart-mirror';

const DEBOUNCE_MS = 400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: FakeApi;
const stops: (() => void)[] = [];
function mirroredStore(lines: CartLineCore[] = []) {
  const store = createStore<{ lines: CartLineCore[] }>()(() => ({ lines }));
  stops.push(startCartMirror(store));
  return store;
}
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The cart changes, then stays as it is for as long as the mirror waits before it sends. */
async function changeCart(store: ReturnType<typeof mirroredStore>, lines: CartLineCore[]) {
  store.setState({ lines });
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
}

const summary = (request: ReceivedRequest) => `${request.method} ${request.path}`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = startFakeApi();
  serveCartMirror(api);
});

describe("the tab's cart id", () => {
  test('is a random UUID kept in sessionStorage under cartId', () => {
    const id = getCartId();
    expect(id).toMatch(UUID);
    expect(sessionStorage.getItem(STORAGE_KEYS.cartId)).toBe(id);
    expect(getCartId()).toBe(id);
  });

  test('a stored id that is not a UUID is replaced', () => {
    sessionStorage.setItem(STORAGE_KEYS.cartId, '"><script>');
    expect(getCartId()).toMatch(UUID);
  });
});

describe('mirroring the cart to the server', () => {
  test('sends the line once the changes stop, with the cart id, as it is then', async () => {
    const store = mirroredStore();
    store.setState({ lines: [cartLine({ quantity: 1 })] });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS / 2);
    store.setState({ lines: [cartLine({ quantity: 3 })] });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(api.requests).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.headers.get('x-cart-id')).toBe(getCartId());
    expect(request?.body).toEqual({ productId: 1, selectedColor: 'Gold', quantity: 3 });
  });

  test('a removed line is removed on the server by the id the server gave it', async () => {
    const store = mirroredStore();
    await changeCart(store, [cartLine(), cartLine({ id: 2 })]);
    await changeCart(store, [cartLine({ id: 2 })]);
    expect(api.requests.map(summary)).toEqual([
      'POST /api/cart/add',
      'POST /api/cart/add',
      'DELETE /api/cart/remove/100',
    ]);
  });

  test('an unchanged line is not sent again', async () => {
    const store = mirroredStore();
    await changeCart(store, [cartLine()]);
    await changeCart(store, [cartLine(), cartLine({ id: 2 })]);
    expect(api.requests.map((request) => request.body)).toEqual([
      { productId: 1, selectedColor: 'Gold', quantity: 1 },
      { productId: 2, selectedColor: 'Gold', quantity: 1 },
    ]);
  });

  test('after a reload, a line mirrored before it is still removed, by the id kept beside the cart', async () => {
    const before = mirroredStore();
    await changeCart(before, [cartLine()]);

    // The page reloads with an empty cart: a new mirror on a new store, the same sessionStorage.
    mirroredStore([]);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(api.requests.map(summary)).toEqual([
      'POST /api/cart/add',
      'DELETE /api/cart/remove/100',
    ]);
  });

  test('after a reload, a cart the server already has sends nothing', async () => {
    const before = mirroredStore();
    await changeCart(before, [cartLine()]);
    mirroredStore([cartLine()]);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 3);
    expect(api.requests).toHaveLength(1);
  });

  test('a line the server no longer has (404 on remove) counts as removed and is not asked again', async () => {
    api.on('DELETE', /^\/api\/cart\/remove\/(\d+)$/, () =>
      jsonResponse(404, { message: 'Cart item not found' }),
    );
    const store = mirroredStore();
    await changeCart(store, [cartLine()]);
    await changeCart(store, []);
    await changeCart(store, [cartLine({ id: 2 })]);
    expect(api.requestsTo('DELETE', /^\/api\/cart\/remove\//)).toHaveLength(1);
    expect(console.warn).not.toHaveBeenCalled();
  });

  test('a failed save is tried again with the next change, never with a message to the shopper', async () => {
    api.on('POST', '/api/cart/add', networkFailure);
    const store = mirroredStore();
    await changeCart(store, [cartLine()]);
    expect(console.warn).toHaveBeenCalledOnce();

    serveCartMirror(api);
    await changeCart(store, [cartLine(), cartLine({ id: 2 })]);
    expect(api.requestsTo('POST', '/api/cart/add').map((request) => request.body)).toEqual([
      { productId: 1, selectedColor: 'Gold', quantity: 1 },
      { productId: 1, selectedColor: 'Gold', quantity: 1 },
      { productId: 2, selectedColor: 'Gold', quantity: 1 },
    ]);
  });

  test("a line's variant is sent with it; a line saved before variants sends its colour only", async () => {
    serveCartMirror(api);
    const store = mirroredStore();
    await changeCart(store, [cartLine({ variantId: 31 }), cartLine({ id: 2 })]);
    expect(api.requestsTo('POST', '/api/cart/add').map((request) => request.body)).toEqual([
      { productId: 1, selectedColor: 'Gold', variantId: 31, quantity: 1 },
      { productId: 2, selectedColor: 'Gold', quantity: 1 },
    ]);
  });

  test('an answer without the line id is a failed save, tried again with the next change', async () => {
    api.on('POST', '/api/cart/add', () => jsonResponse(201, { ok: true }));
    const store = mirroredStore();
    await changeCart(store, [cartLine()]);
    serveCartMirror(api);
    await changeCart(store, [cartLine({ quantity: 1 }), cartLine({ id: 2 })]);
    expect(api.requestsTo('POST', '/api/cart/add')).toHaveLength(3);
  });

  test('one request at a time: a change made while one is on its way is sent after it', async () => {
    let answer: (() => void) | undefined;
    api.on('POST', '/api/cart/add', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return jsonResponse(201, { cartItem: { id: 100 } });
    });
    const store = mirroredStore();
    await changeCart(store, [cartLine()]);
    store.setState({ lines: [cartLine({ quantity: 2 })] });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(api.requests).toHaveLength(1);

    answer?.();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    answer?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests.map((request) => request.body)).toEqual([
      { productId: 1, selectedColor: 'Gold', quantity: 1 },
      { productId: 1, selectedColor: 'Gold', quantity: 2 },
    ]);
    expect(api.mostInFlight).toBe(1);
  });

  test('a change still waiting when the shopper leaves the page is sent at once, to outlive the page', async () => {
    const store = mirroredStore();
    store.setState({ lines: [cartLine()] });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.keepalive).toBe(true);
  });
});
