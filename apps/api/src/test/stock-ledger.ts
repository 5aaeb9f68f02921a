/** The one assertion every stock-changing test ends with: the ledger adds up (issue #27). */
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { checkStock, describeMismatch } from '../modules/inventory/stock-check';

export async function expectLedgerAddsUp(db: Database): Promise<void> {
  const { mismatches } = await checkStock(db);
  expect(mismatches.map(describeMismatch)).toEqual([]);
}
