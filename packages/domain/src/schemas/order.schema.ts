import { MESSAGE_LANGUAGES } from '../shopper-messages';
import { z } from 'zod';
import { normaliseObject, normaliseObjectList } from '../normalise';
import { ORDER_LINE_QUANTITY_LIMIT, ORDER_LINES_LIMIT, TEXT_MAX_LENGTH as MAX } from '../constants';
import { colourField, tooLong } from './text-fields.schema';
import { idField, lineQuantityField, rupeesField } from './number-fields.schema';
import { shippingInfoSchema, storedShippingInfoSchema } from './shipping.schema';
import { CANCEL_REASONS, ORDER_STATUSES } from '../order-status';
import { RETURN_REASONS } from '../order-returns';
import { phoneRecordSchema } from './phone-record.schema';
import { chosenProductFields } from './cart.schema';
import { parcelTrackingSchema } from './parcel-tracking.schema';

/**
 * One line of an order request: what the shopper chose. The spec's client also sends title, price and
 * more per line; those are ignored (stripped), because the server prices every line itself.
 */
export const orderLineInputSchema = z.object({
  id: idField,
  selectedColor: colourField,
  /** The variant chosen (issue #27); without it, the variant of selectedColor. */
  variantId: idField.optional(),
  quantity: lineQuantityField({
    notANumber: 'Quantity must be a number',
    min: 1,
    belowMin: 'Quantity must be at least 1',
  }),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * The shop's caps on one order (settings ORDER_MAX_LINES, ORDER_MAX_QUANTITY), checked when it is
 * placed with their own messages ("You can order at most 10 of one item…"). The schema's limits are
 * the hard ones (ORDER_LINES_LIMIT, ORDER_LINE_QUANTITY_LIMIT); a shop's are lower.
 */
export interface OrderCapsToPublish {
  maxLines: number;
  maxQuantity: number;
}

/**
 * POST /shipping/create: shippingInfo and cartItems may arrive as objects or as JSON strings. The API
 * document publishes the shop's caps as the lines' `maxItems` and a line's quantity `maximum`, so that
 * it says what the server takes; the schema itself checks the hard limits.
 */
export const createOrderBodySchemaFor = (caps: OrderCapsToPublish) =>
  z
    .object({
      shippingInfo: z.preprocess((value) => normaliseObject(value) ?? value, shippingInfoSchema),
      cartItems: z.preprocess(
        (value) => (value === undefined ? value : normaliseObjectList(value)),
        z
          .array(
            orderLineInputSchema.extend({
              quantity: orderLineInputSchema.shape.quantity.meta({ maximum: caps.maxQuantity }),
            }),
            { error: 'Cart items are required' },
          )
          .min(1, { error: 'The cart is empty' })
          .max(ORDER_LINES_LIMIT, { error: `An order has at most ${ORDER_LINES_LIMIT} lines` })
          .meta({ maxItems: caps.maxLines }),
      ),
      // The spec's client sends all three totals (§7), so all three are on the wire and a malformed one is
      // a 400 naming it. The server prices the order itself; only grandTotal is compared with its own
      // (a mismatch is 409 'Prices have changed'), and totalPrice and deliveryFee are validated and then
      // ignored on purpose: the grand total already covers both (decision 0005, revised 2026-11-25).
      totalPrice: rupeesField('Total price'),
      deliveryFee: rupeesField('Delivery fee'),
      grandTotal: rupeesField('Grand total'),
      couponCode: z
        .string()
        .trim()
        .max(MAX.couponCode, tooLong('Coupon code', MAX.couponCode))
        .nullish(),
      /** The language of the shop's WhatsApp and SMS messages about the order; English when absent. */
      messageLanguage: z
        .enum(MESSAGE_LANGUAGES, {
          error: `Message language must be one of ${MESSAGE_LANGUAGES.join(', ')}`,
        })
        .optional(),
    })
    .strict();

/** The body with the hard limits as its published caps: the storefront's and the tests' schema. */
export const createOrderBodySchema = createOrderBodySchemaFor({
  maxLines: ORDER_LINES_LIMIT,
  maxQuantity: ORDER_LINE_QUANTITY_LIMIT,
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** A line as the server stored it: a copy taken when the order was placed. */
export const orderLineSchema = z.object({
  /** The product's id, as in the shopper's cart; null once that product has been deleted. */
  id: z.number().int().nullable(),
  ...chosenProductFields,
  /** The variant sold; null once deleted, or for a line older than variants whose colour matched none. */
  variantId: z.number().int().nullable(),
  sku: z.string(),
  /** Its option values as a person reads them ('Gold / 2.4'); '' for a product without options. */
  variant: z.string(),
  imageToShow: z.string(),
  type: z.string(),
  sub_type: z.string().nullable(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One change in an order's timeline. */
export const orderEventSchema = z.object({
  at: z.string(),
  /** A staff e-mail, "shopper" or "system". */
  actor: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** A cancel's reason (CANCEL_REASONS) or a return's (RETURN_REASONS). */
  reason: z.union([z.enum(CANCEL_REASONS), z.enum(RETURN_REASONS)]).nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** ZB-10001 */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusChangedAt: z.string(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The secret of the shopper's tracking link, /order/<token>. */
  trackingToken: z.string(),
  /**
   * When the shopper said yes on the tracking page; the order stays pending until staff confirm it.
   */
  shopperConfirmedAt: z.string().nullable(),
  shippingInfo: storedShippingInfoSchema,
  /** The shop's city the order goes to (GET /api/cities); null: a city not on the list, for staff to check. */
  cityId: z.number().int().nullable(),
  cartItems: z.array(orderLineSchema),
  couponCode: z.string().nullable(),
  discount: z.number().int(),
  originalTotal: z.number(),
  totalPrice: z.number(),
  deliveryFee: z.number(),
  /**
   * The cash the rider collects, whole rupees (issue #29): totalPrice + deliveryFee + codFee +
   * rounding. Orders placed before it may carry paisa.
   */
  grandTotal: z.number(),
  /** The shop's cash-on-delivery fee (decision 0030); 0 when it charges none. */
  codFee: z.number(),
  /** Taken off to reach whole rupees: 0 to −0.99, in the shopper's favour. */
  rounding: z.number(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /shipping/update/{id}: staff correct the shipping details of an order. */
export const updateOrderBodySchema = z
  .object({ shippingInfo: createOrderBodySchema.shape.shippingInfo })
  .strict();

/**
 * An order with its timeline, for the back office's order page, and its phone's record (null when the
 * phone is not a Pakistani mobile number, so it has no key).
 */
export const orderDetailSchema = orderSchema.extend({
  events: z.array(orderEventSchema),
  phone: phoneRecordSchema.nullable(),
});

export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/orders/track/{token}: the shopper confirms or cancels a pending order. */
export const shopperOrderActionBodySchema = z
  .object({ status: z.enum(['confirmed', 'cancelled'], { error: 'Choose confirm or cancel' }) })
  .strict();

/**
 * What the tracking page shows (GET /api/orders/track/{token}): the order without the shop's own notes
 * and staff names, and with the shipping details a courier needs.
 */
export const trackedOrderSchema = orderSchema
  .pick({
    number: true,
    status: true,
    shopperConfirmedAt: true,
    createdAt: true,
    courier: true,
    trackingNumber: true,
    cartItems: true,
    couponCode: true,
    discount: true,
    originalTotal: true,
    totalPrice: true,
    deliveryFee: true,
    grandTotal: true,
    codFee: true,
    rounding: true,
  })
  .extend({
    shippingInfo: storedShippingInfoSchema.pick({
      fullName: true,
      address: true,
      city: true,
      phone: true,
      paymentMethod: true,
    }),
    events: z.array(
      orderEventSchema.pick({ at: true, from: true, to: true, reason: true }).extend({
        /** "shopper", "shop" (staff) or "system". */
        by: z.enum(['shopper', 'shop', 'system']),
      }),
    ),
    /** The booked parcel as its courier last told of it; null when no courier was asked to carry it. */
    parcel: parcelTrackingSchema.nullable(),
  });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
