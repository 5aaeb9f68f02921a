import { act, waitFor } from '@testing-library/react';
import { HOUSE_NUMBER_MESSAGE, NO_COD_RULES, overMaxOrderMessage } from '@shop/domain/cod-rules';
import { codRulesToWire } from '@shop/domain/schemas/cod-rules.schema';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startWithCart } from '../../../test/checkout';
import { jsonResponse, networkFailure, type FakeApi } from '../../../test/fake-api';
import { cartLine, placedOrder, product, shippingInfo } from '../../../test/fixtures';
import { renderHookWithProviders } from '../../../test/render';
import { useCartStore } from '../cart/cart-store';
import { useCodRules } from './api/get-cod-rules';
import { usePlaceOrder } from './use-place-order';

const ORDER_PATH = '/api/shipping/create';
const shipping = shippingInfo();

let api: FakeApi;

beforeEach(() => {
  api = startWithCart([cartLine({ quantity: 2 })]);
  // The API client logs what it cannot show; these tests read what the hook answers instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

type PlaceOrder = ReturnType<typeof usePlaceOrder>['placeOrder'];

/** What placing answers, once its renders are done (Preact's act does not hand it back). */
async function answerOf(placing: () => ReturnType<PlaceOrder>) {
  let answer: Awaited<ReturnType<PlaceOrder>> | undefined;
  await act(async () => {
    answer = await placing();
  });
  if (!answer) throw new Error('placing the order gave no answer');
  return answer;
}

function placeOrderHook() {
  const { result } = renderHookWithProviders(() => usePlaceOrder());
  return () => answerOf(() => result.current.placeOrder(shipping));
}

const attemptKeys = () =>
  api.requestsTo('POST', ORDER_PATH).map((request) => request.headers.get('Idempotency-Key'));

describe('placing an order', () => {
  test('sends the choices, the totals the shopper saw in rupees and the coupon, under an attempt key', async () => {
    useCartStore.setState({
      lines: [cartLine({ quantity: 2 }), cartLine({ id: 2, quantity: 0 })],
      couponCode: 'EID10',
      discount: 10,
    });
    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: placedOrder() }));
    const placeOrder = placeOrderHook();

    const result = await placeOrder();

    expect(result).toEqual({ ok: true, order: placedOrder() });
    const [request] = api.requestsTo('POST', ORDER_PATH);
    expect(request?.body).toEqual({
      shippingInfo: shipping,
      cartItems: [{ id: 1, selectedColor: 'Gold', quantity: 2 }],
      totalPrice: 2700,
      deliveryFee: 199,
      grandTotal: 2899,
      couponCode: 'EID10',
    });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('sends no coupon code when none is applied', async () => {
    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: placedOrder() }));
    await placeOrderHook()();
    expect(api.requestsTo('POST', ORDER_PATH)[0]?.body).not.toHaveProperty('couponCode');
  });

  test('each placed order is an attempt of its own, with a new key', async () => {
    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: placedOrder() }));
    const placeOrder = placeOrderHook();
    await placeOrder();
    await placeOrder();
    const [first, second] = attemptKeys();
    expect(first).not.toBe(second);
  });
});

describe('trying again', () => {
  test('after a lost answer (network failure) the next try sends the same key, and gets the order', async () => {
    api.on('POST', ORDER_PATH, networkFailure);
    const placeOrder = placeOrderHook();
    expect(await placeOrder()).toEqual({
      ok: false,
      message: 'Network error: please check your connection and try again.',
      fieldErrors: {},
    });

    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: placedOrder() }));
    expect((await placeOrder()).ok).toBe(true);
    const [first, second] = attemptKeys();
    expect(second).toBe(first);
  });

  test('after a server error the next try sends the same key: the order may have been placed', async () => {
    api.on('POST', ORDER_PATH, () => jsonResponse(503, { message: 'The shop is busy.' }));
    const placeOrder = placeOrderHook();
    expect(await placeOrder()).toMatchObject({ ok: false, message: 'The shop is busy.' });
    await placeOrder();
    const [first, second] = attemptKeys();
    expect(second).toBe(first);
  });

  test('an answer the order schema refuses is a generic failure, and the attempt is kept', async () => {
    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: { id: 'forty-one' } }));
    const placeOrder = placeOrderHook();
    expect(await placeOrder()).toEqual({
      ok: false,
      message: 'The order could not be placed. Please try again.',
      fieldErrors: {},
    });
    await placeOrder();
    const [first, second] = attemptKeys();
    expect(second).toBe(first);
  });
});

