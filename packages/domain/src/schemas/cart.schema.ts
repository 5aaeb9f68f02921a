import { z } from 'zod';
import { colourField } from './text-fields.schema';
import { idField, lineQuantityField } from './number-fields.schema';

/**
 * The server's copy of shoppers' carts, so staff can see carts in progress (admin 'View Cart'). The
 * browser makes a random cart id and sends it in the X-Cart-Id header; public writes act only on that cart.
 */
export const CART_ID_HEADER = 'x-cart-id';
export const cartIdSchema = z.uuid({ error: 'X-Cart-Id must be a UUID' });

/** POST /cart/add: sets the quantity of the (product, colour) line of this cart, creating it if needed. */
export const addCartItemBodySchema = z
  .object({
    productId: idField,
    selectedColor: colourField,
    /** The variant chosen (issue #27); without it, the one of selectedColor (the spec's clients). */
    variantId: idField.optional(),
    quantity: lineQuantityField({
      notANumber: 'Quantity must be a whole number',
      min: 0,
      belowMin: 'Quantity must not be negative',
    }),
  })
  .strict();
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

export const updateCartItemBodySchema = addCartItemBodySchema.pick({ quantity: true }).strict();

/**
 * What a cart's line and an order's stored line both say of the product chosen: its title, its unit
 * price in rupees, how many, and the colour.
 */
export const chosenProductFields = {
  title: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  selectedColor: z.string(),
};

export const cartItemSchema = z.object({
  id: z.number().int(),
  cartId: z.string(),
  productId: z.number().int(),
  ...chosenProductFields,
  /** The line's variant: null when its colour matched none or several of the product's. */
  variantId: z.number().int().nullable(),
  /** The variant as a person reads it ('Gold / 6'), '' without one; and its SKU. */
  variantName: z.string(),
  sku: z.string().nullable(),
  product: z.object({ images: z.array(z.string()) }),
  updatedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  cartId: z.string(),
  updatedAt: z.string(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;
