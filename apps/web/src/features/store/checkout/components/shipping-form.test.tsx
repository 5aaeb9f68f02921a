import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startWithCart } from '../../../../test/checkout';
import { type FakeApi } from '../../../../test/fake-api';
import { cartLine } from '../../../../test/fixtures';
import {
  field,
  fillIn,
  messageUnder,
  placeOrderButton,
  renderShippingForm as renderForm,
  SHIPPING_FIELDS,
} from '../../../../test/shipping-form';

const ORDER_PATH = '/api/shipping/create';

let api: FakeApi;

beforeEach(() => {
  api = startWithCart([cartLine()]);
});

describe('the shipping form checks its fields (spec §5)', () => {
  test('sending it empty shows what each field needs, and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(placeOrderButton());
    await waitFor(() => expect(messageUnder('fullName')).toBe('Full name is required'));
    expect(SHIPPING_FIELDS.map(messageUnder)).toEqual([
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