describe('a refused order', () => {
  test('a bad field (400) is handed back by field and ends the attempt', async () => {
    const fieldErrors = { 'shippingInfo.city': 'City must be at most 100 characters' };
    api.on('POST', ORDER_PATH, () =>
      jsonResponse(400, {
        message: 'shippingInfo.city: City must be at most 100 characters',
        fieldErrors,
      }),
    );
    const placeOrder = placeOrderHook();
    expect(await placeOrder()).toEqual({
      ok: false,
      message: 'shippingInfo.city: City must be at most 100 characters',
      fieldErrors,
    });
    await placeOrder();
    const [first, second] = attemptKeys();
    expect(second).not.toBe(first);
  });

  test('a moved price or stock (409) re-prices the cart from the current products', async () => {
    useCartStore.setState({
      lines: [cartLine({ quantity: 3, max_quantity: 5 }), cartLine({ id: 2, quantity: 1 })],
    });
    api.on('POST', ORDER_PATH, () =>
      jsonResponse(409, { message: 'Some prices or stock changed. Please check your cart.' }),
    );
    api.on('GET', '/api/products/get/1', () =>
      jsonResponse(200, { product: product({ discounted_price: 1600, quantity: 2 }) }),
    );
    api.on('GET', '/api/products/get/2', () =>
      jsonResponse(404, { message: 'Product not found.' }),
    );
    const placeOrder = placeOrderHook();

    expect(await placeOrder()).toMatchObject({
      ok: false,
      message: 'Some prices or stock changed. Please check your cart.',
    });
    expect(useCartStore.getState().lines).toEqual([
      cartLine({ quantity: 2, max_quantity: 2, discounted_price: 1600 }),
    ]);
    await placeOrder();
    const [first, second] = attemptKeys();
    expect(second).not.toBe(first);
  });

  test('when the products cannot be read after a 409, the cart stays as it was', async () => {
    // The product query tries a failed read once more after a second: the clock is the test's.
    vi.useFakeTimers();
    api.on('POST', ORDER_PATH, () => jsonResponse(409, { message: 'Stock changed.' }));
    api.on('GET', '/api/products/get/1', () => jsonResponse(500, { message: 'Internal error' }));
    const before = useCartStore.getState().lines;
    const placed = placeOrderHook()();
    await vi.advanceTimersByTimeAsync(1_000);
    await placed;
    expect(api.requestsTo('GET', '/api/products/get/1')).toHaveLength(2);
    expect(useCartStore.getState().lines).toBe(before);
  });

  test('a refused coupon stays applied, with the reason at the coupon', async () => {
    useCartStore.setState({ couponCode: 'EID10', discount: 10 });
    api.on('POST', ORDER_PATH, () =>
      jsonResponse(409, {
        message: 'This coupon has been used up.',
        fieldErrors: { couponCode: 'This coupon has been used up.' },
      }),
    );
    api.on('GET', '/api/products/get/1', () => jsonResponse(200, { product: product() }));
    await placeOrderHook()();
    expect(useCartStore.getState()).toMatchObject({
      couponCode: 'EID10',
      discount: 10,
      couponError: 'This coupon has been used up.',
    });
  });
});

describe('with the owner’s COD rules (issue #29)', () => {
  const rules = (change: Record<string, unknown>) => ({
    cod: { ...codRulesToWire(NO_COD_RULES), ...change },
  });

  /** The hook, once the checkout has read the rules (the cart summary reads them on the page). */
  async function placeOrderWithRules(answer: object) {
    api.on('GET', '/api/cod-rules', () => jsonResponse(200, answer));
    const { result } = renderHookWithProviders(() => ({
      rules: useCodRules(),
      place: usePlaceOrder(),
    }));
    await waitFor(() => expect(result.current.rules).not.toBe(NO_COD_RULES));
    return (info = shipping) => answerOf(() => result.current.place.placeOrder(info));
  }

  test('sends the cash to collect: the fee added, rounded down to whole rupees', async () => {
    useCartStore.setState({ couponCode: 'EID10', discount: 10 });
    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: placedOrder() }));
    const placeOrder = await placeOrderWithRules(rules({ feeKind: 'fixed', feeAmount: 99.5 }));
    await placeOrder();
    // 2 × 1,500 less 10% = 2,700, + 199 delivery + 99.50 fee = 2,998.50 → 2,998.
    expect(api.requestsTo('POST', ORDER_PATH)[0]?.body).toMatchObject({
      totalPrice: 2700,
      deliveryFee: 199,
      grandTotal: 2998,
    });
  });

  test('refuses as the order call would, under its fields, without sending the order', async () => {
    const placeOrder = await placeOrderWithRules(
      rules({ requireHouseNumber: true, maxOrderTotal: 2000 }),
    );
    const result = await placeOrder({ ...shipping, address: 'Near the big mosque' });
    expect(result).toEqual({
      ok: false,
      message: HOUSE_NUMBER_MESSAGE,
      fieldErrors: {
        'shippingInfo.address': HOUSE_NUMBER_MESSAGE,
        grandTotal: overMaxOrderMessage(200_000),
      },
    });
    expect(api.requestsTo('POST', ORDER_PATH)).toHaveLength(0);
  });
});
