/**
 * Placing an order (the spec's "shipping", issue #11). The browser sends what the shopper chose; the
 * server prices every line from the database (the product's discounted price), applies the coupon and
 * the delivery rule with the domain's computeTotals and stores its own numbers. The client's grand
 * total is only compared.
 *
 * Pricing, the coupon's rules, the stock check and the stock decrease happen in one short transaction
 * with the coupon's, the products' and their variants' rows locked; the inventory takes every
 * variant's units in one conditional statement (each variant checked, each written in the ledger), so
 * two shoppers can never buy the same last item, and a coupon's uses are counted under its lock, so a
 * one-use coupon is used once. The order is placed `pending`, with its number, its tracking token, the
 * first event of its timeline and its e-mails, all in that transaction. The transaction is kept to as
 * few round trips as its locks allow (bench/order-path.ts): on PGlite every other request waits for it.
 */
import { codRefusals, withCashOnDelivery } from '@shop/domain/cod-rules';
import { formatPaisa, toPaisa } from '@shop/domain/money';
import { actorName } from '@shop/domain/order-status';
import { computeTotals } from '@shop/domain/pricing';
import type { CreateOrderBody, Order } from '@shop/domain/schemas/order.schema';
import { isUniqueViolation } from '../../db/errors';
import { pipelined } from '../../db/pipelined';
import { AppError } from '../../plugins/errors';
import { createCityDirectory } from '../cities/city-directory';
import { createCouponRedemption } from '../coupons/coupon-redemption';
import { createInventory } from '../inventory/inventory';
import type { VariantRow } from '../inventory/inventory.repository';
import type { Mail } from '../outbox/outbox.repository';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  KEY_REUSED,
  requestFingerprint,
  storedIdempotencyKey,
} from './order-idempotency';
import { placedMailRecipients, placedMails } from './order-mails';
import {
  PHONE_BLOCKED,
  checkCaps,
  phoneScopeOf,
  productLinesOf,
  refuseCod,
  stockMessage,
  titleOf,
  tooManyOpenOrders,
  variantsOf,
} from './order-placing-checks';
import { orderLinesOf, unitsWanted } from './order-placing-lines';
import type { OrderableProduct } from './order-rows';
import { DEFAULT_MESSAGE_LANGUAGE } from '@shop/domain/shopper-messages';
import { lockMailRecipients, writeMails, type OrdersServiceDeps } from './order-service-deps';
import { summaryOf, toOrder } from './order-views';
import { createOrdersRepository } from './orders.repository';

