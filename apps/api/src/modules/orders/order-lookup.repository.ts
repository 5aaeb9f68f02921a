/** The one read "Track your order" makes: an order's tracking token by its number and phone. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';

export function createOrderLookupRepository(db: Database) {
  return {
    /**
     * The token of order `number` placed with this phone: by its key (+923001234567, whatever
     * spelling either side typed), or, for a phone that is no Pakistani number, by the text as kept.
     */
    async tokenOf(
      number: number,
      phone: { key: string | null; text: string },
    ): Promise<string | undefined> {
      const samePhone = phone.key
        ? eq(orders.phoneKey, phone.key)
        : and(isNull(orders.phoneKey), sql`${orders.shippingInfo} ->> 'phone' = ${phone.text}`);
      const [row] = await db
        .select({ token: orders.trackingToken })
        .from(orders)
        .where(and(eq(orders.number, number), samePhone));
      return row?.token;
    },
  };
}
