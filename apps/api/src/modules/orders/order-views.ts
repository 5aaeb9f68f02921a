/**
 * How an order is shown: the API's order (rupees on the wire, decision 0005), the tracking page's
 * view, the back office's order page with its timeline and phone record, its table and CSV listing.
 */
import type { ParcelTrackingView } from '@shop/domain/schemas/parcel-tracking.schema';
import { toRupees } from '@shop/domain/money';
import {
  formatOrderNumber,
  ORDER_STATUSES,
  type CancelReason,
  type OrderStatus,
} from '@shop/domain/order-status';
import type { OrderSummary } from '@shop/domain/order-text';
import { phoneKey } from '@shop/domain/phone';
import { lineTotal } from '@shop/domain/pricing';
import {
  ORDER_IDS_MAX,
  type OrderCounts,
  type OrderCountsQuery,
  type OrderIds,
} from '@shop/domain/schemas/orders-filter.schema';
import type {
  AdminOrdersExportQuery,
  AdminOrdersQuery,
} from '@shop/domain/schemas/admin-orders-query.schema';
import type {
  Order,
  OrderDetail,
  OrderEvent,
  OrderLine,
  TrackedOrder,
} from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { createParcelTrackingRepository } from '../parcel-tracking/parcel-tracking.repository';
import { AppError } from '../../plugins/errors';
import { createCityDirectory } from '../cities/city-directory';
import { createPhonesRepository } from '../phones/phones.repository';
import type { OrderEventRow, OrderLineRow, OrderWithLines } from './order-rows';
import { createOrdersRepository, type OrdersRepository } from './orders.repository';

export const ORDER_NOT_FOUND = 'Order not found.';

function toOrderLine(line: OrderLineRow): OrderLine {
  return {
    id: line.productId,
    title: line.title,
    price: toRupees(line.unitPrice),
    quantity: line.quantity,
    selectedColor: line.selectedColor,
    variantId: line.variantId,
    sku: line.sku,
    variant: line.variantName,
    imageToShow: line.image,
    type: line.type,
    sub_type: line.subType,
    lineTotal: toRupees(lineTotal(line.unitPrice, line.quantity)),
  };
}

/** What the order's e-mails tell, in paisa straight from the rows (decision 0005). */
export function summaryOf({ order, lines }: OrderWithLines): OrderSummary {
  return {
    lines: lines.map((line) => ({
      quantity: line.quantity,
      title: line.title,
      selectedColor: line.selectedColor,
      variant: line.variantName,
      sku: line.sku,
      lineTotal: lineTotal(line.unitPrice, line.quantity),
    })),
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    codFee: order.codFee,
    rounding: order.rounding,
    grandTotal: order.grandTotal,
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
    cityId: order.cityId,
    cartItems: lines.map(toOrderLine),
    couponCode: order.couponCode,
    discount: order.discount,
    originalTotal: toRupees(order.originalTotal),
    totalPrice: toRupees(order.totalPrice),
    deliveryFee: toRupees(order.deliveryFee),
    grandTotal: toRupees(order.grandTotal),
    codFee: toRupees(order.codFee),
    rounding: toRupees(order.rounding),
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
/**
 * The tracking page's order. `parcel` is its booked parcel's tracking; the shopper's own changes (only
 * while pending, before any booking) answer without one.
 */
export function toTrackedOrder(
  order: Order,
  events: OrderEventRow[],
  parcel: ParcelTrackingView | null = null,
): TrackedOrder {
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
    codFee: order.codFee,
    rounding: order.rounding,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      reason: event.reason as CancelReason | null,
      by: event.actor === 'shopper' || event.actor === 'system' ? event.actor : 'shop',
    })),
    parcel,
  };
}

/** An order and its timeline, read through the repository given (a transaction's, inside one). */
export async function detailOf(orders: OrdersRepository, id: number) {
  const found = await orders.findById(id);
  if (!found) throw new AppError('not_found', ORDER_NOT_FOUND);
  return { order: toOrder(found), summary: summaryOf(found), events: await orders.eventsOf(id) };
}

export function createOrderViews(db: Database) {
  const repository = createOrdersRepository(db);
  const phones = createPhonesRepository(db);
  const cities = createCityDirectory(db);
  const parcels = createParcelTrackingRepository(db);

  /** The filter with its city as the shop's list knows it: 'lhr' also finds the orders in Lahore. */
  async function withCity<Q extends { city?: string | undefined }>(query: Q) {
    const city = query.city === undefined ? undefined : await cities.match(query.city);
    return { ...query, cityId: city?.id };
  }

  /** The back office's order page for an order read: its timeline and its phone's record. */
  async function pageOf(order: Order, events: OrderEventRow[]): Promise<OrderDetail> {
    const key = phoneKey(order.shippingInfo.phone);
    return {
      ...order,
      events: events.map(toEvent),
      phone: key ? await phones.recordFor(key, order.id) : null,
    };
  }

  return {
    pageOf,

    /** The back office's order page: the order, its timeline and its phone's record. */
    async detail(id: number): Promise<OrderDetail> {
      const { order, events } = await detailOf(repository, id);
      return pageOf(order, events);
    },

    async track(token: string): Promise<TrackedOrder> {
      const found = await repository.findByToken(token);
      if (!found) throw new AppError('not_found', ORDER_NOT_FOUND);
      return toTrackedOrder(
        toOrder(found),
        await repository.eventsOf(found.order.id),
        await parcels.viewOfOrder(found.order.id),
      );
    },

    /** A page of the back office's table. */
    async adminList(query: AdminOrdersQuery) {
      return readAdminPage(query, repository.adminList(await withCity(query)), toOrder);
    },

    /** The orders chosen by id (ids), else every order the filter finds, a slice at a time (CSV). */
    async *allMatching(query: AdminOrdersExportQuery): AsyncGenerator<Order[]> {
      if (query.ids) {
        yield (await repository.withIds(query.ids)).map(toOrder);
        return;
      }
      for await (const slice of repository.allMatching(await withCity(query))) {
        yield slice.map(toOrder);
      }
    },

    /** The status chips' counts: the orders of each status the search and filters find. */
    async counts(query: OrderCountsQuery): Promise<OrderCounts> {
      const rows = await repository.countsByStatus(await withCity(query));
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of rows) counts[row.status] = row.count;
      return { counts, total: rows.reduce((sum, row) => sum + row.count, 0) };
    },

    /** "All N matching": every id the list's filter finds, in its order, up to ORDER_IDS_MAX. */
    async matchingIds(query: AdminOrdersQuery): Promise<OrderIds> {
      const filter = await withCity(query);
      const [ids, total] = await Promise.all([
        repository.matchingIds(filter, ORDER_IDS_MAX),
        repository.adminList(filter).count(),
      ]);
      return { ids, total };
    },

    async list(): Promise<Order[]> {
      return (await repository.list()).map(toOrder);
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
