import { z } from 'zod';
import { normaliseObject, normaliseObjectList } from '../normalise';
import { ORDER_LINE_QUANTITY_LIMIT, ORDER_LINES_LIMIT, TEXT_MAX_LENGTH as MAX } from '../constants';
import { colourField, idField, numberInput, rupeesField, tooLong } from './fields.schema';
import { shippingInfoSchema, storedShippingInfoSchema } from './shipping.schema';

/**
 * One line of an order request: what the shopper chose. The spec's client also sends title, price and
 * more per line; those are ignored (stripped), because the server prices every line itself.
 */
export const orderLineInputSchema = z.object({
  id: idField,
  selectedColor: colourField,
  quantity: numberInput('Quantity is required', 'Quantity must be a number', (n) =>
    n
      .int({ error: 'Quantity must be a whole number' })
      .min(1, { error: 'Quantity must be at least 1' })
      .max(ORDER_LINE_QUANTITY_LIMIT, {
        error: `Quantity must be at most ${ORDER_LINE_QUANTITY_LIMIT}`,
      }),
  ),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** POST /shipping/create: shippingInfo and cartItems may arrive as objects or as JSON strings. */
export const createOrderBodySchema = z
  .object({
    shippingInfo: z.preprocess((value) => normaliseObject(value) ?? value, shippingInfoSchema),
    cartItems: z.preprocess(
      (value) => (value === undefined ? value : normaliseObjectList(value)),
      z
        .array(orderLineInputSchema, { error: 'Cart items are required' })
        .min(1, { error: 'The cart is empty' })
        .max(ORDER_LINES_LIMIT, { error: `An order has at most ${ORDER_LINES_LIMIT} lines` }),
    ),
    totalPrice: rupeesField('Total price'),
    deliveryFee: rupeesField('Delivery fee'),
    grandTotal: rupeesField('Grand total'),
    couponCode: z
      .string()
      .trim()
      .max(MAX.couponCode, tooLong('Coupon code', MAX.couponCode))
      .nullish(),
  })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** A line as the server stored it: a copy taken when the order was placed. */
export const orderLineSchema = z.object({
  /** The product's id, as in the shopper's cart; null once that product has been deleted. */
  id: z.number().int().nullable(),
  title: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  selectedColor: z.string(),
  imageToShow: z.string(),
  type: z.string(),
  sub_type: z.string().nullable(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  shippingInfo: storedShippingInfoSchema,
  cartItems: z.array(orderLineSchema),
  couponCode: z.string().nullable(),
  discount: z.number().int(),
  originalTotal: z.number(),
  totalPrice: z.number(),
  deliveryFee: z.number(),
  grandTotal: z.number(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /shipping/update/{id}: staff correct the shipping details of an order. */
export const updateOrderBodySchema = z
  .object({ shippingInfo: createOrderBodySchema.shape.shippingInfo })
  .strict();
