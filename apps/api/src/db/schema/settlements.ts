import type { CourierName } from '@shop/domain/couriers';
import type { SettlementOutcome } from '@shop/domain/settlements';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { belongsTo, paisa, serialId, timestamptzNow } from './columns';

/**
 * A courier's payment report as imported (issue #29, decision 0031): a file staff uploaded or the
 * answer of the courier's payments call. One per (courier, reference): importing it again adds nothing.
 */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: serialId(),
    courier: text('courier').$type<CourierName>().notNull(),
    /** The report's own reference, or `sha256:<hex>` of the file when staff gave none. */
    reference: text('reference').notNull(),
    fileName: text('file_name'),
    source: text('source').$type<'file' | 'api'>().notNull(),
    lines: integer('lines').notNull(),
    /** What the report's new lines paid, in paisa. */
    paid: paisa('paid').notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamptzNow('imported_at'),
  },
  (table) => [uniqueIndex('settlement_imports_once').on(table.courier, table.reference)],
);

/**
 * One line of a payment report: a payment (or a deduction) for one parcel, kept as the courier said
 * it, in paisa, and the order it was matched to. Never overwritten: a correction is another line.
 * `line_key` is unique per courier, so the same payment in a second report is not counted twice.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serialId(),
    importId: belongsTo('import_id', () => settlementImports.id),
    courier: text('courier').$type<CourierName>().notNull(),
    lineKey: text('line_key').notNull(),
    /** The line in the file (the heading is line 1); 0 for a payments call. */
    line: integer('line').notNull(),
    /** The tracking number as matched, or as written when it matched nothing. */
    trackingNumber: text('tracking_number'),
    orderNumberText: text('order_number_text'),
    /** The order matched; null for a payment for a parcel the shop does not know. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why it matched nothing, in words (unknown, or which parcels an E+13 number could be). */
    unmatchedReason: text('unmatched_reason'),
    outcome: text('outcome').$type<SettlementOutcome>(),
    cod: paisa('cod'),
    fee: paisa('fee'),
    tax: paisa('tax'),
    paid: paisa('paid').notNull(),
  },
  (table) => [
    uniqueIndex('settlement_lines_once').on(table.courier, table.lineKey),
    index('settlement_lines_order_idx').on(table.orderId),
  ],
);
