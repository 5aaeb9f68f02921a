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
import type {
  NewOrderEventRow,
  NewOrderLineRow,
  NewOrderRow,
  OrderLineRow,
  OrderWithLines,
} from './order-rows';
import { codRulesInForce, theCodRulesRow } from '../shop-settings/cod-rules.repository';
import type { PhoneScope } from './order-placing-checks';

/** An order line as json_agg writes it (the columns' names). */
interface StoredLine {
  id: number;
  order_id: number;
  product_id: number | null;
  title: string;
  unit_price: number;
  quantity: number;
  selected_color: string;
  variant_id: number | null;
  sku: string;
  variant_name: string;
  image: string;
  type: string;
  sub_type: string | null;
}

function lineFromJson(line: StoredLine): OrderLineRow {
  return {
    id: line.id,
    orderId: line.order_id,
    productId: line.product_id,
    title: line.title,
    unitPrice: line.unit_price,
    quantity: line.quantity,
    selectedColor: line.selected_color,
    variantId: line.variant_id,
    sku: line.sku,
    variantName: line.variant_name,
    image: line.image,
    type: line.type,
    subType: line.sub_type,
  };
}

export function createOrderPlacingRepository(db: Database) {
  return {
    /**
     * The order with its lines and the first event of its timeline, in one statement (one round trip
     * while the products are locked): the order's id is drawn once in a CTE, which the order, its
     * lines and its event all read; the lines come back as JSON beside the order's row.
     */
    async insert(
      values: NewOrderRow,
      lines: NewOrderLineRow[],
      firstEvent: Omit<NewOrderEventRow, 'orderId'>,
    ): Promise<OrderWithLines> {
      const newId = db
        .$with('new_order', {})
        .as(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
      const orderId = sql`(select id from new_order)`;
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
      const [row] = await db
        .with(newId, event, placedLines)
        .insert(orders)
        .values({ ...values, id: orderId, createdAt: sql`clock_timestamp()` })
        .returning({
          ...getTableColumns(orders),
          lines: sql<StoredLine[]>`(select json_agg(placed_lines order by id) from placed_lines)`,
        });
      if (!row) throw new Error('insert returned no order');
      const { lines: stored, ...order } = row;
      return { order, lines: stored.map(lineFromJson) };
    },

    /**
     * Takes the phone's lock for the rest of the transaction (an advisory lock on its scope, as no row
     * stands for a phone) and reads, in the same round trip, what the order is checked against
     * besides its products: whether staff blocked the phone, and the owner's COD rules as they are
     * now (a rule saved a moment ago applies to this order). The open orders are counted by the next
     * statement (countUnshipped), whose snapshot is taken once the lock is held.
     */
    async lockPhoneAndReadRules(phone: PhoneScope): Promise<{ blocked: boolean; cod: CodRules }> {
      const [row] = await db
        .select({
          locked: sql`pg_advisory_xact_lock(hashtextextended(${phone.scope}, 0))`,
          blocked:
            phone.key === null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from ${blockedPhones} where ${eq(blockedPhones.phoneKey, phone.key)})`,
          rules: codRules,
        })
        .from(sql`(values (1)) as one`)
        .leftJoin(codRules, theCodRulesRow);
      return {
        blocked: row?.blocked ?? false,
        cod: codRulesInForce(row?.rules),
      };
    },

    /** The phone's orders not shipped yet: by its key, or for a phone without one, by the text typed. */
    async countUnshipped(phone: PhoneScope): Promise<number> {
      const samePhone =
        phone.key !== null
          ? eq(orders.phoneKey, phone.key)
          : and(isNull(orders.phoneKey), sql`${orders.shippingInfo} ->> 'phone' = ${phone.text}`);
      const [row] = await db
        .select({ open: count() })
        .from(orders)
        .where(and(samePhone, inArray(orders.status, [...UNSHIPPED_STATUSES])));
      return row?.open ?? 0;
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
