/** The one row of the owner's cash-on-delivery rules (db/schema/cod-rules.ts), in paisa. */
import { NO_COD_RULES, type CodFee, type CodRules } from '@shop/domain/cod-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codRules } from '../../db/schema/cod-rules';

const ROW_ID = 1;
/** Where the one row of rules is. */
export const theCodRulesRow = eq(codRules.id, ROW_ID);

type Row = typeof codRules.$inferSelect;

function feeOf(row: Row): CodFee {
  if (row.feeKind === 'fixed' && row.feeAmount !== null) {
    return { kind: 'fixed', amount: row.feeAmount };
  }
  if (row.feeKind === 'percent' && row.feeBasisPoints !== null) {
    return { kind: 'percent', basisPoints: row.feeBasisPoints, cap: row.feeCap };
  }
  return { kind: 'none' };
}

function rulesOf(row: Row): CodRules {
  return {
    maxOrder: row.maxOrder,
    fee: feeOf(row),
    noCodCityIds: row.noCodCityIds,
    requireHouseNumber: row.requireHouseNumber,
  };
}

/**
 * The rules in force given the row (read here, or by the order path with the phone's lock): the
 * owner's, or none before any were saved.
 */
export function codRulesInForce(row: Row | null | undefined): CodRules {
  return row ? rulesOf(row) : NO_COD_RULES;
}

function columnsOf(rules: CodRules) {
  const { fee } = rules;
  return {
    maxOrder: rules.maxOrder,
    feeKind: fee.kind,
    feeAmount: fee.kind === 'fixed' ? fee.amount : null,
    feeBasisPoints: fee.kind === 'percent' ? fee.basisPoints : null,
    feeCap: fee.kind === 'percent' ? fee.cap : null,
    noCodCityIds: [...rules.noCodCityIds],
    requireHouseNumber: rules.requireHouseNumber,
  };
}

export function createCodRulesRepository(db: Database) {
  return {
    /** The rules in force. */
    async read(): Promise<CodRules> {
      const [row] = await db.select().from(codRules).where(theCodRulesRow);
      return codRulesInForce(row);
    },

    /** Writes every rule at once (two staff saving together: the last save wins, whole). */
    async write(rules: CodRules): Promise<CodRules> {
      const values = columnsOf(rules);
      const [row] = await db
        .insert(codRules)
        .values({ id: ROW_ID, ...values })
        .onConflictDoUpdate({ target: codRules.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('saving the COD rules returned no row');
      return rulesOf(row);
    },
  };
}
