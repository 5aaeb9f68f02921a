/**
 * Orders (the spec's "shipping"): placing one, and an order's life after that (issue #11). The browser
 * sends what the shopper chose; the server prices every line from the database (the product's
 * discounted price), applies the coupon and the delivery rule with the domain's computeTotals and
 * stores its own numbers. The client's grand total is only compared.
 *
 * Pricing, the coupon's rules, the stock check and the stock decrease happen in one short transaction
 * with the coupon's and the products' rows locked; each product's stock is taken with one conditional
 * update whose row count is checked, so two shoppers can never buy the same last item, and a coupon's
 * uses are counted under its lock, so a one-use coupon is used once. The order is placed `pending`, with its number, its
 * tracking token, the first event of its timeline and its e-mails, all in that transaction.
 *
 * Every later change locks the order's row first and checks the move against the domain's state
 * machine under that lock: twenty cancels at once give the stock back once, and of a cancel and a
 * ship racing, exactly one wins.
 */
import { formatPKR, toPaisa, toRupees } from '@shop/domain/money';
import {
  actorName,
  formatOrderNumber,
  givesStockBack,
  ORDER_STATUS_LABELS,
  refusedTransition,
  setsStockAside,
  shopperMayChange,
  type CancelReason,
  type OrderActor,
  type OrderStatus,
} from '@shop/domain/order-status';
import { matchColour, imageForColor } from '@shop/domain/cart';
import { phoneKey } from '@shop/domain/phone';
import { computeTotals, lineTotal } from '@shop/domain/pricing';
import type {
  AdminOrdersQuery,
  CreateOrderBody,
  Order,
  OrderDetail,
  OrderEvent,
  OrderLine,
  TrackedOrder,
} from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import { readAdminPage } from '../../db/admin-list';
import type { RateSetting } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { createCouponRedemption } from '../coupons/coupon-redemption';
import { createOutboxRepository, type Mail } from '../outbox/outbox.repository';
import { createPhonesRepository } from '../phones/phones.repository';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  KEY_REUSED,
  requestFingerprint,
  storedIdempotencyKey,
} from './order-idempotency';
import { cancelledMails, placedMails, shippedMails } from './order-mails';
import {
  createOrdersRepository,
  type NewOrderEventRow,
  type NewOrderLineRow,
  type OrderEventRow,
  type OrderableProduct,
  type OrderLineRow,
  type OrderWithLines,
} from './orders.repository';

const NOT_FOUND = 'Order not found.';
/** What a blocked phone is told: politely, and where to go instead. */
export const PHONE_BLOCKED =
  'We cannot take online orders for this phone number. Please contact us on WhatsApp or by phone to order.';
const NO_PHONE_KEY =
  "This order's phone is not a Pakistani mobile number, so it cannot be blocked.";

function toOrderLine(line: OrderLineRow): OrderLine {
  return {
    id: line.productId,
    title: line.title,
    price: toRupees(line.unitPrice),
    quantity: line.quantity,
    selectedColor: line.selectedColor,
    imageToShow: line.image,
    type: line.type,
    sub_type: line.subType,
    lineTotal: toRupees(lineTotal(line.unitPrice, line.quantity)),
  };
}

export function toOrder({ order, lines }: OrderWithLines): Order {
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    status: order.status,
    statusChangedAt: order.statusChangedAt.toISOString(),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingToken: order.trackingToken,
    shopperConfirmedAt: order.shopperConfirmedAt?.toISOString() ?? null,
    shippingInfo: order.shippingInfo as ShippingInfo,
    cartItems: lines.map(toOrderLine),
    couponCode: order.couponCode,
    discount: order.discount,
    originalTotal: toRupees(order.originalTotal),
    totalPrice: toRupees(order.totalPrice),
    deliveryFee: toRupees(order.deliveryFee),
    grandTotal: toRupees(order.grandTotal),
    createdAt: order.createdAt.toISOString(),
  };
}

function toEvent(event: OrderEventRow): OrderEvent {
  return {
    at: event.at.toISOString(),
    actor: event.actor,
    from: event.fromStatus,
    to: event.toStatus,
    reason: event.reason as CancelReason | null,
    note: event.note,
  };
}

