/**
 * What placing an order reads and writes (the products come with their locks, from the inventory):
 * the phone's lock and count of open orders, the order with its lines and first event, and the
 * idempotency keys' expiry.
 */
import { UNSHIPPED_STATUSES } from '@shop/domain/order-status';
import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CodRules } from '@shop/domain/cod-rules';
import type { Database } from '../../db/client';
import { blockedPhones } from '../../db/schema/blocked-phones';
import { codRules } from '../../db/schema/cod-rules';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { rowFromJson, type RowJson } from '../../db/row-from-json';
import type { NewOrderEventRow, NewOrderLineRow, NewOrderRow, OrderWithLines } from './order-rows';
import { codRulesInForce, theCodRulesRow } from '../shop-settings/cod-rules.repository';
import type { PhoneScope } from './order-placing-checks';

export function createOrderPlacingRepository(db: Database) {
  return {
    /**
     * The order with its lines and the first event of its timeline, in one statement (one round trip
     * while the products are locked), under the id startPlacing drew; the lines come back as JSON
     * beside the order's row. Sends its statement when called.
     */
    insert(
      values: NewOrderRow & { id: number },
      lines: NewOrderLineRow[],
      firstEvent: Omit<NewOrderEventRow, 'orderId'>,
    ): Promise<OrderWithLines> {
      const orderId = values.id;
      const event = db.$with('first_event', {}).as(
        db
          .insert(orderEvents)
          .values({ ...firstEvent, orderId, at: sql`clock_timestamp()` })
          .getSQL(),
      );
      const placedLines = db.$with('placed_lines', {}).as(
        db
          .insert(orderLines)
          .values(lines.map((line) => ({ ...line, orderId })))
          .returning()
          .getSQL(),
      );
      // now() is the transaction's start; an order that waited for a product's lock is placed later.
      return db
        .with(event, placedLines)
        .insert(orders)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .returning({
          ...getTableColumns(orders),
          lines: sql<RowJson[]>`(select json_agg(placed_lines order by id) from placed_lines)`,
        })
        .then(([row]) => {
          if (!row) throw new Error('insert returned no order');
          const { lines: stored, ...order } = row;
          return { order, lines: stored.map((line) => rowFromJson(orderLines, line)) };
        });
    },

    /**
     * The first statement of placing an order. Takes the phone's lock for the rest of the transaction
     * (an advisory lock on its scope, as no row stands for a phone) and reads what the order is
     * checked against besides its products: whether staff blocked the phone, and the owner's COD
     * rules as they are now (a rule saved a moment ago applies to this order). The open orders are
     * counted by the next statement (countUnshipped), whose snapshot is taken once the lock is held.
     * It also draws the id the order will have, so that the statements naming the order (its stock
     * movements) can be sent with it (db/pipelined.ts); a refused order leaves its id unused, as a
     * rolled-back insert does. Sends its statement when called.
     */
    startPlacing(phone: PhoneScope): Promise<{ blocked: boolean; cod: CodRules; orderId: number }> {
      return db
        .select({
          locked: sql`pg_advisory_xact_lock(hashtextextended(${phone.scope}, 0))`,
          orderId: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int`.as(
            'new_order_id',
          ),
          blocked:
            phone.key === null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from ${blockedPhones} where ${eq(blockedPhones.phoneKey, phone.key)})`,
          rules: codRules,
        })
        .from(sql`(values (1)) as one`)
        .leftJoin(codRules, theCodRulesRow)
        .then(([row]) => {
          if (!row) throw new Error('the first statement of an order answered no row');
          return { blocked: row.blocked, cod: codRulesInForce(row.rules), orderId: row.orderId };
        });
    },

    /** The phone's orders not shipped yet: by its key, or for a phone without one, by the text typed. */
    countUnshipped(phone: PhoneScope): Promise<number> {
      const samePhone =
        phone.key !== null
          ? eq(orders.phoneKey, phone.key)
          : and(isNull(orders.phoneKey), sql`${orders.shippingInfo} ->> 'phone' = ${phone.text}`);
      return db
        .select({ open: count() })
        .from(orders)
        .where(and(samePhone, inArray(orders.status, [...UNSHIPPED_STATUSES])))
        .then(([row]) => row?.open ?? 0);
    },

    /** Drops the idempotency keys of orders placed before the cutoff; answers how many. */
    async forgetIdempotencyKeysBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ idempotencyKey: null, idempotencyFingerprint: null })
        .where(and(isNotNull(orders.idempotencyKey), lt(orders.createdAt, cutoff)))
        .returning({ id: orders.id });
      return rows.length;
    },
  };
}
