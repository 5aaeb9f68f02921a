/**
 * The use cases behind the order documents (issue #29): read the chosen orders (an unknown id is a
 * 404 naming it), turn each into what its slip shows, and draw. Nothing is written: a slip printed
 * twice is the same slip. The cash to collect is the order's grand total as stored, never worked out
 * again here.
 */
import { formatOrderNumber } from '@shop/domain/order-status';
import { pickList } from '@shop/domain/pick-list';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { OrderWithLines } from '../orders/order-rows';
import { createOrderViewsRepository } from '../orders/order-views.repository';
import { createShopSettingsService } from '../shop-settings/shop-settings.service';
import { packingSlipsPdf, pickListPdf, type PackingSlip } from './order-pdfs';

/** The slip's words on exchanges when the owner has written none (Settings → Exchange policy). */
export function defaultReturnPolicy(origin: string): string {
  return `For an exchange, or anything not right with your parcel, Contact Us at ${origin}/contact-us with your order number.`;
}

async function ordersInOrderGiven(db: Database, ids: readonly number[]): Promise<OrderWithLines[]> {
  const found = await createOrderViewsRepository(db).withIds(ids);
  const byId = new Map(found.map((entry) => [entry.order.id, entry]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError('not_found', `No order with id ${unknown.join(', ')}.`);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toSlip({ order, lines }: OrderWithLines): PackingSlip {
  const shipping = order.shippingInfo as Partial<ShippingInfo>;
  return {
    number: formatOrderNumber(order.number),
    placedAt: order.createdAt,
    cashToCollect: order.grandTotal,
    name: shipping.fullName ?? '',
    phone: shipping.phone ?? '',
    address: shipping.address ?? '',
    city: shipping.city ?? '',
    postalCode: shipping.postalCode ?? '',
    lines: lines.map((line) => ({
      title: line.title,
      variant: line.variantName,
      sku: line.sku,
      quantity: line.quantity,
    })),
  };
}

export function createOrderDocuments(db: Database, origin: string) {
  const settings = createShopSettingsService(db);
  return {
    /** One PDF, one slip after another in the order the ids were given. */
    async packingSlips(ids: readonly number[]): Promise<Uint8Array> {
      const [orders, shop] = await Promise.all([ordersInOrderGiven(db, ids), settings.current()]);
      const policy = shop.exchangePolicy.trim() || defaultReturnPolicy(origin);
      return packingSlipsPdf(orders.map(toSlip), policy);
    },

    async pickList(ids: readonly number[], now = new Date()): Promise<Uint8Array> {
      const orders = (await ordersInOrderGiven(db, ids)).map(toSlip);
      return pickListPdf(pickList(orders), now);
    },
  };
}
