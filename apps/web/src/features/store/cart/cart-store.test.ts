import { STORAGE_KEYS } from '@shop/domain/constants';
import { lineKey } from '@shop/domain/cart';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { cartLine } from '../../../test/fixtures';
import { jsonResponse, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { useCartStore } from './cart-store';

const cart = () => useCartStore.getState();
const saved = (): unknown => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.cartItems) ?? 'null');

let api: FakeApi;

beforeEach(() => {
  // The store starts the cart mirror: its debounced requests wait on these timers.
  vi.useFakeTimers();
  api = startFakeApi();
});

describe('adding to the cart (spec §4)', () => {
  test('a new line is added and saved under cartItems as a plain array of lines', () => {
    expect(cart().addItem(cartLine({ quantity: 2 }))).toBe(true);
    expect(cart().lines).toEqual([cartLine({ quantity: 2 })]);
    expect(saved()).toEqual([cartLine({ quantity: 2 })]);
  });

  test('the same product in the same colour adds to its line; another colour is a line of its own', () => {
    cart().addItem(cartLine({ quantity: 1 }));
    cart().addItem(cartLine({ quantity: 2 }));
    cart().addItem(cartLine({ selectedColor: 'Silver', quantity: 1 }));
    expect(cart().lines.map((line) => [lineKey(line), line.quantity])).toEqual([
      ['1:Gold', 3],
      ['1:Silver', 1],
    ]);
  });

  test('more than the stock leaves the cart as it was and opens the modal with what is left', () => {
    cart().addItem(cartLine({ quantity: 3, max_quantity: 5 }));
    expect(cart().addItem(cartLine({ quantity: 3, max_quantity: 5 }))).toBe(false);
    expect(cart().lines[0]?.quantity).toBe(3);
    expect(cart().stockModal).toEqual({
      open: true,
      message: 'Cannot add more items. Only 2 left in stock.',
    });
    cart().closeStockModal();
    expect(cart().stockModal).toEqual({ open: false, message: '' });
  });

  test('a new line over the stock is refused with the whole stock in the message', () => {
    expect(cart().addItem(cartLine({ quantity: 4, max_quantity: 3 }))).toBe(false);
    expect(cart().lines).toEqual([]);
    expect(cart().stockModal.message).toBe('Cannot add more items. Only 3 left in stock.');
  });
});

describe('changing a line in the cart', () => {
  test("increasing past the stock says 'Out of Stock' at that line; the next change clears it", () => {
    cart().addItem(cartLine({ quantity: 2, max_quantity: 2 }));
    cart().increase('1:Gold');
    expect(cart()).toMatchObject({ errorMessage: 'Out of Stock', activeItemId: '1:Gold' });
    expect(cart().lines[0]?.quantity).toBe(2);
    cart().decrease('1:Gold');
    expect(cart()).toMatchObject({ errorMessage: null, activeItemId: null });
    cart().increase('1:Gold');
    expect(cart().lines[0]?.quantity).toBe(2);
    expect(cart().errorMessage).toBeNull();
  });

  test('decreasing stops at 0 and keeps the line', () => {
    cart().addItem(cartLine({ quantity: 1 }));
    cart().decrease('1:Gold');
    cart().decrease('1:Gold');
    expect(cart().lines).toHaveLength(1);
    expect(cart().lines[0]?.quantity).toBe(0);
  });

  test("removing a line drops it, and its error with it, but not another line's error", () => {
    cart().addItem(cartLine({ quantity: 1, max_quantity: 1 }));
    cart().addItem(cartLine({ id: 2, quantity: 1, max_quantity: 1 }));
    cart().increase('2:Gold');
    cart().remove('1:Gold');
    expect(cart().lines.map(lineKey)).toEqual(['2:Gold']);
    expect(cart().errorMessage).toBe('Out of Stock');
    cart().remove('2:Gold');
    expect(cart()).toMatchObject({ lines: [], errorMessage: null, activeItemId: null });
  });

  test("re-priced lines keep a line's error while the line is there, and drop it with the line", () => {
    cart().addItem(cartLine({ quantity: 1, max_quantity: 1 }));
    cart().increase('1:Gold');
    cart().replaceLines([cartLine({ discounted_price: 1400, max_quantity: 1 })]);
    expect(cart().errorMessage).toBe('Out of Stock');
    cart().replaceLines([]);
    expect(cart()).toMatchObject({ errorMessage: null, activeItemId: null });
  });
});

describe('the coupon', () => {
  test('is kept in memory only, never in sessionStorage, and clear() empties the whole cart', () => {
    cart().addItem(cartLine());
    cart().applyCoupon('EID10', 10);
    cart().refuseCoupon('This coupon has expired.');
    expect(cart()).toMatchObject({
      couponCode: 'EID10',
      discount: 10,
      couponError: 'This coupon has expired.',
    });
    expect(JSON.stringify(sessionStorage)).not.toContain('EID10');

    cart().clearCoupon();
    expect(cart()).toMatchObject({ couponCode: '', discount: null, couponError: null });

    cart().applyCoupon('EID10', 10);
    cart().clear();
    expect(cart()).toMatchObject({ lines: [], couponCode: '', discount: null });
    expect(saved()).toEqual([]);
  });

  test('applying another coupon clears the reason the last one was refused', () => {
    cart().applyCoupon('EID10', 10);
    cart().refuseCoupon('This coupon has been used up.');
    cart().applyCoupon('WELCOME5', 5);
    expect(cart().couponError).toBeNull();
  });
});

describe('the saved cart', () => {
  test('comes back on reload; a line someone altered in storage is dropped, not trusted', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.cartItems,
      JSON.stringify([
        cartLine(),
        { ...cartLine({ id: 2 }), quantity: -1 },
        { ...cartLine({ id: 3 }), price: '0' },
        'not a line',
        cartLine({ id: 4, sub_type: null, discounted_price: '999.50' }),
        // Issue #27: a line may name its variant; one saved before variants (1, 4) has none.
        cartLine({ id: 5, variantId: 51, variant: 'Gold / 6' }),
        { ...cartLine({ id: 6 }), variantId: '51' },
      ]),
    );
    await useCartStore.persist.rehydrate();
    expect(cart().lines.map((line) => line.id)).toEqual([1, 4, 5]);
  });

  test('a saved cart that is not JSON, or not a list, reads as an empty cart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(STORAGE_KEYS.cartItems, '{not json');
    await useCartStore.persist.rehydrate();
    expect(cart().lines).toEqual([]);
    sessionStorage.setItem(STORAGE_KEYS.cartItems, JSON.stringify({ lines: [cartLine()] }));
    await useCartStore.persist.rehydrate();
    expect(cart().lines).toEqual([]);
  });
});

test('the store mirrors its lines to the server once the shopper stops changing them', async () => {
  api.on('POST', '/api/cart/add', () => jsonResponse(201, { cartItem: { id: 70 } }));
  cart().addItem(cartLine({ quantity: 1 }));
  cart().increase('1:Gold');
  await vi.advanceTimersByTimeAsync(399);
  expect(api.requests).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
    ['POST', '/api/cart/add', { productId: 1, selectedColor: 'Gold', quantity: 2 }],
  ]);
});
