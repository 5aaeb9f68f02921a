/** The orders' rows as the database holds them, and what the orders' modules write. */
import type { orderEvents } from '../../db/schema/order-events';
import type { orderLines } from '../../db/schema/order-lines';
import type { orders } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderRow = Omit<
  typeof orders.$inferInsert,
  'id' | 'createdAt' | 'number' | 'status' | 'statusChangedAt' | 'trackingToken'
>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = Omit<typeof orderEvents.$inferInsert, 'id' | 'at'>;
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** What an order needs to know about a product to price a line and copy it: its lock answers it. */
export type { LockedProduct as OrderableProduct } from '../inventory/inventory.repository';
