import { screen } from '@testing-library/react';
import { shopper } from '../../../../test/user';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startWithCart } from '../../../../test/checkout';
import { jsonResponse, networkFailure, type FakeApi } from '../../../../test/fake-api';
import { cartLine } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { useCartStore } from '../../cart/cart-store';
import { CouponBox } from './coupon-box';

const LOOKUP = /^\/api\/products\/coupon\/([^/]+)$/;
const INVALID = 'Invalid coupon or no discount available.';

let api: FakeApi;

beforeEach(() => {
  api = startWithCart([cartLine({ quantity: 2, discounted_price: 1500 })]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function serveCoupon(discount: number) {
  api.on('GET', LOOKUP, (request) =>
    jsonResponse(200, {
      coupon: { coupon_code: decodeURIComponent(request.params[0] ?? ''), discount },
    }),
  );
}

async function applyCode(code: string, phone: string | null = null) {
  const user = shopper();
  renderWithProviders(<CouponBox phone={phone} />);
  if (code) await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return user;
}

describe('the coupon box', () => {
  test('asks for a code before looking anything up', async () => {
    await applyCode('');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a coupon code.');
    expect(api.requestsTo('GET', LOOKUP)).toEqual([]);
  });

  test("looks the code up with the cart's total and the shopper's phone, then applies it", async () => {
    serveCoupon(10);
    await applyCode('EID10', '03001234567');

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Coupon EID10 applied: 10% off',
    );
    const [lookup] = api.requestsTo('GET', LOOKUP);
    expect(lookup?.path).toBe('/api/products/coupon/EID10');
    expect(Object.fromEntries(lookup?.query ?? [])).toEqual({
      total: '3000',
      phone: '03001234567',
    });
    expect(useCartStore.getState()).toMatchObject({ couponCode: 'EID10', discount: 10 });
  });

  test('sends the code trimmed and as one path segment, and no phone until there is a valid one', async () => {
    serveCoupon(5);
    await applyCode('  eid/10 ');
    await screen.findByRole('status');
    const [lookup] = api.requestsTo('GET', LOOKUP);
    expect(lookup?.path).toBe('/api/products/coupon/eid%2F10');
    expect(lookup?.query.has('phone')).toBe(false);
  });

  test("an unknown code gets the spec's message (§8)", async () => {
    api.on('GET', LOOKUP, () => jsonResponse(404, { message: INVALID }));
    await applyCode('NOPE');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', INVALID);
    expect(useCartStore.getState().couponCode).toBe('');
  });

  test('a coupon with no discount is refused with the same message', async () => {
    serveCoupon(0);
    await applyCode('ZERO');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', INVALID);
    expect(useCartStore.getState().discount).toBeNull();
  });

  test.each([
    [409, 'This coupon has expired.'],
    [429, 'Too many coupon tries. Please wait a minute.'],
  ])('a refusal the server words (%i) is shown in its words', async (status, message) => {
    api.on('GET', LOOKUP, () => jsonResponse(status, { message }));
    await applyCode('EID10');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  test('a lookup that fails on the way reads as an invalid coupon', async () => {
    api.on('GET', LOOKUP, networkFailure);
    await applyCode('EID10');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', INVALID);
  });

  test('typing again clears the message', async () => {
    api.on('GET', LOOKUP, () => jsonResponse(404, { message: INVALID }));
    const user = await applyCode('NOPE');
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'X');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('Remove coupon takes the discount off and shows the box again', async () => {
    useCartStore.setState({ couponCode: 'EID10', discount: 10 });
    const user = shopper();
    renderWithProviders(<CouponBox phone={null} />);
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(useCartStore.getState()).toMatchObject({ couponCode: '', discount: null });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeTruthy();
  });

  test('the reason an order refused the applied coupon is shown at it', () => {
    useCartStore.setState({
      couponCode: 'EID10',
      discount: 10,
      couponError: 'This coupon has been used up.',
    });
    renderWithProviders(<CouponBox phone={null} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This coupon has been used up. Remove the coupon to place the order without it.',
    );
    expect(
      screen.getByRole('button', { name: 'Remove coupon' }).getAttribute('aria-describedby'),
    ).toBe('coupon-refused');
  });
});
