/**
 * Orders (the spec's "shipping"), in three parts: placing one (order-placing), its life after that
 * (order-lifecycle: status changes, the shopper's yes, the expiry) and how it is shown (order-views).
 * This file puts them together as the one service routes and jobs use, with the back office's edits.
 */
import { actorName, setsStockAside, type OrderActor } from '@shop/domain/order-status';
import { phoneKey } from '@shop/domain/phone';
import type { Order, OrderDetail } from '@shop/domain/schemas/order.schema';
import type { ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import { AppError } from '../../plugins/errors';
import { createCityDirectory } from '../cities/city-directory';
import { createPhonesRepository } from '../phones/phones.repository';
import { createOrderLifecycle } from './order-lifecycle';
import { createOrderPlacing } from './order-placing';
import { giveOrderStockBack } from './order-stock';
import type { OrdersServiceDeps } from './order-service-deps';
import { createOrderViews, detailOf, ORDER_NOT_FOUND, toOrder } from './order-views';
import { createOrdersRepository } from './orders.repository';

const NO_PHONE_KEY =
  "This order's phone is not a Pakistani mobile number, so it cannot be blocked.";

export function createOrdersService(deps: OrdersServiceDeps) {
  const repository = createOrdersRepository(deps.db);
  const phones = createPhonesRepository(deps.db);
  const views = createOrderViews(deps.db);
  const cities = createCityDirectory(deps.db);
  const { pageOf, ...shown } = views;

  return {
    ...createOrderPlacing(deps),
    ...createOrderLifecycle(deps, views),
    ...shown,

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

    async updateShippingInfo(id: number, typed: ShippingInfo): Promise<Order> {
      const { shippingInfo, cityId } = await cities.placeOf(typed);
      if (!(await repository.updateShippingInfo(id, shippingInfo, cityId))) {
        throw new AppError('not_found', ORDER_NOT_FOUND);
      }
      const updated = await repository.findById(id);
      if (!updated) throw new AppError('not_found', ORDER_NOT_FOUND);
      return toOrder(updated);
    },

    /** Deletes an order; one whose units are still set aside for it puts them back on sale. */
    async delete(id: number, actor: OrderActor): Promise<void> {
      const stockChanged = await deps.db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const row = await orders.lock({ id });
        if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
        const givenBack =
          setsStockAside(row.status) &&
          (await giveOrderStockBack(tx, id, 'order_deleted', actorName(actor)));
        await orders.delete(id);
        return givenBack;
      });
      if (stockChanged) deps.catalogueChanged();
    },
  };
}