export function createOrderPlacing(deps: OrdersServiceDeps) {
  const repository = createOrdersRepository(deps.db);
  const cities = createCityDirectory(deps.db);

  async function place(
    body: CreateOrderBody,
    origin: string,
    idempotency: { key: string; fingerprint: string } | undefined,
  ): Promise<Order> {
    let mailed: Mail[] = [];
    let messaged = false;
    checkCaps(body, deps.caps);
    const phone = phoneScopeOf(body.shippingInfo.phone);
    const shopperPhone = phone.key;
    const couponCode = body.couponCode?.trim() || null;
    const { shippingInfo, cityId } = await cities.placeOf(body.shippingInfo);
    // The one total compared; body.totalPrice and body.deliveryFee are ignored (createOrderBodySchema).
    const clientGrandTotal = toPaisa(body.grandTotal);
    const mailContext = { origin, shopEmail: deps.shopEmail };
    const placed = await deps.db.transaction(async (tx) => {
      const orders = createOrdersRepository(tx);
      const redemption = createCouponRedemption(tx);
      const inventory = createInventory(tx);
      const productIds = [...new Set(body.cartItems.map((line) => line.id))];
      // Every order takes its locks in one order: the phone's, the coupon's row, then the products
      // and their variants (the one order every writer of stock takes). They are asked for together
      // (db/pipelined.ts): one write with the BEGIN, one round trip, and the server runs them in this
      // order, each after the one before it holds its lock.
      const [started, unshipped, lockedCoupon, forSale] = pipelined(
        // The block and the COD rules come with the phone's lock: a rule saved a moment ago applies.
        // It draws the order's id too.
        () => orders.startPlacing(phone),
        // Counted under that lock, so parallel orders from one phone cannot all pass.
        () => orders.countUnshipped(phone),
        () => (couponCode ? redemption.lock(couponCode) : Promise.resolve(null)),
        () => inventory.lockForSale(productIds),
      );
      const { blocked, cod, orderId } = await started;
      if (blocked) throw new AppError('forbidden', PHONE_BLOCKED);
      const open = await unshipped;
      if (open >= deps.caps.orderMaxOpenPerPhone) {
        throw new AppError('conflict', tooManyOpenOrders(open));
      }
      const coupon = await lockedCoupon;
      const { products: found, variants } = await forSale;
      const ordered = productLinesOf(body, found);
      const chosen = variantsOf(ordered, variants);
      const wanted = unitsWanted(ordered, chosen);
      const lines = orderLinesOf(ordered, chosen);
      // grandTotal is the cash the rider collects: the COD fee added, rounded down to whole rupees.
      const totals = withCashOnDelivery(
        computeTotals({ lines, discountPercent: coupon?.discount ?? null }),
        cod.fee,
      );
      refuseCod(
        codRefusals(cod, {
          address: shippingInfo.address,
          cityId,
          city: shippingInfo.city,
          cash: totals.grandTotal,
        }),
      );
      if (coupon) {
        await redemption.check(coupon, { total: totals.originalTotal, phoneKey: shopperPhone });
      }
      if (totals.grandTotal !== clientGrandTotal) {
        throw new AppError(
          'conflict',
          `Prices have changed. Please review your cart. The new total is ${formatPaisa(totals.grandTotal)}.`,
        );
      }

      const shopper = actorName({ kind: 'shopper' });
      // The order, its stock taken (its movements name the order) and its mails' recipients locked,
      // asked for together: one round trip while the products are held.
      const [written, taking, mailLocks] = pipelined(
        () =>
          orders.insert(
            {
              id: orderId,
              shippingInfo,
              cityId,
              phoneKey: shopperPhone,
              idempotencyKey: idempotency?.key ?? null,
              idempotencyFingerprint: idempotency?.fingerprint ?? null,
              couponCode: coupon?.couponCode ?? null,
              couponId: coupon?.id ?? null,
              discount: coupon?.discount ?? 0,
              originalTotal: totals.originalTotal,
              totalPrice: totals.totalPrice,
              deliveryFee: totals.deliveryFee,
              grandTotal: totals.grandTotal,
              codFee: totals.codFee,
              rounding: totals.rounding,
              messageLanguage: body.messageLanguage ?? DEFAULT_MESSAGE_LANGUAGE,
            },
            lines,
            { actor: shopper, fromStatus: null, toStatus: 'pending', reason: null, note: null },
          ),
        () =>
          inventory.take(
            [...wanted].map(([variantId, quantity]) => ({ variantId, quantity })),
            { reason: 'order_placed', actor: shopper, orderId },
          ),
        () => lockMailRecipients(deps, tx, placedMailRecipients(shippingInfo, mailContext)),
      );
      const inserted = await written;
      const short = await taking;
      if (short) {
        const variant = chosen.find((each) => each.id === short.variantId) as VariantRow;
        const product = found.find((each) => each.id === variant.productId) as OrderableProduct;
        throw new AppError('conflict', stockMessage(titleOf(product, variant), short.left));
      }
      const order = toOrder(inserted);
      messaged = (await deps.messages?.orderPlaced(tx, inserted.order.id)) ?? false;
      mailed = await writeMails(
        deps,
        tx,
        placedMails(order, summaryOf(inserted), mailContext),
        await mailLocks,
      );
      return order;
    });
    deps.catalogueChanged();
    if (mailed.length > 0) deps.mailsWritten(mailed);
    if (messaged) deps.messages?.written();
    return placed;
  }

  return {
    /**
     * Places an order; `placed` is false when this was a retry answered with the order placed before.
     * With an idempotency key (one per checkout attempt), a retry of the same attempt gets the order the
     * first try placed, whether that try's answer was lost or it is still running (order-idempotency.ts).
     */
    async create(
      body: CreateOrderBody,
      options: { idempotencyKey?: string; origin: string },
    ): Promise<{ order: Order; placed: boolean }> {
      const idempotency = options.idempotencyKey
        ? {
            key: storedIdempotencyKey(
              phoneScopeOf(body.shippingInfo.phone).scope,
              options.idempotencyKey,
            ),
            fingerprint: requestFingerprint(body),
          }
        : undefined;
      const earlierAttempt = async () => {
        if (!idempotency) return undefined;
        const earlier = await repository.findByIdempotencyKey(idempotency.key);
        if (!earlier) return undefined;
        const fresh = Date.now() - earlier.order.createdAt.getTime() < IDEMPOTENCY_KEY_TTL_MS;
        if (!fresh || earlier.order.idempotencyFingerprint !== idempotency.fingerprint) {
          throw new AppError('unprocessable', KEY_REUSED);
        }
        return { order: toOrder(earlier), placed: false };
      };
      const earlier = await earlierAttempt();
      if (earlier) return earlier;
      try {
        return { order: await place(body, options.origin, idempotency), placed: true };
      } catch (error) {
        // The same attempt, sent twice at once: the second waited for the first and hit its key.
        if (idempotency && isUniqueViolation(error, 'orders_idempotency_key_unique')) {
          const again = await earlierAttempt();
          if (again) return again;
        }
        throw error;
      }
    },

    /** Keys older than a day are forgotten, so they neither answer nor block a new attempt. */
    forgetExpiredIdempotencyKeys: () =>
      repository.forgetIdempotencyKeysBefore(new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS)),
  };
}
