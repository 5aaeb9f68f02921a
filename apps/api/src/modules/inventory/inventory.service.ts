/**
 * Staff's use of the inventory: an adjustment by hand with its reason (its own short transaction, the
 * variant's product and variants locked as every writer of stock locks them), a variant's ledger a
 * page at a time, and the products the owner should recount.
 */
import { clampPage, pageCount } from '@shop/domain/catalogue';
import { ADMIN_PAGE_SIZE } from '@shop/domain/constants';
import { formatOrderNumber } from '@shop/domain/order-status';
import type { StockAdjustBody, StockMovement } from '@shop/domain/schemas/inventory.schema';
import type { Variant } from '@shop/domain/schemas/product.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { toVariant } from '../products/products.service';
import { createInventory } from './inventory';
import { createInventoryRepository } from './inventory.repository';

const NO_VARIANT = 'No such variant.';

export function createInventoryService(deps: { db: Database; catalogueChanged: () => void }) {
  const repository = createInventoryRepository(deps.db);

  return {
    async adjust(
      body: StockAdjustBody,
      actor: string,
    ): Promise<{ variant: Variant; productQuantity: number }> {
      const answer = await deps.db.transaction(async (tx) => {
        const inventory = createInventory(tx);
        const [variant] = await inventory.lockVariants([body.variantId]);
        if (!variant) throw AppError.invalidField('variantId', NO_VARIANT);
        const changed = await inventory.adjust(variant.id, body.delta, {
          reason: body.reason,
          actor,
          note: body.note || null,
        });
        const siblings = await createInventoryRepository(tx).variantsOf([variant.productId]);
        return {
          variant: toVariant(changed),
          productQuantity: siblings.reduce((sum, each) => sum + each.quantity, 0),
        };
      });
      deps.catalogueChanged();
      return answer;
    },

    async movements(variantId: number, page: number) {
      if (!(await repository.findVariant(variantId))) {
        throw new AppError('not_found', NO_VARIANT);
      }
      const total = await repository.movementCount(variantId);
      const clamped = clampPage(page, total, ADMIN_PAGE_SIZE);
      const rows =
        total === 0
          ? []
          : await repository.movements(variantId, ADMIN_PAGE_SIZE, (clamped - 1) * ADMIN_PAGE_SIZE);
      const items: StockMovement[] = rows.map((row) => ({
        id: row.id,
        variantId: row.variantId,
        delta: row.delta,
        reason: row.reason,
        orderId: row.orderId,
        orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
        actor: row.actor,
        note: row.note,
        at: row.at.toISOString(),
      }));
      return {
        items,
        total,
        page: clamped,
        pageCount: pageCount(total, ADMIN_PAGE_SIZE),
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    async toRecount() {
      return { products: await repository.toRecount() };
    },
  };
}
