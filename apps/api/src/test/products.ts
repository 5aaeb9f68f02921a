import { beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import { insertTestProduct } from '../modules/demo/test-fixtures';

/**
 * A product inserted before the tests of a file or describe block (insertTestProduct with `fields`);
 * its `id` is set then, so read it inside the tests.
 */
export function setUpTestProduct(
  t: { db: Database },
  fields: Parameters<typeof insertTestProduct>[1],
): { id: number } {
  const product = { id: 0 };
  beforeAll(async () => {
    product.id = (await insertTestProduct(t.db, fields)).id;
  });
  return product;
}

/**
 * The variants of a product made from colours and one stock, as the API answers them: one per colour,
 * its generated SKU ending in the colour, the whole stock on the first colour (decision 0024).
 */
export function expectedColourVariants(colours: string[], quantity: number) {
  return colours.map((colour, index) => ({
    id: expect.any(Number),
    sku: expect.stringMatching(new RegExp(`-${colour.toUpperCase()}$`)),
    options: { colour },
    quantity: index === 0 ? quantity : 0,
  }));
}

/**
 * Red glass bangles as the product form sends them: Colour and Size options, one picture, the
 * `variants` given, and any other `fields`.
 */
export function glassBangleForm(image: string, variants: object[], fields: object = {}) {
  return {
    title: 'Glass bangle',
    description: 'A set of glass bangles.',
    price: 1200,
    type: 'Jewelry',
    sub_type: 'Bangles',
    images: [image],
    imageColors: ['Red'],
    options: ['Colour', 'Size'],
    variants,
    ...fields,
  };
}
