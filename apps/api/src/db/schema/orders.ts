import { sql } from 'drizzle-orm';
import type { ReturnReason } from '@shop/domain/order-returns';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/order-status';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@shop/domain/shopper-messages';
import { cities } from './cities';
import { coupons } from './coupons';
import { check, index, integer, jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, paisa, serialId, timestamptz, timestamptzNow } from './columns';

/** Order numbers (ZB-10001): their own sequence, so they start at five digits and never repeat. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

/** A placed order (the spec's "shipping"). Amounts are whole paisa, computed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    shippingInfo: jsonb('shipping_info').$type<Record<string, unknown>>().notNull(),
    couponCode: text('coupon_code'),
    /** The coupon used, for counting its uses; kept as the code alone if the coupon is deleted. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Coupon percentage applied, 0 when none. */
    discount: integer('discount').notNull().default(0),
    // bigint: many lines of a dear product pass the 21 million rupees an integer column holds.
    originalTotal: paisa('original_total').notNull(),
    totalPrice: paisa('total_price').notNull(),
    deliveryFee: paisa('delivery_fee').notNull(),
    /**
     * What the rider collects (issue #29): totalPrice + deliveryFee + codFee + rounding, whole rupees.
     * The parcel booking's COD amount and every document read it.
     */
    grandTotal: paisa('grand_total').notNull(),
    /** The shop's cash-on-delivery fee (decision 0030); 0 for orders placed before it. */
    codFee: paisa('cod_fee').notNull().default(0),
    /** Paisa taken off to reach whole rupees, 0 to −99, in the shopper's favour; 0 before issue #29. */
    rounding: integer('rounding').notNull().default(0),
    createdAt: timestamptzNow('created_at'),
    /** What shoppers and staff call the order: ZB-<number>. */
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    statusChangedAt: timestamptzNow('status_changed_at'),
    /** The private tracking link's secret (/order/<token>): two random UUIDs, 244 random bits. */
    trackingToken: text('tracking_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The shopper's phone as one key (+923XXXXXXXXX), for search, history and limits. */
    phoneKey: text('phone_key'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /**
     * The checkout attempt's Idempotency-Key, scoped by the phone (sha256 of the phone's key and the
     * header, orders-idempotency.ts): a retry of the same attempt gets this order back for a day.
     */
    idempotencyKey: text('idempotency_key').unique(),
    /** sha256 of the request the key came with: the same key with another body is refused (422). */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /**
     * When the shopper said yes from the tracking page. It tells staff the shopper answered; it is not
     * the shop's confirmation (status `confirmed`), which staff still give (issue #23).
     */
    shopperConfirmedAt: timestamptz('shopper_confirmed_at'),
    /**
     * What the back office's search looks in (the shopper's name, phone, e-mail, address and city, and
     * the coupon), in one column with a trigram index: ten thousand orders are searched in milliseconds.
     */
    searchText: text('search_text')
      .notNull()
      // coalesce and ||, not concat_ws: a generated column takes only immutable functions.
      .generatedAlwaysAs(
        sql.raw(
          `lower(coalesce(shipping_info ->> 'fullName', '') || ' ' || coalesce(shipping_info ->> 'phone', '') || ' ' || coalesce(shipping_info ->> 'email', '') || ' ' || coalesce(shipping_info ->> 'address', '') || ' ' || coalesce(shipping_info ->> 'city', '') || ' ' || coalesce(coupon_code, ''))`,
        ),
      ),
    /**
     * Why a returned order came back (domain RETURN_REASONS), for the dashboard's count by reason;
     * null while it is not returned (a correction back to delivered clears it), and for orders
     * returned before reasons were asked.
     */
    returnReason: text('return_reason').$type<ReturnReason>(),
    /**
     * The city on the shop's list the shopper's city is (decision 0026); null when it is not on the
     * list: an "other" city, flagged for staff to check before booking a courier.
     */
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    /** The language the shopper chose at checkout for WhatsApp and SMS messages (issue #30). */
    messageLanguage: text('message_language').$type<MessageLanguage>().notNull().default('en'),
  },
  (table) => [
    check('orders_status_known', inList('status', ORDER_STATUSES)),
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    index('orders_phone_key_idx').on(table.phoneKey),
    // Phones that are not Pakistani numbers have no key: their orders are counted by the text typed.
    index('orders_phone_text_idx')
      .on(sql`(${table.shippingInfo} ->> 'phone')`)
      .where(sql`${table.phoneKey} IS NULL`),
    index('orders_coupon_id_idx').on(table.couponId),
    index('orders_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The Shipping List's filters (issue #26): the city as typed in any case, the courier, the day.
    index('orders_city_idx').on(sql`lower(${table.shippingInfo} ->> 'city')`),
    index('orders_city_id_idx').on(table.cityId),
    index('orders_courier_idx').on(sql`lower(${table.courier})`),
    index('orders_created_at_idx').on(table.createdAt),
    check('orders_message_language_known', inList('message_language', MESSAGE_LANGUAGES)),
    check('orders_discount_range', sql`${table.discount} >= 0 AND ${table.discount} <= 100`),
    check('orders_cod_amounts', sql`${table.codFee} >= 0 AND ${table.rounding} BETWEEN -99 AND 0`),
    check(
      'orders_amounts_not_negative',
      sql`${table.originalTotal} >= 0 AND ${table.totalPrice} >= 0 AND ${table.deliveryFee} >= 0 AND ${table.grandTotal} >= 0`,
    ),
  ],
);
