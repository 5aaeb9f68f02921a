/**
 * Product use cases. Prices arrive in rupees and are stored as whole paisa; responses convert back.
 * Every image a product names must already be in the image store (uploaded first, spec §7).
 */
import { toPaisa, toRupees } from '@shop/domain/money';
import { bulkDiscountPrice } from '@shop/domain/pricing';
import { toFlag } from '@shop/domain/normalise';
import type {
  CreateProductBody,
  Product,
  UpdateProductBody,
} from '@shop/domain/schemas/product.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { ImageStore } from '../../plugins/images';
import {
  createProductsRepository,
  type ProductChanges,
  type ProductRow,
  type ProductValues,
} from './products.repository';

const NOT_FOUND = 'Product not found.';

function toProduct(row: ProductRow): Product {
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
    quantity: body.quantity,
    type: body.type,
    subType: body.type === 'Jewelry' ? (body.sub_type ?? null) : null,
    images: body.images,
    imageColors: body.imageColors ?? [],
    addOns: (body.addOns ?? []).map((addOn) => ({ key: addOn.key, price: toPaisa(addOn.price) })),
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

  return {
    /** 'Update Discount': every product's discounted price is its price less `percent` %. */
    async discountAll(percent: number): Promise<{ updated: number }> {
      const updated = await repository.discountAll((price) => bulkDiscountPrice(price, percent));
      deps.catalogueChanged();
      return { updated };
    },
    /** A page of the back office's table. */
    adminList(query: AdminListQuery) {
      return readAdminPage(query, repository.adminList(query.q), toProduct);
    },
    /** Every product, a slice at a time in id order (the CSV export). */
    async *allInSlices(): AsyncGenerator<Product[]> {
      for await (const slice of repository.slices()) yield slice.map(toProduct);
    },
    async list(): Promise<Product[]> {
      return (await repository.list()).map(toProduct);
    },

    async get(id: number): Promise<Product> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return toProduct(row);
    },

    async create(body: CreateProductBody): Promise<Product> {
      await checkImagesExist(body.images);
      const row = await repository.insert(productValuesOf(body));
      deps.catalogueChanged();
      return toProduct(row);
    },

    /** Any subset of the fields; the rules are checked again on the product as it would become. */
    async update(id: number, body: UpdateProductBody): Promise<Product> {
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
      const stockChange =
        body.quantity !== undefined && body.quantity_was !== undefined
          ? body.quantity - body.quantity_was
          : undefined;
      if (body.quantity !== undefined && stockChange === undefined)
        changes.quantity = body.quantity;
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

      const next = { ...current, ...changes };
      if (next.discountedPrice > next.price) {
        throw AppError.invalidField(
          'discounted_price',
          'Discounted price must not exceed the price',
        );
      }
      if (next.type === 'Jewelry' && !next.subType) {
        throw AppError.invalidField('sub_type', 'Sub type is required for Jewelry');
      }
      if (next.imageColors.length > next.images.length) {
        throw AppError.invalidField('imageColors', 'Each colour must belong to an image');
      }

      const row = await repository.update(id, changes, stockChange);
      if (!row) throw new AppError('not_found', NOT_FOUND);
      deps.catalogueChanged();
      return toProduct(row);
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', NOT_FOUND);
      deps.catalogueChanged();
    },
  };
}
