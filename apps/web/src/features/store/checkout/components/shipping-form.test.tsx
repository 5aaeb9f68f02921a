import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startWithCart } from '../../../../test/checkout';
import { jsonResponse, type FakeApi } from '../../../../test/fake-api';
import { cartLine, placedOrder, shippingInfo } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { shopper } from '../../../../test/user';
import { ShippingForm } from './shipping-form';

const ORDER_PATH = '/api/shipping/create';
const LABELS = {
  fullName: 'Full Name',
  email: 'Email',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  phone: 'Phone',
} as const;
type Field = keyof typeof LABELS;

/** What the shopper types: the fixture's details (the payment method is the form's own). */
const filled = shippingInfo();

let api: FakeApi;

beforeEach(() => {
  api = startWithCart([cartLine()]);
});

/** A field by its label; MUI puts a required field's asterisk after it. */
function field(name: Field): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${LABELS[name]}\\b`));
}

/** The message under a field, read the way a screen reader reaches it (aria-describedby). */
function messageUnder(name: Field): string | null {
  const id = field(name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function renderForm(props: Partial<Parameters<typeof ShippingForm>[0]> = {}) {
  const onOrderPlaced = vi.fn();
  renderWithProviders(<ShippingForm canOrder onOrderPlaced={onOrderPlaced} {...props} />);
  return { user: shopper(), onOrderPlaced };
}

/** Fills fields as autofill or a paste does: one input per field (typing is tested on its own). */
/** Types each labelled field's value (other properties, such as the payment method, are not typed). */
async function fillIn(user: ReturnType<typeof shopper>, values: Partial<Record<Field, string>>) {
  for (const name of Object.keys(LABELS) as Field[]) {
    const value = values[name];
    if (value === undefined) continue;
    await user.click(field(name));
    await user.paste(value);
  }
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });

describe('the shipping form checks its fields (spec §5)', () => {
  test('sending it empty shows what each field needs, and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(placeOrderButton());
    await waitFor(() => expect(messageUnder('fullName')).toBe('Full name is required'));
    expect(Object.keys(LABELS).map((name) => messageUnder(name as Field))).toEqual([
      'Full name is required',
      'Email is required',
      'Address is required',
      'City is required',
      'Postal Code is required',
      'Phone number is required',
    ]);
    expect(api.requestsTo('POST', ORDER_PATH)).toEqual([]);
  });

  test('a message shows once the field is left, not while the shopper types', async () => {
    const { user } = renderForm();
    await user.type(field('phone'), '0300-12a');
    expect(messageUnder('phone')).toBeNull();
    await user.tab();
    await waitFor(() =>
      expect(messageUnder('phone')).toBe('Phone number must only contain numbers'),
    );
  });

  test.each([
    ['0300123456', 'Phone number must be 11 digits'],
    ['030012345678', 'Phone number must not exceed 11 digits'],
  ])('phone %s: %s', async (phone, message) => {
    const { user } = renderForm();
    await fillIn(user, { phone });
    await user.tab();
    await waitFor(() => expect(messageUnder('phone')).toBe(message));
  });

  test.each(['+92 300 1234567', '0300-1234567', '0092 300 1234567'])(
    'a phone typed as %s is shown as 03XXXXXXXXX once the field is left, with no message',
    async (typed) => {
      const { user } = renderForm();
      await fillIn(user, { phone: typed });
      await user.tab();
      await waitFor(() => expect((field('phone') as HTMLInputElement).value).toBe('03001234567'));
      expect(messageUnder('phone')).toBeNull();
    },
  );

  test('a postal code takes digits only', async () => {
    const { user } = renderForm();
    await fillIn(user, { postalCode: 'L54K' });
    await user.tab();
    await waitFor(() =>
      expect(messageUnder('postalCode')).toBe('Postal Code must only contain numbers'),
    );
  });

  test('the coupon box learns the phone once it is a valid one', async () => {
    const onPhoneChange = vi.fn();
    const { user } = renderForm({ onPhoneChange });
    await fillIn(user, { phone: '0300123456' });
    expect(onPhoneChange).toHaveBeenLastCalledWith(null);
    await fillIn(user, { phone: '7' });
    expect(onPhoneChange).toHaveBeenLastCalledWith('03001234567');
  });
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
