/**
 * Product use cases. Prices arrive in rupees and are stored as whole paisa; responses convert back.
 * Every image a product names must already be in the image store (uploaded first, spec §7).
 */
import { toPaisa, toRupees } from '@shop/domain/money';
import { isColourOnly, optionKey, type VariantOptions } from '@shop/domain/variants';
import { toFlag } from '@shop/domain/normalise';
import type {
  CreateProductBody,
  Product,
  UpdateProductBody,
  Variant,
} from '@shop/domain/schemas/product.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { ImageStore } from '../../plugins/images';
import { createInventory, type StockContext } from '../inventory/inventory';
import { createInventoryRepository, type VariantRow } from '../inventory/inventory.repository';
import { refuseBrokenRules } from './product-rules-check';
import { createProductVariants, type StockChange } from './product-variants';
import {
  createProductsRepository,
  type ProductChanges,
  type ProductRow,
  type ProductValues,
} from './products.repository';

const NOT_FOUND = 'Product not found.';

/** A variant as the API answers it: its own prices in rupees only where it has them. */
export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    sku: row.sku,
    options: row.options,
    quantity: row.quantity,
    ...(row.price === null ? {} : { price: toRupees(row.price) }),
    ...(row.discountedPrice === null ? {} : { discounted_price: toRupees(row.discountedPrice) }),
  };
}

/** Option keys as the API names them ('Colour' → 'colour'), values trimmed. */
function normalisedOptions(options: Record<string, string>): VariantOptions {
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [optionKey(name), value.trim()]),
  );
}

/** Every variant of these products, grouped by product in the owner's order. */
export async function variantsByProduct(
  db: Database,
  productIds: number[],
): Promise<Map<number, VariantRow[]>> {
  const grouped = new Map<number, VariantRow[]>();
  for (const row of await createInventoryRepository(db).variantsOf(productIds)) {
    const list = grouped.get(row.productId) ?? [];
    list.push(row);
    grouped.set(row.productId, list);
  }
  return grouped;
}

export function toProduct(row: ProductRow, variants: readonly VariantRow[] = []): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toRupees(row.price),
    discounted_price: toRupees(row.discountedPrice),
    show_price: toFlag(row.showPrice),
    top_featured: toFlag(row.topFeatured),
    quantity: row.quantity,
    type: row.type as Product['type'],
    sub_type: (row.subType ?? null) as Product['sub_type'],
    images: row.images,
    imageColors: row.imageColors,
    addOns: row.addOns.map((addOn) => ({ key: addOn.key, price: toRupees(addOn.price) })),
    options: row.options,
    variants: variants.map(toVariant),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A new product's stored values; its discounted price is its price unless the form says otherwise. */
export function productValuesOf(body: CreateProductBody): ProductValues {
  const price = toPaisa(body.price);
  return {
    title: body.title,
    description: body.description,
    price,
    discountedPrice: body.discounted_price === undefined ? price : toPaisa(body.discounted_price),
    showPrice: body.show_price === 'Active',
    topFeatured: body.top_featured === 'Active',
    // Written by the inventory as the sum over the variants.
    quantity: 0,
    type: body.type,
    subType: body.type === 'Jewelry' ? (body.sub_type ?? null) : null,
    images: body.images,
    imageColors: body.imageColors ?? [],
    addOns: (body.addOns ?? []).map((addOn) => ({ key: addOn.key, price: toPaisa(addOn.price) })),
    options: body.options ?? [],
  };
}

/** Every image a product names must already be in the image store (uploaded first, spec §7). */
export function imageNotUploaded(name: string): string {
  return `Image ${name} has not been uploaded`;
}