/** The tracking page's view: no staff names, no internal notes, no e-mail address. */
function toTrackedOrder(order: Order, events: OrderEventRow[]): TrackedOrder {
  const { fullName, address, city, phone, paymentMethod } = order.shippingInfo;
  return {
    number: order.number,
    status: order.status,
    shopperConfirmedAt: order.shopperConfirmedAt,
    createdAt: order.createdAt,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    shippingInfo: { fullName, address, city, phone, paymentMethod },
    cartItems: order.cartItems,
    couponCode: order.couponCode,
    discount: order.discount,
    originalTotal: order.originalTotal,
    totalPrice: order.totalPrice,
    deliveryFee: order.deliveryFee,
    grandTotal: order.grandTotal,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      reason: event.reason as CancelReason | null,
      by: event.actor === 'shopper' || event.actor === 'system' ? event.actor : 'shop',
    })),
  };
}

/** A change of status as asked: by whom, to what, and what the move needs (a reason, a courier). */
export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  reason?: CancelReason;
  note?: string;
  courier?: string;
  trackingNumber?: string;
}

/** The timeline's record of the shopper's yes: the order stays pending, said by the shopper. */
function shopperConfirmationEvent(orderId: number): NewOrderEventRow {
  return {
    orderId,
    actor: actorName({ kind: 'shopper' }),
    fromStatus: 'pending',
    toStatus: 'pending',
    reason: null,
    note: null,
  };
}

function refusedShopperChange(status: OrderStatus, to: OrderStatus): string {
  return (
    refusedTransition(status, to) ??
    `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: to change it now, please contact us.`
  );
}

export function stockMessage(title: string, left: number): string {
  return left > 0 ? `Only ${left} left in stock for ${title}` : `${title} is out of stock`;
}

/**
 * Each line's colour as the product names it: a colour the product does not come in would be written
 * into the shop's e-mails and WhatsApp text as the shopper typed it (issue #23).
 */
function coloursOf(body: CreateOrderBody, byId: Map<number, OrderableProduct>): string[] {
  return body.cartItems.map((line, index) => {
    const product = byId.get(line.id) as OrderableProduct;
    const colour = matchColour(product, line.selectedColor);
    if (colour === null) {
      const offered = product.imageColors.filter((c) => c.trim() !== '');
      throw AppError.invalidField(
        `cartItems.${index}.selectedColor`,
        offered.length > 0
          ? `${product.title} comes in ${[...new Set(offered)].join(', ')}. Please choose one of them.`
          : `${product.title} has no colours to choose from.`,
      );
    }
    return colour;
  });
}

