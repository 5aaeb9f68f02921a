import { RETURN_REASONS, type ReturnReason } from '@shop/domain/order-returns';
import { NO_HISTORY, riskReasons, type PhoneHistory } from '@shop/domain/phone-risk';
import type { PhoneRecord } from '@shop/domain/schemas/phone-record.schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blockedPhones } from '../../db/schema/blocked-phones';
import { orders } from '../../db/schema/orders';

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;

export function createPhonesRepository(db: Database) {
  async function historyOf(phoneKey: string, exceptOrderId: number): Promise<PhoneHistory> {
    const returnedFor = Object.fromEntries(
      RETURN_REASONS.map((reason) => [
        reason,
        count(sql`${orders.status} = 'returned' and ${orders.returnReason} = ${reason}`),
      ]),
    ) as Record<ReturnReason, ReturnType<typeof count>>;
    const [row] = await db
      .select({
        orders: sql<number>`count(*)::int`,
        delivered: count(sql`${orders.status} = 'delivered'`),
        returned: count(sql`${orders.status} = 'returned'`),
        cancelled: count(sql`${orders.status} = 'cancelled'`),
        open: count(sql`${orders.status} in ('pending', 'confirmed')`),
        ...returnedFor,
      })
      .from(orders)
      .where(and(eq(orders.phoneKey, phoneKey), ne(orders.id, exceptOrderId)));
    if (!row) return NO_HISTORY;
    const returnReasons = Object.fromEntries(
      RETURN_REASONS.map((reason) => [reason, row[reason]]),
    ) as Record<ReturnReason, number>;
    const { orders: all, delivered, returned, cancelled, open } = row;
    return { orders: all, delivered, returned, returnReasons, cancelled, open };
  }

  async function blockOf(phoneKey: string) {
    const [row] = await db.select().from(blockedPhones).where(eq(blockedPhones.phoneKey, phoneKey));
    return row;
  }

  return {
    blockOf,

    /** The phone's record as an order's page shows it: the other orders, the risk, the block. */
    async recordFor(phoneKey: string, orderId: number): Promise<PhoneRecord> {
      const [history, block] = await Promise.all([historyOf(phoneKey, orderId), blockOf(phoneKey)]);
      return {
        key: phoneKey,
        history,
        risk: riskReasons(history),
        blocked: block
          ? { reason: block.reason, by: block.blockedBy, at: block.blockedAt.toISOString() }
          : null,
      };
    },

    /** Blocks the phone, or gives an existing block the new reason. */
    async block(phoneKey: string, reason: string, by: string): Promise<void> {
      await db
        .insert(blockedPhones)
        .values({ phoneKey, reason, blockedBy: by })
        .onConflictDoUpdate({
          target: blockedPhones.phoneKey,
          set: { reason, blockedBy: by, blockedAt: sql`now()` },
        });
    },

    async unblock(phoneKey: string): Promise<void> {
      await db.delete(blockedPhones).where(eq(blockedPhones.phoneKey, phoneKey));
    },
  };
}