export function createProductsService(deps: {
  db: Database;
  images: ImageStore;
  /** Called after every change the storefront's catalogue shows. */
  catalogueChanged: () => void;
}) {
  const repository = createProductsRepository(deps.db);

  async function checkImagesExist(images: string[]) {
    for (const name of images) {
      if (!(await deps.images.exists(name))) {
        throw AppError.invalidField('images', imageNotUploaded(name));
      }
    }
  }

  async function withVariants(rows: ProductRow[]): Promise<Product[]> {
    const variants = await variantsByProduct(
      deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toProduct(row, variants.get(row.id)));
  }

  async function answer(id: number): Promise<Product> {
    const row = await repository.findById(id);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    const [product] = await withVariants([row]);
    return product as Product;
  }

  return {
    /** A page of the back office's table. */
    async adminList(query: AdminListQuery) {
      const page = await readAdminPage(query, repository.adminList(query.q), (row) => row);
      return { ...page, items: await withVariants(page.items) };
    },
    /** Every product, a slice at a time in id order (the CSV export). */
    async *allInSlices(): AsyncGenerator<Product[]> {
      for await (const slice of repository.slices()) yield withVariants(slice);
    },
    async list(): Promise<Product[]> {
      return withVariants(await repository.list());
    },

    get: answer,

    /**
     * A new product and its variants: those the form names, or one per colour with the stock on the
     * first (the spec's form sends colours and one stock).
     */
    async create(body: CreateProductBody, actor: string): Promise<Product> {
      await checkImagesExist(body.images);
      const context: StockContext = { reason: 'product_created', actor };
      const id = await deps.db.transaction(async (tx) => {
        const products = createProductsRepository(tx);
        const row = await products.insert(productValuesOf(body));
        const variants = createProductVariants(createInventory(tx));
        if (body.variants) {
          await variants.fromInput(
            row.id,
            [],
            body.variants.map((variant) => ({
              ...variant,
              options: normalisedOptions(variant.options),
            })),
            body.options ?? [],
            context,
          );
        } else {
          const options = await variants.fromColours(row, body.quantity ?? 0, context);
          await products.update(row.id, { options });
        }
        return row.id;
      });
      deps.catalogueChanged();
      return answer(id);
    },

    /** Any subset of the fields; the rules are checked again on the product as it would become. */
    async update(id: number, body: UpdateProductBody, actor: string): Promise<Product> {
      const current = await repository.findById(id);
      if (!current) throw new AppError('not_found', NOT_FOUND);
      if (body.images) await checkImagesExist(body.images);

      const changes: ProductChanges = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      if (body.price !== undefined) changes.price = toPaisa(body.price);
      if (body.discounted_price !== undefined)
        changes.discountedPrice = toPaisa(body.discounted_price);
      if (body.show_price !== undefined) changes.showPrice = body.show_price === 'Active';
      if (body.top_featured !== undefined) changes.topFeatured = body.top_featured === 'Active';
      // With the stock the form was loaded with, the edit is a change to today's stock (see schema).
      const stock: StockChange =
        body.quantity === undefined
          ? null
          : body.quantity_was === undefined
            ? { set: body.quantity }
            : { by: body.quantity - body.quantity_was };
      if (body.type !== undefined) changes.type = body.type;
      if (body.sub_type !== undefined) changes.subType = body.sub_type;
      if (body.type === 'Bags') changes.subType = null;
      if (body.images !== undefined) changes.images = body.images;
      if (body.imageColors !== undefined) changes.imageColors = body.imageColors;
      if (body.addOns !== undefined) {
        changes.addOns = body.addOns.map((addOn) => ({
          key: addOn.key,
          price: toPaisa(addOn.price),
        }));
      }
      if (body.options !== undefined) changes.options = body.options;

      const next = { ...current, ...changes };
      // The body was checked alone; the product it leaves is held to the same rules.
      refuseBrokenRules(next, body.variants);
      if (body.options !== undefined && body.variants === undefined) {
        throw AppError.invalidField('variants', 'Variants are required with options');
      }

      await deps.db.transaction(async (tx) => {
        const inventory = createInventory(tx);
        const locked = await inventory.lockProducts([id]);
        const variants = createProductVariants(inventory);
        const context: StockContext = { reason: 'product_edited', actor };
        if (body.variants) {
          await variants.fromInput(
            id,
            locked,
            body.variants.map((variant) => ({
              ...variant,
              options: normalisedOptions(variant.options),
            })),
            next.options,
            context,
          );
        } else if (isColourOnly(next.options)) {
          // The spec's form: the variants follow the colours, the stock is the product's.
          changes.options = await variants.followColours(
            id,
            locked,
            next.imageColors,
            stock,
            context,
          );
        } else if (stock !== null) {
          throw AppError.invalidField(
            'quantity',
            "This product has variants: change each variant's stock",
          );
        }
        if (!(await createProductsRepository(tx).update(id, changes))) {
          throw new AppError('not_found', NOT_FOUND);
        }
      });
      deps.catalogueChanged();
      return answer(id);
    },

    /**
     * Deletes a product with its variants (their ledger goes with them), its rows locked as every
     * writer of stock locks them: an order being placed for it finishes first or finds it gone.
     */
    async delete(id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const inventory = createInventory(tx);
        const variants = await inventory.lockProducts([id]);
        await inventory.removeVariants(variants.map((variant) => variant.id));
        if (!(await createProductsRepository(tx).delete(id))) {
          throw new AppError('not_found', NOT_FOUND);
        }
      });
      deps.catalogueChanged();
    },
  };
}

// Where the rule is written (the product form reads it too); the import takes it from here.
export { isColourOnly } from '@shop/domain/variants';
