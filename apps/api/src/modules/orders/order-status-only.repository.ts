/**
 * A move that writes nothing but the order's status and its timeline's event (no stock, no mail: staff
 * confirming a pending order), taken in ONE statement: the row's lock, the state machine's check, the
 * update and the event, atomic as the statement is. Bulk confirm of 500 orders was 500 transactions of
 * about eight statements each (lock, update, event, then the order, its lines and its timeline read
 * again); this is one statement per order, each still its own lock and its own yes or no.
 */
import type { OrderStatus } from '@shop/domain/order-status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';

export interface StatusOnlyMove {
  id: number;
  to: OrderStatus;
  /** The statuses the state machine lets the order leave for `to` (domain's refusedTransition). */
  from: readonly OrderStatus[];
  actor: string;
  note: string | null;
}

/** What the order's status was when locked (undefined: no such order) and whether it moved. */
export interface StatusOnlyOutcome {
  before: OrderStatus | undefined;
  moved: boolean;
}

export function createStatusOnlyMoves(db: Database) {
  return {
    /**
     * `old` locks the row (FOR UPDATE waits for another change of it to commit and then reads what it
     * left), `moved` updates it only from an allowed status, `event` records the move it made.
     */
    async move(move: StatusOnlyMove): Promise<StatusOnlyOutcome> {
      const allowed = sql.join(
        move.from.map((status) => sql`${status}`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        WITH old AS (
          SELECT ${orders.id} AS id, ${orders.status} AS status FROM ${orders}
          WHERE ${orders.id} = ${move.id} FOR UPDATE
        ), moved AS (
          UPDATE ${orders} SET status = ${move.to}, status_changed_at = clock_timestamp()
          FROM old WHERE ${orders.id} = old.id AND old.status IN (${allowed})
          RETURNING ${orders.id} AS id
        ), event AS (
          INSERT INTO ${orderEvents} (order_id, actor, from_status, to_status, reason, note, at)
          SELECT old.id, ${move.actor}, old.status, ${move.to}, NULL, ${move.note}, clock_timestamp()
          FROM moved JOIN old ON old.id = moved.id
        )
        SELECT old.status AS before, (moved.id IS NOT NULL) AS moved
        FROM old LEFT JOIN moved ON moved.id = old.id`)) as {
        rows: { before: OrderStatus; moved: boolean }[];
      };
      const [row] = result.rows;
      return row ? { before: row.before, moved: row.moved } : { before: undefined, moved: false };
    },
  };
}
