import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { startWithCart } from '../../../../test/checkout';
import { jsonResponse, type FakeApi } from '../../../../test/fake-api';
import { cartLine, placedOrder, shippingInfo } from '../../../../test/fixtures';
import {
  field,
  fillIn,
  messageUnder,
  placeOrderButton,
  renderShippingForm as renderForm,
} from '../../../../test/shipping-form';

const ORDER_PATH = '/api/shipping/create';

/** What the shopper types: the fixture's details (the payment method is the form's own). */
const filled = shippingInfo();

let api: FakeApi;

beforeEach(() => {
  api = startWithCart([cartLine()]);
});

describe('sending the order', () => {
  test('a placed order is handed on and the form is emptied', async () => {
    api.on('POST', ORDER_PATH, () => jsonResponse(201, { order: placedOrder() }));
    const { user, onOrderPlaced } = renderForm();
    await fillIn(user, filled);
    await user.click(placeOrderButton());

    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(placedOrder()));
    expect(api.requestsTo('POST', ORDER_PATH)[0]?.body).toMatchObject({
      shippingInfo: filled,
    });
    expect(field('fullName')).toHaveProperty('value', '');
  });

  test("the server's message for a shipping field shows under that field", async () => {
    api.on('POST', ORDER_PATH, () =>
      jsonResponse(400, {
        message: 'shippingInfo.city: City must be one line without control characters',
        fieldErrors: { 'shippingInfo.city': 'City must be one line without control characters' },
      }),
    );
    const { user, onOrderPlaced } = renderForm();
    await fillIn(user, filled);
    await user.click(placeOrderButton());

    await waitFor(() =>
      expect(messageUnder('city')).toBe('City must be one line without control characters'),
    );
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  test("a message about the cart is shown above the button, without the API's field path", async () => {
    api.on('POST', ORDER_PATH, () =>
      jsonResponse(400, {
        message: 'cartItems.0.quantity: Quantity must be at most 50',
        fieldErrors: { 'cartItems.0.quantity': 'Quantity must be at most 50' },
      }),
    );
    const { user } = renderForm();
    await fillIn(user, filled);
    await user.click(placeOrderButton());

    const form = screen.getByRole('form', { name: 'Shipping Information' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Quantity must be at most 50',
    );
  });

  test("a refused order (409) shows the server's reason in the form", async () => {
    api.on('POST', ORDER_PATH, () =>
      jsonResponse(409, { message: 'Only 1 left of Kundan earrings.' }),
    );
    api.on('GET', '/api/products/get/1', () =>
      jsonResponse(404, { message: 'Product not found.' }),
    );
    const { user, onOrderPlaced } = renderForm();
    await fillIn(user, filled);
    await user.click(placeOrderButton());

    const form = screen.getByRole('form', { name: 'Shipping Information' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Only 1 left of Kundan earrings.',
    );
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  test('with nothing to order the button is off, and says why', () => {
    renderForm({ canOrder: false });
    expect(placeOrderButton()).toHaveProperty('disabled', true);
    const why = document.getElementById(placeOrderButton().getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Add at least one item to your cart to place an order.');
  });
});
