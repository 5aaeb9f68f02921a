/**
 * An order's units going back on sale (a cancel, an expiry, a return, a delete) or out again (a
 * return corrected into delivered), through the inventory, in the caller's transaction. A line keeps
 * the variant it sold; a line from before variants whose colour matched none, or whose variant was
 * deleted since, goes to its product's first variant (decision 0024).
 */
import type { StockReason } from '@shop/domain/stock';
import type { Database } from '../../db/client';
import { createInventory, type StockLine } from '../inventory/inventory';
import type { VariantRow } from '../inventory/inventory.repository';
import { createOrdersRepository } from './orders.repository';

/** The order's units per variant of products that still exist, its products and variants locked. */
async function lockedStockLines(tx: Database, orderId: number) {
  const lines = await createOrdersRepository(tx).stockLinesOf(orderId);
  const inventory = createInventory(tx);
  const variants = await inventory.lockProducts(lines.map((line) => line.productId));
  const firstOf = new Map<number, VariantRow>();
  for (const variant of [...variants].sort((a, b) => a.position - b.position || a.id - b.id)) {
    if (!firstOf.has(variant.productId)) firstOf.set(variant.productId, variant);
  }
  const exists = new Set(variants.map((variant) => variant.id));
  const stock: StockLine[] = lines.flatMap((line) => {
    const variantId =
      line.variantId !== null && exists.has(line.variantId)
        ? line.variantId
        : firstOf.get(line.productId)?.id;
    return variantId === undefined ? [] : [{ variantId, quantity: line.quantity }];
  });
  return { inventory, stock, variants };
}

export async function giveOrderStockBack(
  tx: Database,
  orderId: number,
  reason: StockReason,
  actor: string,
): Promise<boolean> {
  const { inventory, stock } = await lockedStockLines(tx, orderId);
  if (stock.length === 0) return false;
  await inventory.giveBack(stock, { reason, actor, orderId });
  return true;
}

/** Takes the units out again; answers the first variant short of them (the caller rolls back), or null. */
export async function takeOrderStockAgain(
  tx: Database,
  orderId: number,
  actor: string,
): Promise<{ sku: string; quantity: number; needed: number } | null> {
  const { inventory, stock, variants } = await lockedStockLines(tx, orderId);
  if (stock.length === 0) return null;
  const short = await inventory.take(stock, { reason: 'return_corrected', actor, orderId });
  if (!short) return null;
  const variant = variants.find((each) => each.id === short.variantId);
  return { sku: variant?.sku ?? '', quantity: short.left, needed: short.needed };
}