/** The shop's caps on orders (settings ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_MAX_OPEN_PER_PHONE). */
export interface OrderCaps {
  orderMaxLines: number;
  orderMaxQuantity: number;
  orderMaxOpenPerPhone: number;
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

export function createOrdersService(deps: {
  db: Database;
  caps: OrderCaps;
  /** Called after an order took or gave back stock: the catalogue shows stock and best sellers. */
  catalogueChanged: () => void;
  /** Called after a change's mails were committed to the outbox: the sender can go at once. */
  mailsWritten: (mails: readonly Mail[]) => void;
  /** Where the shop's copy of each new order goes (SHOP_EMAIL). */
  shopEmail: string | undefined;
  /** The most mails one shopper's address is written in a window (LIMIT_MAILS_PER_RECIPIENT). */
  mailsPerRecipient: RateSetting | null;
}) {
  const repository = createOrdersRepository(deps.db);
  const phones = createPhonesRepository(deps.db);

  async function pageOf(order: Order, events: OrderEventRow[]): Promise<OrderDetail> {
    const key = phoneKey(order.shippingInfo.phone);
    return {
      ...order,
      events: events.map(toEvent),
      phone: key ? await phones.recordFor(key, order.id) : null,
    };
  }

  /** Writes a change's mails to the outbox, in the change's transaction, within the mail limit. */
  function writeMails(tx: Database, mails: Mail[]): Promise<Mail[]> {
    return createOutboxRepository(tx).enqueueWithinLimit(
      mails,
      deps.mailsPerRecipient,
      deps.shopEmail,
    );
  }

  async function detailOf(orders: ReturnType<typeof createOrdersRepository>, id: number) {
    const found = await orders.findById(id);
    if (!found) throw new AppError('not_found', NOT_FOUND);
    return { order: toOrder(found), events: await orders.eventsOf(id) };
  }

  /**
   * Moves one order on, under its row's lock: the state machine's check, the stock given back when the
   * move says so, the timeline's event and the mails, all in one transaction.
   */
  async function changeStatus(
    which: { id: number } | { token: string },
    change: StatusChange,
    origin: string,
  ): Promise<{ order: Order; events: OrderEventRow[] }> {
    let stockChanged = false;
    let mailed: Mail[] = [];
    const changed = await deps.db.transaction(async (tx) => {
      const orders = createOrdersRepository(tx);
      const row = await orders.lock(which);
      if (!row) throw new AppError('not_found', NOT_FOUND);
      if (change.actor.kind === 'shopper' && !shopperMayChange(row.status)) {
        throw new AppError('conflict', refusedShopperChange(row.status, change.to));
      }
      const refusal = refusedTransition(row.status, change.to);
      if (refusal) throw new AppError('conflict', refusal);

      if (givesStockBack(change.to)) stockChanged = (await orders.giveStockBack(row.id)).length > 0;
      await orders.setStatus(row.id, {
        status: change.to,
        ...(change.to === 'shipped'
          ? { courier: change.courier, trackingNumber: change.trackingNumber }
          : {}),
      });
      await orders.addEvent({
        orderId: row.id,
        actor: actorName(change.actor),
        fromStatus: row.status,
        toStatus: change.to,
        reason: change.to === 'cancelled' ? (change.reason ?? 'other') : null,
        note: change.note ?? null,
      });
      const detail = await detailOf(orders, row.id);
      const context = { origin, shopEmail: deps.shopEmail };
      const mails =
        change.to === 'shipped'
          ? shippedMails(detail.order, context)
          : change.to === 'cancelled'
            ? cancelledMails(detail.order, change.reason ?? 'other', context)
            : [];
      mailed = await writeMails(tx, mails);
      return detail;
    });
    if (stockChanged) deps.catalogueChanged();
    if (mailed.length > 0) deps.mailsWritten(mailed);
    return changed;
  }

  async function place(
    body: CreateOrderBody,
    origin: string,
    idempotency: { key: string; fingerprint: string } | undefined,
  ): Promise<Order> {
    let mailed: Mail[] = [];
    checkCaps(body, deps.caps);
    const phone = phoneScopeOf(body.shippingInfo.phone);
    const shopperPhone = phone.key;
    if (shopperPhone && (await phones.blockOf(shopperPhone))) {
      throw new AppError('forbidden', PHONE_BLOCKED);
    }
    const couponCode = body.couponCode?.trim() || null;
    const clientGrandTotal = toPaisa(body.grandTotal);
    // Two lines of one product (two colours) draw on the same stock.
    const wanted = new Map<number, number>();
    for (const line of body.cartItems) {
      wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
    }

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

      const found = await orders.lockProducts([...wanted.keys()]);
      const byId = new Map(found.map((product) => [product.id, product]));
      for (const [id, quantity] of wanted) {
        const product = byId.get(id);
        if (!product) {
          throw new AppError(
            'conflict',
            `Product ${id} is no longer available. Please remove it from your cart.`,
          );
        }
        if (quantity > product.quantity) {
          throw new AppError('conflict', stockMessage(product.title, product.quantity));
        }
      }

      const colours = coloursOf(body, byId);
      const lines: NewOrderLineRow[] = body.cartItems.map((line, index) => {
        const product = byId.get(line.id) as OrderableProduct;
        const colour = colours[index] ?? '';
        return {
          productId: product.id,
          title: product.title,
          unitPrice: product.discountedPrice,
          quantity: line.quantity,
          selectedColor: colour,
          image: imageForColor(product, colour),
          type: product.type,
          subType: product.subType,
        };
      });
      const totals = computeTotals({ lines, discountPercent: coupon?.discount ?? null });
      if (coupon) {
        await redemption.check(coupon, { total: totals.originalTotal, phoneKey: shopperPhone });
      }
      if (totals.grandTotal !== clientGrandTotal) {
        throw new AppError(
          'conflict',
          `Prices have changed. Please review your cart. The new total is ${formatPKR(totals.grandTotal)}.`,
        );
      }

      for (const [id, quantity] of wanted) {
        if (!(await orders.takeStock(id, quantity))) {
          const title = byId.get(id)?.title ?? `Product ${id}`;
          throw new AppError('conflict', stockMessage(title, await orders.stockOf(id)));
        }
      }

      const inserted = await orders.insert(
        {
          shippingInfo: body.shippingInfo,
          phoneKey: shopperPhone,
          idempotencyKey: idempotency?.key ?? null,
          idempotencyFingerprint: idempotency?.fingerprint ?? null,
          couponCode: coupon?.code ?? null,
          couponId: coupon?.id ?? null,
          discount: coupon?.discount ?? 0,
          originalTotal: totals.originalTotal,
          totalPrice: totals.totalPrice,
          deliveryFee: totals.deliveryFee,
          grandTotal: totals.grandTotal,
        },
        lines,
      );
      await orders.addEvent({
        orderId: inserted.order.id,
        actor: actorName({ kind: 'shopper' }),
        fromStatus: null,
        toStatus: 'pending',
        reason: null,
        note: null,
      });
      const order = toOrder(inserted);
      mailed = await writeMails(tx, placedMails(order, { origin, shopEmail: deps.shopEmail }));
      return order;
    });
    deps.catalogueChanged();
    if (mailed.length > 0) deps.mailsWritten(mailed);
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

