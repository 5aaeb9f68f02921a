/**
 * The one owner of stock (issue #27). Orders, products, the CSV import and the demo change stock only
 * through these functions, inside their own transaction: lock (products, then variants, in id order),
 * take (refuses when short), give back and set (through the one clamp), adjust (refuses below 0). Every
 * change writes its movement, and the product's quantity is rewritten as the sum over its variants in
 * the same transaction, so the spec's `quantity` stays true.
 */
import { belowZeroMessage, clampedDelta, type StockReason } from '@shop/domain/stock';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  createInventoryRepository,
  type LockedProduct,
  type NewVariantRow,
  type VariantRow,
} from './inventory.repository';

/** Why stock changes, and who changed it: written on every movement. */
export interface StockContext {
  reason: StockReason;
  /** A staff e-mail, "shopper" or "system" (domain actorName). */
  actor: string;
  /** The order it was for: its units also count as sold (or unsold) on the product. */
  orderId?: number | null;
  note?: string | null;
}

export interface StockLine {
  variantId: number;
  quantity: number;
}

/** The first variant short of what a take needed (the caller rolls its transaction back). */
export interface Shortage {
  variantId: number;
  left: number;
  needed: number;
}

export function createInventory(tx: Database) {
  const repository = createInventoryRepository(tx);
  /** Variants locked in this transaction: what they hold now, kept as this module changes them. */
  const locked = new Map<number, VariantRow>();

  function lockedVariant(variantId: number): VariantRow {
    const variant = locked.get(variantId);
    if (!variant) throw new Error(`variant ${variantId} changed without its lock`);
    return variant;
  }

  /** Writes the movements and brings the products' quantity (and units sold) along. */
  async function record(changes: { variantId: number; delta: number }[], context: StockContext) {
    const moved = changes.filter((change) => change.delta !== 0);
    await repository.insertMovements(
      moved.map((change) => ({
        variantId: change.variantId,
        delta: change.delta,
        reason: context.reason,
        orderId: context.orderId ?? null,
        actor: context.actor,
        note: context.note ?? null,
      })),
    );
    const sold = new Map<number, number>();
    for (const change of changes) {
      const productId = lockedVariant(change.variantId).productId;
      const units = context.orderId ? -change.delta : 0;
      sold.set(productId, (sold.get(productId) ?? 0) + units);
    }
    await repository.syncProducts(sold);
  }

  /** Adds a (clamped) change to a locked variant. */
  async function apply(variantId: number, wanted: number): Promise<number> {
    const variant = lockedVariant(variantId);
    const delta = clampedDelta(variant.quantity, wanted);
    if (delta !== 0) await repository.add(variantId, delta);
    variant.quantity += delta;
    return delta;
  }

  return {
    /** Locks these products and their variants (products first, each in id order); answers the variants. */
    async lockProducts(productIds: readonly number[]): Promise<VariantRow[]> {
      return (await this.lockProductsWithRows(productIds)).variants;
    },

    /** As lockProducts, answering the products' rows too (those that exist). */
    async lockProductsWithRows(
      productIds: readonly number[],
    ): Promise<{ products: LockedProduct[]; variants: VariantRow[] }> {
      const rows = await repository.lock(productIds);
      for (const variant of rows.variants) locked.set(variant.id, variant);
      return rows;
    },

    /** As lockProductsWithRows in one statement, for a sale (products without a variant left out). */
    lockForSale(
      productIds: readonly number[],
    ): Promise<{ products: LockedProduct[]; variants: VariantRow[] }> {
      return repository.lockForSale(productIds).then((rows) => {
        for (const variant of rows.variants) locked.set(variant.id, variant);
        return rows;
      });
    },

    /** Locks these variants' products and all their variants, as lockProducts does. */
    async lockVariants(variantIds: readonly number[]): Promise<VariantRow[]> {
      const { variants } = await repository.lock(await repository.productIdsOf(variantIds));
      for (const variant of variants) locked.set(variant.id, variant);
      return variants.filter((variant) => variantIds.includes(variant.id));
    },

    /**
     * Takes the units, every variant in one conditional statement with its movement and its product's
     * sum; the first shortage (in variant id order), or null. Sends its statement when called
     * (db/pipelined.ts).
     */
    take(lines: readonly StockLine[], context: StockContext): Promise<Shortage | null> {
      const merged = mergeLines(lines);
      for (const line of merged) lockedVariant(line.variantId);
      const movement = {
        reason: context.reason,
        orderId: context.orderId ?? null,
        actor: context.actor,
        note: context.note ?? null,
      };
      return repository.takeAll(merged, movement).then((ids) => {
        const taken = new Set(ids);
        const short = merged.find((line) => !taken.has(line.variantId));
        if (short) {
          const variant = lockedVariant(short.variantId);
          return { variantId: short.variantId, left: variant.quantity, needed: short.quantity };
        }
        for (const line of merged) lockedVariant(line.variantId).quantity -= line.quantity;
        return null;
      });
    },

    /** Puts units back on sale (never above the most a variant may hold). */
    async giveBack(lines: readonly StockLine[], context: StockContext): Promise<void> {
      const changes: { variantId: number; delta: number }[] = [];
      for (const line of mergeLines(lines)) {
        changes.push({
          variantId: line.variantId,
          delta: await apply(line.variantId, line.quantity),
        });
      }
      await record(changes, context);
    },

    /** Staff's change by hand: refused (409) when it would leave the variant below zero. */
    async adjust(variantId: number, delta: number, context: StockContext): Promise<VariantRow> {
      const variant = lockedVariant(variantId);
      if (variant.quantity + delta < 0) {
        throw new AppError('conflict', belowZeroMessage(variant.sku, variant.quantity, delta));
      }
      const applied = await apply(variantId, delta);
      if (applied === 0 && delta === 0) {
        // A recount that found the number right is still a count: it is written, with delta 0.
        await repository.insertMovements([
          {
            variantId,
            delta: 0,
            reason: context.reason,
            actor: context.actor,
            note: context.note ?? null,
          },
        ]);
      }
      await record([{ variantId, delta: applied }], context);
      return variant;
    },

    /** Sets a variant's stock to a number (a product form or an import), as a change from what it holds. */
    async setStock(variantId: number, target: number, context: StockContext): Promise<void> {
      const variant = lockedVariant(variantId);
      const delta = await apply(variantId, target - variant.quantity);
      await record([{ variantId, delta }], context);
    },

    /**
     * A product's new variants, each with its opening stock as its first movement. The product must
     * already be locked (or new in this transaction).
     */
    async addVariants(
      rows: (NewVariantRow & { quantity: number })[],
      context: StockContext,
    ): Promise<VariantRow[]> {
      const inserted = await repository.insertVariants(
        rows.map((row) => ({ ...row, quantity: 0 })),
      );
      for (const variant of inserted) locked.set(variant.id, variant);
      const changes: { variantId: number; delta: number }[] = [];
      for (const [index, variant] of inserted.entries()) {
        changes.push({
          variantId: variant.id,
          delta: await apply(variant.id, rows[index]?.quantity ?? 0),
        });
      }
      if (changes.length > 0) await record(changes, context);
      return inserted;
    },

    /** A variant's SKU, options or prices (never its stock). */
    updateVariant: repository.updateVariant,

    /** Variants the owner took off a product (their movements go with them); the sum is kept. */
    async removeVariants(variantIds: readonly number[]): Promise<void> {
      if (variantIds.length === 0) return;
      const productIds = new Set(variantIds.map((id) => lockedVariant(id).productId));
      await repository.deleteVariants(variantIds);
      for (const id of variantIds) locked.delete(id);
      await repository.syncProducts(new Map([...productIds].map((id) => [id, 0])));
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;

/** Two lines of one variant are one take, in variant id order. */
function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<number, number>();
  for (const line of lines)
    merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  return [...merged]
    .sort(([a], [b]) => a - b)
    .map(([variantId, quantity]) => ({ variantId, quantity }));
}
