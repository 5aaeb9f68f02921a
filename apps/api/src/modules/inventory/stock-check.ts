/**
 * The ledger's proof (npm run admin -- check-stock, and every stock test): each variant's movements
 * add up to its stock, and each product's quantity is the sum over its variants.
 */
import type { Database } from '../../db/client';
import { createInventoryRepository, type StockMismatch } from './inventory.repository';

export interface StockCheck {
  variants: number;
  movements: number;
  mismatches: StockMismatch[];
}

export async function checkStock(db: Database): Promise<StockCheck> {
  const repository = createInventoryRepository(db);
  return { ...(await repository.counts()), mismatches: await repository.mismatches() };
}

/** One line per mismatch, as the command prints them. */
export function describeMismatch(mismatch: StockMismatch): string {
  return mismatch.kind === 'variant'
    ? `variant ${mismatch.id} (${mismatch.label}): stock ${mismatch.stock}, movements add up to ${mismatch.expected}`
    : `product ${mismatch.id} (${mismatch.label}): quantity ${mismatch.stock}, variants add up to ${mismatch.expected}`;
}
