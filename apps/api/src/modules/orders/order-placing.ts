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
import { codRefusals, withCashOnDelivery, type CodRefusal } from '@shop/domain/cod-rules';
import { formatPaisa, toPaisa } from '@shop/domain/money';
import { actorName } from '@shop/domain/order-status';
import { imageForChoice } from '@shop/domain/product-pictures';
import { optionKey, variantForColour, variantName, variantPrices } from '@shop/domain/variants';
import { phoneKey } from '@shop/domain/phone';
import { computeTotals } from '@shop/domain/pricing';
import type { CreateOrderBody, Order } from '@shop/domain/schemas/order.schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { createCityDirectory } from '../cities/city-directory';
import { createCouponRedemption } from '../coupons/coupon-redemption';
import { createInventory } from '../inventory/inventory';
import type { VariantRow } from '../inventory/inventory.repository';
import type { Mail } from '../outbox/outbox.repository';
import { createPhonesRepository } from '../phones/phones.repository';
import { createCodRulesService } from '../shop-settings/cod-rules.service';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  KEY_REUSED,
  requestFingerprint,
  storedIdempotencyKey,
} from './order-idempotency';
import { placedMails } from './order-mails';
import type { NewOrderLineRow, OrderableProduct } from './order-rows';
import { DEFAULT_MESSAGE_LANGUAGE } from '@shop/domain/shopper-messages';
import { writeMails, type OrderCaps, type OrdersServiceDeps } from './order-service-deps';
import { summaryOf, toOrder } from './order-views';
import { createOrdersRepository } from './orders.repository';

/** What a blocked phone is told: politely, and where to go instead. */
const PHONE_BLOCKED =
  'We cannot take online orders for this phone number. Please contact us on WhatsApp or by phone to order.';

function stockMessage(title: string, left: number): string {
  return left > 0 ? `Only ${left} left in stock for ${title}` : `${title} is out of stock`;
}

/**
 * The variant each line orders: the one it names (`variantId`), else the one of its colour (the spec's
 * cart line: id and selectedColor). A colour the product does not come in would be written into the
 * shop's e-mails and WhatsApp text as the shopper typed it (issue #23), so it is refused.
 */
function variantsOf(
  body: CreateOrderBody,
  byId: Map<number, OrderableProduct>,
  variants: readonly VariantRow[],
): VariantRow[] {
  return body.cartItems.map((line, index) => {
    const product = byId.get(line.id) as OrderableProduct;
    const own = variants.filter((variant) => variant.productId === product.id);
    if (line.variantId !== undefined) {
      const named = own.find((variant) => variant.id === line.variantId);
      if (!named) {
        throw AppError.invalidField(
          `cartItems.${index}.variantId`,
          `This is not one of the ways ${product.title} comes in. Please choose again.`,
        );
      }
      return named;
    }
    const chosen = variantForColour(own, line.selectedColor);
    if (chosen === 'ambiguous') {
      const others = product.options.filter((name) => optionKey(name) !== 'colour');
      throw AppError.invalidField(
        `cartItems.${index}.variantId`,
        `Please choose the ${others.join(' and ').toLowerCase()} of ${product.title}.`,
      );
    }
    if (chosen === null) {
      const offered = own.flatMap((variant) => variant.options.colour ?? []);
      throw AppError.invalidField(
        `cartItems.${index}.selectedColor`,
        offered.length > 0
          ? `${product.title} comes in ${offered.join(', ')}. Please choose one of them.`
          : `${product.title} has no colours to choose from.`,
      );
    }
    return chosen;
  });
}

/** A product and the variant's name, as the shopper reads it in a refusal ('Bangle (Gold / 2.4)'). */
function titleOf(product: OrderableProduct, variant: VariantRow): string {
  const name = variantName(variant.options, product.options);
  return name ? `${product.title} (${name})` : product.title;
}

function tooManyOpenOrders(open: number): string {
  return (
    `You already have ${open} orders we have not shipped yet. Please wait for them, cancel one ` +
    'from the links we sent you, or contact us, before placing another.'
  );
}

/**
 * The phone an order counts against: its key (+923001234567) when it is a Pakistani number, else the
 * text typed, so a phone with no key is capped all the same.
 */
function phoneScopeOf(phone: string): { key: string | null; text: string; scope: string } {
  const key = phoneKey(phone);
  const text = phone.trim();
  return { key, text, scope: key ?? text };
}

/**
 * The owner's cash-on-delivery rules refuse the order (decision 0030): a 400 naming every field, in the
 * checkout's words, the address and city under `shippingInfo`, the most for COD at `grandTotal`.
 */
function refuseCod(refusals: readonly CodRefusal[]): void {
  const fieldErrors = Object.fromEntries(
    refusals.map(({ field, message }) => [
      field === 'grandTotal' ? field : `shippingInfo.${field}`,
      message,
    ]),
  );
  const [first] = Object.entries(fieldErrors);
  if (first) throw new AppError('invalid', `${first[0]}: ${first[1]}`, fieldErrors);
}

