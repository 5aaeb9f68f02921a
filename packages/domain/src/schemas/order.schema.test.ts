import { describe, expect, it } from 'vitest';
import { createOrderBodySchema, updateOrderBodySchema } from './order.schema';
import { EXAMPLE_SHIPPING_INFO as shippingInfo, fieldMessages } from './test-helpers';

const body = {
  shippingInfo,
  cartItems: [{ id: 3, selectedColor: 'gold', quantity: 2 }],
  totalPrice: 2250,
  deliveryFee: 199,
  grandTotal: 2449,
};

describe('createOrderBodySchema', () => {
  it('accepts objects', () => {
    expect(createOrderBodySchema.parse(body)).toEqual(body);
  });

  it('accepts the spec client’s JSON strings, entries encoded too, and strips line extras', () => {
    const parsed = createOrderBodySchema.parse({
      ...body,
      shippingInfo: JSON.stringify(shippingInfo),
      cartItems: JSON.stringify([
        JSON.stringify({ id: 3, quantity: '2', title: 'Earrings', price: 1, imageToShow: 'a.jpg' }),
      ]),
      totalPrice: '2250',
      couponCode: 'EID10',
    });
    expect(parsed).toEqual({
      ...body,
      cartItems: [{ id: 3, selectedColor: '', quantity: 2 }],
      couponCode: 'EID10',
    });
  });

  it.each([
    [{ cartItems: [] }, { cartItems: 'The cart is empty' }],
    [{ cartItems: undefined }, { cartItems: 'Cart items are required' }],
    [
      { cartItems: [{ id: 3, quantity: 0 }] },
      { 'cartItems.0.quantity': 'Quantity must be at least 1' },
    ],
    [
      { cartItems: [{ id: 3, quantity: 1.5 }] },
      { 'cartItems.0.quantity': 'Quantity must be a whole number' },
    ],
    [{ cartItems: [{ id: 3 }] }, { 'cartItems.0.quantity': 'Quantity is required' }],
    [{ cartItems: [{ id: 0, quantity: 1 }] }, { 'cartItems.0.id': 'Must be a positive number' }],
    [{ totalPrice: undefined }, { totalPrice: 'Total price is required' }],
    [{ deliveryFee: -1 }, { deliveryFee: 'Delivery fee must not be negative' }],
    [{ grandTotal: 'lots' }, { grandTotal: 'Grand total must be a number' }],
    [
      { shippingInfo: { ...shippingInfo, phone: '123' } },
      { 'shippingInfo.phone': 'Phone number must be 11 digits' },
    ],
    [
      { shippingInfo: 'not json' },
      { shippingInfo: 'Invalid input: expected object, received string' },
    ],
  ])('%j → %j', (change, messages) => {
    expect(fieldMessages(createOrderBodySchema, { ...body, ...change })).toEqual(messages);
  });

  it('rejects unknown top-level fields', () => {
    expect(createOrderBodySchema.safeParse({ ...body, discount: 50 }).success).toBe(false);
  });
});

describe('updateOrderBodySchema', () => {
  it('takes corrected shipping details, encoded or not', () => {
    expect(updateOrderBodySchema.parse({ shippingInfo: JSON.stringify(shippingInfo) })).toEqual({
      shippingInfo,
    });
  });
});
