/**
 * Limits on the shop's public writes (settings LIMIT_*), counted per client address and, for orders,
 * per phone number too. Several shoppers can share one address (a mobile carrier's NAT, an office), so
 * the per-address limits are generous; they stop a script, not a family.
 */
import { phoneKey } from '@shop/domain/phone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig, RateSetting } from '../../config';
import { minutesText, type RateRule } from './rate-limiter';

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

/** The order's phone as one key (+923001234567), so 0300… and +92 300… count together. */
export function orderPhoneKey(request: FastifyRequest): string | null {
  const body = request.body as { shippingInfo?: { phone?: string } } | undefined;
  const phone = body?.shippingInfo?.phone;
  return phone ? (phoneKey(phone) ?? phone) : null;
}
