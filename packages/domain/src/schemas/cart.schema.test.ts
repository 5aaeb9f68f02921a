import { describe, expect, it } from 'vitest';
import { addCartItemBodySchema, cartIdSchema, updateCartItemBodySchema } from './cart.schema';
import { fieldMessages } from './test-helpers';

describe('server cart bodies', () => {
  it('reads an add with the colour defaulting to none', () => {
    expect(addCartItemBodySchema.parse({ productId: '5', quantity: '2' })).toEqual({
      productId: 5,
      selectedColor: '',
      quantity: 2,
    });
    expect(updateCartItemBodySchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
  });

  it.each([
    [{ productId: 5 }, { quantity: 'Quantity is required' }],
    [{ productId: 5, quantity: '' }, { quantity: 'Quantity is required' }],
    [{ productId: 5, quantity: -1 }, { quantity: 'Quantity must not be negative' }],
    [{ productId: 5, quantity: 1.5 }, { quantity: 'Quantity must be a whole number' }],
    [{ productId: 5, quantity: 'two' }, { quantity: 'Quantity must be a whole number' }],
  ])('%j → %j', (input, messages) => {
    expect(fieldMessages(addCartItemBodySchema, input)).toEqual(messages);
  });

  it('needs a UUID cart id', () => {
    expect(cartIdSchema.safeParse('8f14e45f-ceea-4e7a-9b1c-3f2a1d5e6b7c').success).toBe(true);
    expect(fieldMessages(cartIdSchema, 'cart-1')).toEqual({ '': 'X-Cart-Id must be a UUID' });
  });
});
