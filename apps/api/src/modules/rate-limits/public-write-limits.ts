/**
 * Limits on the shop's public writes (settings LIMIT_*), counted per client address and, for orders,
 * per phone number too. Several shoppers can share one address (a mobile carrier's NAT, an office), so
 * the per-address limits are generous; they stop a script, not a family.
 */
import { phoneKey } from '@shop/domain/phone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig, RateSetting } from '../../config';
import type { CreateOrderBody } from '@shop/domain/schemas/order.schema';
import { minutesText, type RateCheck, type RateRule } from './rate-limiter';

function rule(name: string, setting: RateSetting | null, tooMany: string): RateRule | null {
  if (!setting) return null;
  return {
    name,
    ...setting,
    message: (minutes) => `${tooMany} Please try again in ${minutesText(minutes)}.`,
  };
}

export function publicWriteRules(limits: AppConfig['limits']) {
  return {
    ordersPerAddress: rule(
      'orders:address',
      limits.ordersPerAddress,
      'Too many orders from your connection.',
    ),
    ordersPerPhone: rule(
      'orders:phone',
      limits.ordersPerPhone,
      'Too many orders for this phone number.',
    ),
    unitsPerAddress: rule(
      'units:address',
      limits.unitsPerAddress,
      'Too many items ordered from your connection. For a larger order, please contact us.',
    ),
    unitsPerPhone: rule(
      'units:phone',
      limits.unitsPerPhone,
      'Too many items ordered for this phone number. For a larger order, please contact us.',
    ),
    reviews: rule(
      'reviews:address',
      limits.reviewsPerAddress,
      'Too many reviews from your connection.',
    ),
    reviewsPerProduct: rule(
      'reviews:product-address',
      limits.reviewsPerProduct,
      'You have already sent a review of this product.',
    ),
    contacts: rule(
      'contacts:address',
      limits.contactsPerAddress,
      'Too many messages from your connection.',
    ),
    cartWrites: rule(
      'cart:address',
      limits.cartWritesPerAddress,
      'Too many cart changes from your connection.',
    ),
    couponLookups: rule(
      'coupons:address',
      limits.couponLookupsPerAddress,
      'Too many coupon codes tried.',
    ),
    orderLookups: rule(
      'order-lookups:address',
      limits.orderLookupsPerAddress,
      'Too many order lookups from your connection.',
    ),
    checkoutDrafts: rule(
      'checkout-drafts:address',
      limits.checkoutDraftsPerAddress,
      'Too many reminders asked for from your connection.',
    ),
    checkoutDraftsPerPhone: rule(
      'checkout-drafts:phone',
      limits.checkoutDraftsPerPhone,
      'Too many reminders asked for this phone number.',
    ),
  };
}

export type PublicWriteRules = ReturnType<typeof publicWriteRules>;

/**
 * A preHandler (after validation, so the body is parsed) that counts the request against `rule` under
 * the key `keyOf` gives (the client's address by default); a rule turned off counts nothing.
 */
export function limitBy(
  app: FastifyInstance,
  rule: RateRule | null,
  keyOf: (request: FastifyRequest) => string | null = (request) => request.ip,
) {
  return async (request: FastifyRequest) => {
    const key = rule && keyOf(request);
    if (rule && key) await app.rateLimiter.take([[rule, key]]);
  };
}

/** A review's product and the client's address: 'product 12 from 203.0.113.9' as '12:203.0.113.9'. */
export function reviewedProductKey(request: FastifyRequest): string | null {
  const productId = (request.body as { productId?: number } | undefined)?.productId;
  return productId === undefined ? null : `${productId}:${request.ip}`;
}

/** A checkout draft's phone as one key, counted as an order's is (0300… and +92 300… together). */
export function draftPhoneKey(request: FastifyRequest): string | null {
  const phone = (request.body as { phone?: string } | undefined)?.phone;
  return phone ? (phoneKey(phone) ?? phone) : null;
}

/** The order's phone as one key (+923001234567), so 0300… and +92 300… count together. */
function orderPhoneKey(request: FastifyRequest): string | null {
  const body = request.body as { shippingInfo?: { phone?: string } } | undefined;
  const phone = body?.shippingInfo?.phone;
  return phone ? (phoneKey(phone) ?? phone) : null;
}

/**
 * What an order counts against: one order and its units per client address, and per phone. Counted
 * before the order is placed (parallel requests cannot all slip in) and taken back, but for the
 * address's count of attempts, when no order was placed: a request the price check or the stock refuses
 * must not use up a phone's orders, or anyone could bar a phone from ordering by naming it (issue #23).
 */
function orderLimitChecks(app: FastifyInstance, request: FastifyRequest) {
  const rules = app.writeLimits;
  const body = request.body as CreateOrderBody;
  const units = body.cartItems.reduce((sum, line) => sum + line.quantity, 0);
  const phone = orderPhoneKey(request);
  const checks = (entries: [RateRule | null, string | null, number?][]): RateCheck[] =>
    entries.flatMap(([rule, key, amount]) => (rule && key ? [[rule, key, amount] as const] : []));
  const givenBackUnlessPlaced = checks([
    [rules.ordersPerPhone, phone],
    [rules.unitsPerAddress, request.ip, units],
    [rules.unitsPerPhone, phone, units],
  ]);
  return { attempts: checks([[rules.ordersPerAddress, request.ip]]), givenBackUnlessPlaced };
}

/**
 * Runs `place` within the order limits: the address's attempts are counted for good, the phone's
 * orders and both unit counts only when `place` says it placed an order. Those are taken together,
 * all or none (one statement on the database store), so exactly the hits counted are given back.
 */
export async function withinOrderLimits<T extends { placed: boolean }>(
  app: FastifyInstance,
  request: FastifyRequest,
  place: () => Promise<T>,
): Promise<T> {
  const limits = orderLimitChecks(app, request);
  await app.rateLimiter.takeAll(limits.attempts);
  await app.rateLimiter.takeAll(limits.givenBackUnlessPlaced);
  const counted = limits.givenBackUnlessPlaced;
  let placed = false;
  try {
    const result = await place();
    placed = result.placed;
    return result;
  } finally {
    if (!placed && counted.length > 0) {
      // The request's own answer (a refusal, an error) matters more than a count left too high.
      await app.rateLimiter
        .giveBack(counted)
        .catch((error: unknown) => request.log.warn({ err: error }, 'order limits not given back'));
    }
  }
}
