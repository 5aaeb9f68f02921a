import { beforeAll } from 'vitest';
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
