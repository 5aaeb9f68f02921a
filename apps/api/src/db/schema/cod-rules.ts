import { COD_FEE_KINDS, type CodFeeKind } from '@shop/domain/cod-rules';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, paisa, timestamptzNow } from './columns';

/**
 * The owner's cash-on-delivery rules (issue #29, decision 0030): one row (id 1), written by the back
 * office's Shop settings screen; no row means no rules (domain NO_COD_RULES). Amounts are paisa.
 */
export const codRules = pgTable(
  'cod_rules',
  {
    id: integer('id').primaryKey().default(1),
    /** The most the cash to collect may be; null: no limit. */
    maxOrder: paisa('max_order'),
    feeKind: text('fee_kind').$type<CodFeeKind>().notNull().default('none'),
    /** The fixed fee (fee_kind fixed). */
    feeAmount: paisa('fee_amount'),
    /** The percentage in hundredths of a percent, 150 = 1.5% (fee_kind percent). */
    feeBasisPoints: integer('fee_basis_points'),
    /** The most a percentage fee may be; null: no cap. */
    feeCap: paisa('fee_cap'),
    /**
     * The shop's cities (cities.id) where cash on delivery is not offered. A list, not a table: the
     * cities change only with migrations, and the service checks every id when the owner saves.
     */
    noCodCityIds: integer('no_cod_city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    requireHouseNumber: boolean('require_house_number').notNull().default(false),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [
    check('cod_rules_one_row', sql`id = 1`),
    check('cod_rules_fee_kind_known', inList('fee_kind', COD_FEE_KINDS)),
    check(
      'cod_rules_amounts_positive',
      sql`(${table.maxOrder} IS NULL OR ${table.maxOrder} > 0) AND (${table.feeAmount} IS NULL OR ${table.feeAmount} > 0) AND (${table.feeCap} IS NULL OR ${table.feeCap} > 0) AND (${table.feeBasisPoints} IS NULL OR ${table.feeBasisPoints} BETWEEN 1 AND 10000)`,
    ),
  ],
);
