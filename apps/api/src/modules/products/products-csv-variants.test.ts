/**
 * The products CSV with one row per variant (issue #27): export → import → export gives the same file;
 * a variant's stock edited in the file is written through the inventory with reason 'import', and the
 * ledger adds up; a new product's variant rows create it; a SKU of another product is refused.
 */
import type { ProductImportResult } from '@shop/domain/schemas/product-import.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema/stock-movements';
import { setUpTestApp } from '../../test/app';
import { pngOf } from '../../test/images';
import { glassBangleForm } from '../../test/products';
import { exportProductsCsv } from '../../test/products-csv';
import { expectLedgerAddsUp } from '../../test/stock-ledger';

describe('products as CSV, one row per variant', () => {
  const t = setUpTestApp();
  let image: string;
  beforeAll(async () => {
    image = await t.app.images.store(await pngOf(40, 40));
  });
  afterEach(() => expectLedgerAddsUp(t.db));

  const exportCsv = async () => (await exportProductsCsv(t)).body;
  const send = async (csv: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dry_run=${dryRun}`,
      headers: { ...t.auth, 'content-type': 'text/csv' },
      payload: csv.replace(/^\uFEFF/, ''),
    });
  const imported = async (csv: string, dryRun = false) => {
    const response = await send(csv, dryRun);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductImportResult>();
  };
  const bangle = async (): Promise<Product> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/create',
      headers: t.auth,
      payload: glassBangleForm(
        image,
        [
          { options: { colour: 'Red', size: '2.4' }, quantity: 4 },
          { options: { colour: 'Red', size: '2.6' }, quantity: 0, price: 1300 },
          {
            options: { colour: 'Red', size: '2.8' },
            quantity: 2,
            price: 1400,
            discounted_price: 1350,
          },
        ],
        { discounted_price: 1000 },
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ product: Product }>().product;
  };

  it('exports a row per variant and reads it back unchanged: export → import → export is the same file', async () => {
    const product = await bangle();
    const first = await exportCsv();
    const lines = first.split('\r\n').filter((line) => line.startsWith(`${product.id},`));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(',Colour|Size,');
    expect(lines[1]).toMatch(
      new RegExp(`^${product.id},,,,,,,,,,,,,,,[^,]+,Red\\|2\\.6,0,0,1300,$`),
    );
    expect(await imported(first, true)).toMatchObject({ created: 0, updated: 0, errorCount: 0 });
    const applied = await imported(first);
    expect(applied).toMatchObject({ created: 0, updated: 0, errorCount: 0 });
    expect(await exportCsv()).toBe(first);
  });

  it('writes an edited variant stock through the inventory (reason import), keeping orders since the export', async () => {
    const product = await bangle();
    const [small, , large] = product.variants;
    const file = await exportCsv();
    // The file's 2.4 goes from 4 to 9; its 2.8's sale price from 1350 to 1300.
    const edited = file
      .split('\r\n')
      .map((line) => {
        if (!line.startsWith(`${product.id},`)) return line;
        if (line.includes(`,${small?.sku},`)) return line.replace(/,4,4,,$/, ',9,4,,');
        if (line.includes(`,${large?.sku},`)) return line.replace(/,1350$/, ',1300');
        return line;
      })
      .join('\r\n');
    const dry = await imported(edited, true);
    expect(dry.changes).toEqual([
      expect.objectContaining({
        id: product.id,
        action: 'update',
        columns: expect.arrayContaining(['variant_quantity', 'variant_discounted_price']),
      }),
    ]);
    expect(await imported(edited)).toMatchObject({ updated: 1, errorCount: 0 });
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(
        and(eq(stockMovements.variantId, small?.id ?? 0), eq(stockMovements.reason, 'import')),
      );
    expect(movements.map((movement) => movement.delta)).toEqual([5]);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/products/get/${product.id}` })
    ).json<{ product: Product }>().product;
    expect(after.variants.map((variant) => [variant.id, variant.quantity])).toEqual(
      product.variants.map((variant, index) => [variant.id, index === 0 ? 9 : variant.quantity]),
    );
    expect(after.variants[2]?.discounted_price).toBe(1300);
    expect(after.quantity).toBe(11);
  });

  it("creates a new product from its variant rows, and refuses another product's SKU", async () => {
    const product = await bangle();
    const heading = (await exportCsv()).split('\r\n')[0]?.replace(/^\uFEFF/, '') ?? '';
    const blankProduct = ',,,,,,,,,,,,,';
    const newFile = [
      heading,
      `,Silver ring,Sized,Jewelry,Rings,900,900,Inactive,Inactive,,,${image},,,Size,RING-6,6,3,,,`,
      `${blankProduct},,RING-7,7,1,,,`,
    ].join('\r\n');
    const created = await imported(newFile);
    expect(created).toMatchObject({ created: 1, errorCount: 0 });
    const all = (await t.app.inject({ method: 'GET', url: '/api/products/get' })).json<{
      products: Product[];
    }>().products;
    const ring = all.find((each) => each.title === 'Silver ring');
    expect(
      ring?.variants.map((variant) => [variant.sku, variant.options, variant.quantity]),
    ).toEqual([
      ['RING-6', { size: '6' }, 3],
      ['RING-7', { size: '7' }, 1],
    ]);

    const stolen = [
      heading,
      `${ring?.id},Silver ring,Sized,Jewelry,Rings,900,900,Inactive,Inactive,,,${image},,,Size,${product.variants[0]?.sku},6,3,,,`,
    ].join('\r\n');
    const refused = await send(stolen, true);
    expect(refused.json<ProductImportResult>().errors).toEqual([
      { line: 2, column: 'sku', message: `A SKU of this product belongs to product ${product.id}` },
    ]);
  });
});