    changeStatus,

    /** Staff move an order on from the back office; the answer is the order page's data. */
    async staffChange(id: number, change: StatusChange, origin: string): Promise<OrderDetail> {
      const { order, events } = await changeStatus({ id }, change, origin);
      return pageOf(order, events);
    },

    /** The back office's order page: the order, its timeline and its phone's record. */
    async detail(id: number): Promise<OrderDetail> {
      const { order, events } = await detailOf(repository, id);
      return pageOf(order, events);
    },

    /** Staff refuse further orders from this order's phone (with why), or take that back. */
    async setPhoneBlocked(
      id: number,
      block: { reason: string; by: string } | null,
    ): Promise<OrderDetail> {
      const { order, events } = await detailOf(repository, id);
      const key = phoneKey(order.shippingInfo.phone);
      if (!key) throw new AppError('conflict', NO_PHONE_KEY);
      if (block) await phones.block(key, block.reason, block.by);
      else await phones.unblock(key);
      return pageOf(order, events);
    },

    async track(token: string): Promise<TrackedOrder> {
      const found = await repository.findByToken(token);
      if (!found) throw new AppError('not_found', NOT_FOUND);
      return toTrackedOrder(toOrder(found), await repository.eventsOf(found.order.id));
    },

    /**
     * The shopper, from the tracking page, while the order is pending: cancel it, or say yes to it.
     * The yes is recorded (shopperConfirmedAt, an event) but the order stays pending until staff
     * confirm it: the link is all it takes to say yes, so it cannot stand for the shop's confirmation,
     * or one client could hold the shop's stock with orders nobody checked (issue #23).
     */
    async shopperChange(token: string, to: 'confirmed' | 'cancelled', origin: string) {
      if (to === 'cancelled') {
        const { order, events } = await changeStatus(
          { token },
          { to, actor: { kind: 'shopper' }, reason: 'asked_by_shopper' },
          origin,
        );
        return toTrackedOrder(order, events);
      }
      const confirmed = await deps.db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const row = await orders.lock({ token });
        if (!row) throw new AppError('not_found', NOT_FOUND);
        if (!shopperMayChange(row.status)) {
          throw new AppError('conflict', refusedShopperChange(row.status, to));
        }
        if (!row.shopperConfirmedAt) {
          await orders.recordShopperConfirmation(row.id);
          await orders.addEvent(shopperConfirmationEvent(row.id));
        }
        return detailOf(orders, row.id);
      });
      return toTrackedOrder(confirmed.order, confirmed.events);
    },

    /** A page of the back office's table. */
    adminList(query: AdminOrdersQuery) {
      return readAdminPage(query, repository.adminList(query), toOrder);
    },

    /** Every order the back office's filter finds, a slice at a time (the CSV export). */
    async *allMatching(query: AdminOrdersQuery): AsyncGenerator<Order[]> {
      for await (const slice of repository.allMatching(query)) yield slice.map(toOrder);
    },

    async list(): Promise<Order[]> {
      return (await repository.list()).map(toOrder);
    },

    async updateShippingInfo(id: number, shippingInfo: ShippingInfo): Promise<Order> {
      if (!(await repository.updateShippingInfo(id, shippingInfo))) {
        throw new AppError('not_found', NOT_FOUND);
      }
      const updated = await repository.findById(id);
      if (!updated) throw new AppError('not_found', NOT_FOUND);
      return toOrder(updated);
    },

    /** Deletes an order; one whose units are still set aside for it puts them back on sale. */
    async delete(id: number): Promise<void> {
      const stockChanged = await deps.db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const row = await orders.lock({ id });
        if (!row) throw new AppError('not_found', NOT_FOUND);
        const givenBack = setsStockAside(row.status) ? await orders.giveStockBack(id) : [];
        await orders.delete(id);
        return givenBack.length > 0;
      });
      if (stockChanged) deps.catalogueChanged();
    },
  };
}
