/**
 * Discounts the owner puts on and takes off (issue #27, decision 0025). Each one is one transaction
 * holding the products it covers and their variants (locked as orders and stock lock them), so two
 * staff applying or removing at once wait on each other instead of interleaving their prices.
 */
import { discountedPriceOf, overlapMessage, restoredPrice } from '@shop/domain/discounts';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import type {
  Discount,
  NewDiscountBody,
  RemovedDiscount,
} from '@shop/domain/schemas/discount.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { withIsoDates } from '../../db/iso-dates';
import { AppError } from '../../plugins/errors';
import {
  createDiscountsRepository,
  type NewDiscountPrice,
  type ScopeFilter,
} from './discounts.repository';

const NOT_FOUND = 'Discount not found.';

function scopeOf(body: NewDiscountBody): ScopeFilter {
  switch (body.scope) {
    case 'all':
      return { scope: 'all' };
    case 'type':
      return { scope: 'type', value: body.type ?? '' };
    case 'sub_type':
      return { scope: 'sub_type', value: body.sub_type ?? '' };
    case 'products':
      return { scope: 'products', productIds: [...new Set(body.productIds ?? [])] };
  }
}

/** The field a 400 names when a scope covers no product. */
const SCOPE_FIELD = { all: 'scope', type: 'type', sub_type: 'sub_type', products: 'productIds' };

export function createDiscountsService(deps: {
  db: Database;
  /** Called after every change of prices the storefront shows. */
  catalogueChanged: () => void;
}) {
  async function answer(id: number): Promise<Discount> {
    const row = await createDiscountsRepository(deps.db).withCount(id);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    return withIsoDates(row);
  }

  /** Writes the discount's sale prices and remembers those it replaced; null when no product is in scope. */
  async function apply(
    body: Omit<NewDiscountBody, 'percent'> & { percent: number },
    actor: string,
  ): Promise<number | null> {
    const filter = scopeOf(body);
    const id = await deps.db.transaction(async (tx) => {
      const repository = createDiscountsRepository(tx);
      const locked = await repository.lockScope(filter);
      if (locked.products.length === 0) return null;
      if (filter.scope === 'products' && locked.products.length < filter.productIds.length) {
        const found = new Set(locked.products.map((product) => product.id));
        const missing = filter.productIds.find((productId) => !found.has(productId));
        throw AppError.invalidField('productIds', `Product ${missing} not found`);
      }
      // Read after the locks: a discount committed while this one waited is seen here.
      const clashes = await repository.clashes(filter);
      if (clashes.length > 0) throw new AppError('conflict', overlapMessage(clashes));

      const prices: NewDiscountPrice[] = [];
      const productPrice = new Map<number, number>();
      for (const product of locked.products) {
        const applied = discountedPriceOf(product.price, product, body.percent, false) as number;
        productPrice.set(product.id, product.price);
        prices.push({
          productId: product.id,
          variantId: null,
          previous: product.discountedPrice,
          applied,
        });
      }
      for (const variant of locked.variants) {
        const price = productPrice.get(variant.productId) ?? 0;
        const applied = discountedPriceOf(price, variant, body.percent, true);
        if (applied === null) continue;
        prices.push({
          productId: variant.productId,
          variantId: variant.id,
          previous: variant.discountedPrice,
          applied,
        });
      }
      await repository.setProductSalePrices(
        prices
          .filter((row) => row.variantId === null)
          .map((row) => ({ id: row.productId, discountedPrice: row.applied })),
      );
      await repository.setVariantSalePrices(
        prices
          .filter((row) => row.variantId !== null)
          .map((row) => ({ id: row.variantId as number, discountedPrice: row.applied })),
      );
      const discount = await repository.insert(
        {
          name: body.name,
          percent: body.percent,
          scope: body.scope,
          scopeValue: filter.scope === 'type' || filter.scope === 'sub_type' ? filter.value : null,
          createdBy: actor,
        },
        prices,
      );
      return discount.id;
    });
    if (id !== null) deps.catalogueChanged();
    return id;
  }

  /**
   * Takes a discount off: each sale price it wrote and still holds goes back to the one it replaced;
   * one the owner has changed since stays as the owner set it (counted as kept).
   */
  async function remove(id: number, actor: string): Promise<RemovedDiscount> {
    const counts = await deps.db.transaction(async (tx) => {
      const repository = createDiscountsRepository(tx);
      const discount = await repository.lockDiscount(id);
      if (!discount) throw new AppError('not_found', NOT_FOUND);
      if (discount.removedAt) throw new AppError('conflict', 'This discount is already removed.');
      const written = await repository.pricesOf(id);
      const productIds = [...new Set(written.map((row) => row.productId))];
      const locked = await repository.lockScope({ scope: 'products', productIds });
      const productsById = new Map(locked.products.map((product) => [product.id, product]));
      const variantsById = new Map(locked.variants.map((variant) => [variant.id, variant]));

      const productUpdates: { id: number; discountedPrice: number }[] = [];
      const variantUpdates: { id: number; discountedPrice: number | null }[] = [];
      let kept = 0;
      for (const row of written) {
        const product = productsById.get(row.productId);
        if (!product) continue;
        const variant = row.variantId === null ? undefined : variantsById.get(row.variantId);
        if (row.variantId !== null && !variant) continue;
        const current = variant ? variant.discountedPrice : product.discountedPrice;
        const price = variant?.price ?? product.price;
        const outcome = restoredPrice(row, current, price);
        if (!outcome.restore) kept += 1;
        else if (variant) variantUpdates.push({ id: variant.id, discountedPrice: outcome.value });
        else productUpdates.push({ id: product.id, discountedPrice: outcome.value ?? price });
      }
      await repository.setProductSalePrices(productUpdates);
      await repository.setVariantSalePrices(variantUpdates);
      await repository.markRemoved(id, actor);
      return { restored: productUpdates.length + variantUpdates.length, kept };
    });
    deps.catalogueChanged();
    return { discount: await answer(id), ...counts };
  }

  return {
    remove,

    async create(body: NewDiscountBody, actor: string): Promise<Discount> {
      const id = await apply(body, actor);
      if (id === null) {
        throw AppError.invalidField(SCOPE_FIELD[body.scope], 'No product to discount');
      }
      return answer(id);
    },

    /**
     * The spec's 'Update Discount' (POST /api/admin/products/discount): the shop-wide discount is
     * replaced, the one it put on earlier taken off first (its sale prices restored), and 0 % leaves
     * none. Refused like any other while a product is on a discount of a narrower scope.
     */
    async discountAll(percent: number, actor: string): Promise<{ updated: number }> {
      let restored = 0;
      for (const earlier of await createDiscountsRepository(deps.db).activeOnAll()) {
        restored += (await remove(earlier, actor)).restored;
      }
      if (percent === 0) return { updated: restored };
      const id = await apply({ name: `${percent}% off everything`, percent, scope: 'all' }, actor);
      return { updated: id === null ? 0 : (await answer(id)).products };
    },

    async active(query: AdminListQuery) {
      return readAdminPage(query, createDiscountsRepository(deps.db).active(query.q), withIsoDates);
    },
  };
}