/** One order may not empty the shelves: a few lines, a few units of each. */
function checkCaps(body: CreateOrderBody, caps: OrderCaps) {
  if (body.cartItems.length > caps.orderMaxLines) {
    throw AppError.invalidField(
      'cartItems',
      `An order can have at most ${caps.orderMaxLines} items. Please place a second order for the rest.`,
    );
  }
  body.cartItems.forEach((line, index) => {
    if (line.quantity > caps.orderMaxQuantity) {
      throw AppError.invalidField(
        `cartItems.${index}.quantity`,
        `You can order at most ${caps.orderMaxQuantity} of one item. For more, please contact us.`,
      );
    }
  });
}

export function createOrderPlacing(deps: OrdersServiceDeps) {
  const repository = createOrdersRepository(deps.db);
  const phones = createPhonesRepository(deps.db);
  const cities = createCityDirectory(deps.db);
  const codRules = createCodRulesService(deps.db);

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
    if (shopperPhone && (await phones.blockOf(shopperPhone))) {
      throw new AppError('forbidden', PHONE_BLOCKED);
    }
    const couponCode = body.couponCode?.trim() || null;
    const { shippingInfo, cityId } = await cities.placeOf(body.shippingInfo);
    // Read for each order: a rule the owner saves applies to the next one.
    const cod = await codRules.current();
    // The one total compared; body.totalPrice and body.deliveryFee are ignored (createOrderBodySchema).
    const clientGrandTotal = toPaisa(body.grandTotal);
    const placed = await deps.db.transaction(async (tx) => {
      const orders = createOrdersRepository(tx);
      // Counted under a lock on the phone, so parallel orders from one phone cannot all pass.
      const open = await orders.lockPhoneAndCountUnshipped(phone);
      if (open >= deps.caps.orderMaxOpenPerPhone) {
        throw new AppError('conflict', tooManyOpenOrders(open));
      }
      // Then the coupon's row, then the products: every order takes its locks in this order.
      const redemption = createCouponRedemption(tx);
      const coupon = couponCode ? await redemption.lock(couponCode) : null;

      // The products and their variants, locked in the one order every writer of stock takes.
      const inventory = createInventory(tx);
      const productIds = [...new Set(body.cartItems.map((line) => line.id))];
      const { products: found, variants } = await inventory.lockProductsWithRows(productIds);
      const byId = new Map(found.map((product) => [product.id, product]));
      for (const id of productIds) {
        if (!byId.has(id)) {
          throw new AppError(
            'conflict',
            `Product ${id} is no longer available. Please remove it from your cart.`,
          );
        }
      }
      const chosen = variantsOf(body, byId, variants);
      // Two lines of one variant draw on the same stock.
      const wanted = new Map<number, number>();
      body.cartItems.forEach((line, index) => {
        const variant = chosen[index] as VariantRow;
        wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + line.quantity);
      });
      for (const [index, variant] of chosen.entries()) {
        const quantity = wanted.get(variant.id) ?? 0;
        if (quantity > variant.quantity) {
          const product = byId.get(body.cartItems[index]?.id ?? 0) as OrderableProduct;
          throw new AppError('conflict', stockMessage(titleOf(product, variant), variant.quantity));
        }
      }

      const lines: NewOrderLineRow[] = body.cartItems.map((line, index) => {
        const product = byId.get(line.id) as OrderableProduct;
        const variant = chosen[index] as VariantRow;
        const colour = variant.options.colour ?? '';
        return {
          productId: product.id,
          variantId: variant.id,
          sku: variant.sku,
          variantName: variantName(variant.options, product.options),
          title: product.title,
          unitPrice: variantPrices(product, variant).discountedPrice,
          quantity: line.quantity,
          selectedColor: colour,
          // The picture of the variant's value of the picture option, as the cart showed it.
          image: imageForChoice(product, variant.options),
          type: product.type,
          subType: product.subType,
        };
      });
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
      const inserted = await orders.insert(
        {
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
      );
      const short = await inventory.take(
        [...wanted].map(([variantId, quantity]) => ({ variantId, quantity })),
        { reason: 'order_placed', actor: shopper, orderId: inserted.order.id },
      );
      if (short) {
        const variant = chosen.find((each) => each.id === short.variantId) as VariantRow;
        const product = byId.get(variant.productId) as OrderableProduct;
        throw new AppError('conflict', stockMessage(titleOf(product, variant), short.left));
      }
      const order = toOrder(inserted);
      messaged = (await deps.messages?.orderPlaced(tx, inserted.order.id)) ?? false;
      mailed = await writeMails(
        deps,
        tx,
        placedMails(order, summaryOf(inserted), { origin, shopEmail: deps.shopEmail }),
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
