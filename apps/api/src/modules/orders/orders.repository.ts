/**
 * The orders' SQL, in three parts that follow the orders service's: reading (order-views.repository),
 * placing (order-placing.repository) and an order's life after that (order-lifecycle.repository). One
 * repository over one connection or transaction has them all.
 */
import type { Database } from '../../db/client';
import { createOrderLifecycleRepository } from './order-lifecycle.repository';
import { createOrderPlacingRepository } from './order-placing.repository';
import { createOrderViewsRepository } from './order-views.repository';

export function createOrdersRepository(db: Database) {
  return {
    ...createOrderViewsRepository(db),
    ...createOrderPlacingRepository(db),
    ...createOrderLifecycleRepository(db),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
