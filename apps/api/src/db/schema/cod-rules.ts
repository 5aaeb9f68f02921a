import { COD_FEE_KINDS, type CodFeeKind } from '@shop/domain/cod-rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The owner's cash-on-delivery rules (issue #29, decision 0030): one row (id 1), written by the back
 * office's Shop settings screen; no row means no rules (domain NO_COD_RULES). Amounts are paisa.
 */
export const codRules = pgTable(
  'cod_rules',
  {
    id: integer('id').primaryKey().default(1),
    /** The most the cash to collect may be; null: no limit. */
    maxOrder: bigint('max_order', { mode: 'number' }),
    feeKind: text('fee_kind').$type<CodFeeKind>().notNull().default('none'),
    /** The fixed fee (fee_kind fixed). */
    feeAmount: bigint('fee_amount', { mode: 'number' }),
    /** The percentage in hundredths of a percent, 150 = 1.5% (fee_kind percent). */
    feeBasisPoints: integer('fee_basis_points'),
    /** The most a percentage fee may be; null: no cap. */
    feeCap: bigint('fee_cap', { mode: 'number' }),
    /**
     * The shop's cities (cities.id) where cash on delivery is not offered. A list, not a table: the
     * cities change only with migrations, and the service checks every id when the owner saves.
     */
    noCodCityIds: integer('no_cod_city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    requireHouseNumber: boolean('require_house_number').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cod_rules_one_row', sql`id = 1`),
    check(
      'cod_rules_fee_kind_known',
      sql.raw(`fee_kind IN (${COD_FEE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'cod_rules_amounts_positive',
      sql`(${table.maxOrder} IS NULL OR ${table.maxOrder} > 0) AND (${table.feeAmount} IS NULL OR ${table.feeAmount} > 0) AND (${table.feeCap} IS NULL OR ${table.feeCap} > 0) AND (${table.feeBasisPoints} IS NULL OR ${table.feeBasisPoints} BETWEEN 1 AND 10000)`,
    ),
  ],
);
