import { describe, expect, it } from 'vitest';
import { shippingInfoSchema } from './shipping.schema';
import { allMessages, EXAMPLE_SHIPPING_INFO, fieldMessages } from './test-helpers';

const valid = { ...EXAMPLE_SHIPPING_INFO, email: 'not-checked' };

describe('shippingInfoSchema (spec §5 shipping form)', () => {
  it('accepts a complete form; email has no format check', () => {
    expect(shippingInfoSchema.parse(valid)).toEqual(valid);
  });

  it('every field of an empty form says it is required, once', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(allMessages(shippingInfoSchema, empty)).toEqual([
      'Full name is required',
      'Email is required',
      'Address is required',
      'City is required',
      'Postal Code is required',
      'Phone number is required',
      'Payment method is required',
    ]);
    expect(allMessages(shippingInfoSchema, {})).toEqual(allMessages(shippingInfoSchema, empty));
  });

  it.each([
    [{ fullName: '  ' }, { fullName: 'Full name is required' }],
    [{ address: '' }, { address: 'Address is required' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ postalCode: '54-000' }, { postalCode: 'Postal Code must only contain numbers' }],
    [{ postalCode: '' }, { postalCode: 'Postal Code is required' }],
    [{ phone: '0300-12345x7' }, { phone: 'Phone number must only contain numbers' }],
    [{ phone: '0300abc' }, { phone: 'Phone number must only contain numbers' }],
    [{ phone: '0300-123456' }, { phone: 'Phone number must be 11 digits' }],
    [{ phone: '0300123456' }, { phone: 'Phone number must be 11 digits' }],
    [{ phone: '030012345678' }, { phone: 'Phone number must not exceed 11 digits' }],
    [{ phone: '' }, { phone: 'Phone number is required' }],
    [{ paymentMethod: 'card' }, { paymentMethod: 'Payment method is required' }],
  ])('%j → %j', (change, messages) => {
    expect(fieldMessages(shippingInfoSchema, { ...valid, ...change })).toEqual(messages);
  });
});

describe('the phone as people write it (issue #26)', () => {
  it.each([
    ['0300-1234567', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['0092 300 1234567', '03001234567'],
    ['923001234567', '03001234567'],
    ['+92 0300 1234567', '03001234567'],
    ['(0300) 123.4567', '03001234567'],
    [' 03001234567 ', '03001234567'],
  ])('takes %j as %j', (typed, stored) => {
    expect(shippingInfoSchema.parse({ ...valid, phone: typed }).phone).toBe(stored);
  });
});
