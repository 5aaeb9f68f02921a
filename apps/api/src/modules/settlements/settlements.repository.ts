/**
 * The settlement_imports and settlement_lines rows (db/schema/settlements.ts), and the facts about a
 * courier's parcels the reconciliation needs: which order each tracking number is, what it cost the
 * shopper, whether it was delivered or returned and when, and what the courier paid for it so far.
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import type { SettlementOutcome } from '@shop/domain/settlements';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { settlementImports, settlementLines } from '../../db/schema/settlements';

export type NewSettlementLine = Omit<typeof settlementLines.$inferInsert, 'id' | 'importId'>;
export type SettlementImportRowDb = typeof settlementImports.$inferSelect;

/** One of the courier's parcels as the shop knows it. */
export interface KnownParcel {
  orderId: number;
  orderNumber: number;
  trackingNumber: string;
  grandTotal: number;
  status: string;
}

/** A parcel to reconcile: delivered or returned in the shop, or paid for by the courier. */
export interface ParcelBalance {
  orderId: number;
  orderNumber: number;
  trackingNumber: string | null;
  grandTotal: number;
  status: string;
  statusChangedAt: Date;
  /** What the courier's lines paid for it; null when none did. */
  paid: number | null;
  /** Returned when a line said so. */
  lineOutcome: SettlementOutcome | null;
}

/** The order's courier as the booking writes it (its label) or as staff typed it by hand. */
function isCouriers(courier: CourierName) {
  return sql`lower(${orders.courier}) IN (${courier}, ${COURIER_LABELS[courier].toLowerCase()})`;
}

const LINES_PER_INSERT = 500;

/** What every reading of a courier's parcels takes from its order. */
const parcelColumns = {
  orderId: orders.id,
  orderNumber: orders.number,
  trackingNumber: orders.trackingNumber,
  grandTotal: orders.grandTotal,
  status: orders.status,
};

export function createSettlementsRepository(db: Database) {
  return {
    /** Every parcel the shop handed this courier, with a tracking number. */
    async knownParcels(courier: CourierName): Promise<KnownParcel[]> {
      const rows = await db
        .select({
          ...parcelColumns,
        })
        .from(orders)
        .where(and(isCouriers(courier), isNotNull(orders.trackingNumber)));
      return rows.map((row) => ({
        ...row,
        trackingNumber: (row.trackingNumber ?? '').trim().toUpperCase(),
      }));
    },

    /** Which of these line keys this courier's earlier reports hold already. */
    async existingLineKeys(courier: CourierName, keys: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let start = 0; start < keys.length; start += 1000) {
        const rows = await db
          .select({ key: settlementLines.lineKey })
          .from(settlementLines)
          .where(
            and(
              eq(settlementLines.courier, courier),
              inArray(settlementLines.lineKey, keys.slice(start, start + 1000)),
            ),
          );
        for (const row of rows) found.add(row.key);
      }
      return found;
    },

    /** What earlier reports paid for these orders. */
    async paidFor(orderIds: number[]): Promise<Map<number, number>> {
      const paid = new Map<number, number>();
      for (let start = 0; start < orderIds.length; start += 1000) {
        const rows = await db
          .select({
            orderId: settlementLines.orderId,
            paid: sql<string>`sum(${settlementLines.paid})`,
          })
          .from(settlementLines)
          .where(inArray(settlementLines.orderId, orderIds.slice(start, start + 1000)))
          .groupBy(settlementLines.orderId);
        for (const row of rows) if (row.orderId !== null) paid.set(row.orderId, Number(row.paid));
      }
      return paid;
    },

    async importByReference(courier: CourierName, reference: string) {
      const [row] = await db
        .select({ id: settlementImports.id })
        .from(settlementImports)
        .where(
          and(eq(settlementImports.courier, courier), eq(settlementImports.reference, reference)),
        );
      return row;
    },

    /**
     * Records a report and its new lines; null when this courier's report with this reference is
     * there already (a second import of it, maybe at the same moment: the unique index decides).
     */
    async record(
      entry: Omit<typeof settlementImports.$inferInsert, 'id' | 'importedAt'>,
      lines: NewSettlementLine[],
    ): Promise<{ id: number; added: number } | null> {
      const [created] = await db
        .insert(settlementImports)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: settlementImports.id });
      if (!created) return null;
      let added = 0;
      for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
        const inserted = await db
          .insert(settlementLines)
          .values(
            lines
              .slice(start, start + LINES_PER_INSERT)
              .map((line) => ({ ...line, importId: created.id })),
          )
          .onConflictDoNothing()
          .returning({ id: settlementLines.id });
        added += inserted.length;
      }
      return { id: created.id, added };
    },

    /** The courier's parcels to reconcile: delivered or returned, or paid for, with what was paid. */
    async balances(courier: CourierName): Promise<ParcelBalance[]> {
      const paidLines = db
        .select({
          orderId: settlementLines.orderId,
          paid: sql<string>`sum(${settlementLines.paid})`.as('paid'),
          returned: sql<boolean>`bool_or(${settlementLines.outcome} = 'returned')`.as('returned'),
        })
        .from(settlementLines)
        .where(and(eq(settlementLines.courier, courier), isNotNull(settlementLines.orderId)))
        .groupBy(settlementLines.orderId)
        .as('paid_lines');
      const rows = await db
        .select({
          ...parcelColumns,
          statusChangedAt: orders.statusChangedAt,
          paid: paidLines.paid,
          returned: paidLines.returned,
        })
        .from(orders)
        .leftJoin(paidLines, eq(paidLines.orderId, orders.id))
        .where(
          sql`(${isCouriers(courier)} AND ${orders.status} IN ('delivered', 'returned')) OR ${paidLines.orderId} IS NOT NULL`,
        )
        .orderBy(orders.number);
      return rows.map((row) => ({
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        trackingNumber: row.trackingNumber,
        grandTotal: row.grandTotal,
        status: row.status,
        statusChangedAt: row.statusChangedAt,
        paid: row.paid === null ? null : Number(row.paid),
        lineOutcome: row.returned ? 'returned' : null,
      }));
    },

    /** Lines for parcels the shop does not know. */
    async unknownLines(courier: CourierName) {
      return db
        .select({
          trackingNumber: settlementLines.trackingNumber,
          orderNumberText: settlementLines.orderNumberText,
          reason: settlementLines.unmatchedReason,
          paid: settlementLines.paid,
        })
        .from(settlementLines)
        .where(and(eq(settlementLines.courier, courier), sql`${settlementLines.orderId} IS NULL`))
        .orderBy(settlementLines.id);
    },

    /** What the courier's reports paid, in all. */
    async paidTotal(courier: CourierName): Promise<number> {
      const [row] = await db
        .select({ paid: sql<string>`coalesce(sum(${settlementLines.paid}), 0)` })
        .from(settlementLines)
        .where(eq(settlementLines.courier, courier));
      return Number(row?.paid ?? 0);
    },

    async countImports(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(settlementImports);
      return row?.total ?? 0;
    },

    async imports(limit: number, offset: number): Promise<SettlementImportRowDb[]> {
      return db
        .select()
        .from(settlementImports)
        .orderBy(desc(settlementImports.importedAt), desc(settlementImports.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
