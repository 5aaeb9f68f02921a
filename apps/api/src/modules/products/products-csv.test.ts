/**
 * Products as CSV (issue #12): the export, the dry run and the all-or-nothing import, on the real app
 * and database (PGlite, and PostgreSQL in the api-postgres project).
 */
import { randomUUID } from 'node:crypto';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_IMAGES,
  PRODUCT_IMPORT_MAX_ROWS,
} from '@shop/domain/constants';
import type { ProductImportResult } from '@shop/domain/schemas/product-import.schema';
import { asc } from 'drizzle-orm';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../csv/csv-reader';
import { csvRow } from '../../csv/csv-writer';
import { products } from '../../db/schema/products';
import { createDiskImageStorage } from '../../plugins/image-storage-disk';
import { createImageStore } from '../../plugins/images';
import { adminPost, setUpTestApp } from '../../test/app';
import { pngOf } from '../../test/images';
import { exportProductsCsv } from '../../test/products-csv';
import { TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { createProductsImport } from './products-import.service';

/** The spec's columns, one row per product: the files the import tests write (old files still import). */
const HEADING =
  'id,title,description,type,sub_type,price,discounted_price,show_price,top_featured,quantity,quantity_at_export,images,colours,add_ons';
/** The export's: the spec's columns, then a variant's (issue #27). */
const EXPORT_HEADING = `${HEADING},options,sku,option_values,variant_quantity,variant_quantity_at_export,variant_price,variant_discounted_price`;

describe('products as CSV', () => {
  const t = setUpTestApp();
  let gold: string;
  let silver: string;
  beforeAll(async () => {
    gold = await t.app.images.store(await pngOf(40, 40));
    silver = await t.app.images.store(await pngOf(30, 60));
  });
  // Every test here may change stock: the ledger adds up after each.
  afterEach(() => expectLedgerAddsUp(t.db));

  const createProduct = async (fields: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/create',
      headers: t.auth,
      payload: {
        title: 'Kundan ring',
        description: 'A ring for weddings.',
        price: 2500,
        quantity: 10,
        type: 'Jewelry',
        sub_type: 'Rings',
        images: [gold],
        imageColors: ['gold'],
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ product: { id: number } }>().product.id;
  };
  const exportCsv = () => exportProductsCsv(t);
  const send = (csv: string | Buffer, dryRun: boolean, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dry_run=${dryRun}`,
      headers: { ...t.auth, 'content-type': 'text/csv', ...headers },
      payload: csv,
    });
  const dryRun = async (csv: string) => {
    const response = await send(csv, true);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductImportResult>();
  };
  const apply = async (csv: string) => {
    const response = await send(csv, false);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductImportResult>();
  };
  /** Every product row as stored, to prove that something changed nothing. */
  const snapshot = () => t.db.select().from(products).orderBy(asc(products.id));
  /** The exported file as rows of cells keyed by heading, and back. */
  const rowsOf = (csv: string) => {
    const [heading, ...rows] = parseCsv(csv).records.map((record) => record.cells);
    return rows.map((cells) =>
      Object.fromEntries((heading ?? []).map((name, index) => [name, cells[index] ?? ''])),
    );
  };
  const csvOf = (rows: Record<string, string>[]) => {
    const heading = HEADING.split(',');
    return (
      csvRow(heading) + rows.map((row) => csvRow(heading.map((name) => row[name] ?? ''))).join('')
    );
  };
  /** A new product's row with every column filled; `cells` overrides some. */
  const newRow = (cells: Record<string, string> = {}) => ({
    title: 'Tote bag',
    description: 'Canvas tote',
    type: 'Bags',
    price: '1800',
    show_price: 'Inactive',
    top_featured: 'Inactive',
    quantity: '5',
    images: gold,
    colours: 'beige',
    ...cells,
  });

  describe('export', () => {
    it('writes every product with its edited fields, quoted, in rupees, as UTF-8 with a BOM', async () => {
      const id = await createProduct({
        title: '-50% جھمکے, "special"',
        description: 'Line one,\nline two',
        price: 1999.5,
        discounted_price: 1500.25,
        quantity: 7,
        images: [gold, silver],
        imageColors: ['gold', 'silver'],
        addOns: [{ key: 'Gift box', price: 150 }],
        top_featured: 'Active',
        show_price: 'Active',
      });
      const response = await exportCsv();
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith(`\uFEFF${EXPORT_HEADING}\r\n`)).toBe(true);
      expect(response.body).toContain(
        `${id},"'-50% جھمکے, ""special""","Line one,\nline two",Jewelry,Rings,1999.5,1500.25,`,
      );
      const [first, second] = rowsOf(response.body).filter((row) => row.id === String(id));
      expect(first).toEqual({
        id: String(id),
        title: `'-50% جھمکے, "special"`,
        description: 'Line one,\nline two',
        type: 'Jewelry',
        sub_type: 'Rings',
        price: '1999.5',
        discounted_price: '1500.25',
        show_price: 'Active',
        top_featured: 'Active',
        quantity: '7',
        quantity_at_export: '7',
        images: `${gold}|${silver}`,
        colours: 'gold|silver',
        add_ons: 'Gift box=150',
        options: 'Colour',
        sku: expect.stringMatching(/GOLD/),
        option_values: 'gold',
        variant_quantity: '7',
        variant_quantity_at_export: '7',
        variant_price: '',
        variant_discounted_price: '',
      });
      // A further variant: the product's id, its other columns blank (Shopify's layout).
      expect(second).toMatchObject({
        id: String(id),
        title: '',
        price: '',
        options: '',
        sku: expect.stringMatching(/SILVER/),
        option_values: 'silver',
        variant_quantity: '0',
      });
    });

    it('reads back unchanged: a round trip of the export changes nothing', async () => {
      await createProduct({ title: 'Leather clutch', type: 'Bags', sub_type: null });
      const before = await snapshot();
      const csv = (await exportCsv()).body;
      expect(await dryRun(csv)).toEqual({
        dryRun: true,
        created: 0,
        updated: 0,
        unchanged: before.length,
        changes: [],
        errors: [],
        errorCount: 0,
      });
      expect((await apply(csv)).unchanged).toBe(before.length);
      expect(await snapshot()).toEqual(before);
    });

    it('streams thousands of products in id order', async () => {
      const values = Array.from({ length: 1200 }, (_, index) => ({
        title: `Bulk bangle ${index}`,
        description: 'Glass bangles',
        price: 50_000 + index,
        discountedPrice: 50_000,
        type: 'Jewelry',
        subType: 'Bangles',
        images: [gold],
      }));
      await t.db.insert(products).values(values);
      const rows = rowsOf((await exportCsv()).body);
      const ids = rows.map((row) => Number(row.id));
      expect(new Set(ids).size).toBe((await snapshot()).length);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(rows.find((row) => row.title === 'Bulk bangle 1199')?.price).toBe('511.99');
    });
  });

  describe('import', () => {
    it('creates rows without an id and updates rows by id; the dry run changes nothing', async () => {
      const id = await createProduct({ title: 'Silver anklet', sub_type: 'Anklets', price: 1200 });
      const rows = rowsOf((await exportCsv()).body).filter((row) => row.id === String(id));
      const edited = csvOf([
        { ...rows[0], price: '1350.75', colours: 'silver' },
        newRow({ title: 'Jute tote', add_ons: 'Gift box=100|Name tag=50' }),
      ]);
      const before = await snapshot();

      const plan = await dryRun(edited);
      expect(plan).toEqual({
        dryRun: true,
        created: 1,
        updated: 1,
        unchanged: 0,
        changes: [
          { line: 2, id, title: 'Silver anklet', action: 'update', columns: ['price', 'colours'] },
          { line: 3, id: null, title: 'Jute tote', action: 'create', columns: [] },
        ],
        errors: [],
        errorCount: 0,
      });
      expect(await snapshot()).toEqual(before);

      // The storefront's cached answer is dropped by the import.
      const cached = await t.app.inject({ method: 'GET', url: `/api/products/get/${id}` });
      expect(cached.json<{ product: { price: number } }>().product.price).toBe(1200);

      expect(await apply(edited)).toMatchObject({ dryRun: false, created: 1, updated: 1 });
      const shown = await t.app.inject({ method: 'GET', url: `/api/products/get/${id}` });
      expect(shown.json<{ product: object }>().product).toMatchObject({
        price: 1350.75,
        discounted_price: 1200,
        imageColors: ['silver'],
      });
      const created = (await snapshot()).find((row) => row.title === 'Jute tote');
      expect(created).toMatchObject({
        price: 180_000,
        discountedPrice: 180_000,
        quantity: 5,
        type: 'Bags',
        subType: null,
        images: [gold],
        imageColors: ['beige'],
        addOns: [
          { key: 'Gift box', price: 10_000 },
          { key: 'Name tag', price: 5_000 },
        ],
      });
    });

    it('reports every kind of bad row with its line, column and reason, and imports none', async () => {
      const id = await createProduct({ title: 'Kundan set' });
      const before = await snapshot();
      // Each row's cells beside the problems the dry run reports for it; the rows are lines 2, 3, …
      const cases: [Record<string, string>, ...[column: string, message: string][]][] = [
        [{ title: ' ' }, ['title', 'Title is required']],
        [
          { price: 'abc', quantity: '-1' },
          ['price', 'Price must be a number'],
          ['quantity', 'Quantity must not be negative'],
        ],
        [{ price: '0' }, ['price', 'Price must be greater than 0']],
        [{ price: '10.005' }, ['price', 'Price must have at most 2 decimals']],
        [
          { discounted_price: '2000' },
          ['discounted_price', 'Discounted price must not exceed the price'],
        ],
        [{ type: 'Shoes' }, ['type', 'Type must be Jewelry or Bags']],
        [{ type: 'Jewelry', sub_type: '' }, ['sub_type', 'Sub type is required for Jewelry']],
        [{ sub_type: 'Rings' }, ['sub_type', 'Bags have no sub type']],
        [{ quantity: '1.5' }, ['quantity', 'Quantity must be a whole number']],
        [{ images: 'ring.jpg' }, ['images', 'Image ring.jpg has not been uploaded']],
        [
          { images: '6f1c0c7e-4a52-4d3a-9d7e-2c1b3f1a9e10.webp' },
          ['images', 'Image 6f1c0c7e-4a52-4d3a-9d7e-2c1b3f1a9e10.webp has not been uploaded'],
        ],
        [{ colours: 'red|blue' }, ['colours', 'Each colour must belong to an image']],
        [
          { add_ons: 'Gift box' },
          ['add_ons', 'Write each add-on as name=price, e.g. Gift box=250 (not "Gift box")'],
        ],
        [{ add_ons: 'Gift box=free' }, ['add_ons', 'Add-on price must be a number']],
        [{ id: 'x' }, ['id', 'Id must be a number']],
        [{ id: '99999' }, ['id', 'No product has id 99999']],
        [{ id: String(id), title: 'Kundan set' }],
        [{ id: String(id), title: 'Kundan set again' }, ['id', `Product ${id} is also on line 18`]],
        [{ show_price: 'yes' }, ['show_price', 'Must be Active or Inactive']],
        [{ quantity_at_export: 'many' }, ['quantity_at_export', 'Quantity must be a whole number']],
        [{ images: '', colours: '' }, ['images', 'At least one image is required']],
      ];
      const rows = cases.map(([cells]) => newRow(cells));
      const plan = await dryRun(csvOf(rows));
      expect(plan.errors).toEqual(
        cases.flatMap(([, ...problems], index) =>
          problems.map(([column, message]) => ({ line: index + 2, column, message })),
        ),
      );
      expect(plan).toMatchObject({ errorCount: 21, created: 0, updated: 1 });

      const refused = await send(csvOf(rows), false);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Nothing was imported (21 problems). line 2, title: Title is required',
      });
      expect(await snapshot()).toEqual(before);
    });

    it('reads ids and numbers in decimal digits only, never 0x10, 1e1 or Infinity', async () => {
      const id = await createProduct({ title: 'Decimal ring' });
      const before = await snapshot();
      const plan = await dryRun(
        csvOf([
          newRow({ id: `0x${id.toString(16)}`, title: 'Hex' }), // 2
          newRow({ id: `${id / 10}e1`, title: 'Exponent' }), // 3
          newRow({ id: `+${id}`, title: 'Signed' }), // 4
          newRow({ id: 'Infinity' }), // 5
          newRow({ quantity: '0x10' }), // 6
          newRow({ price: '1e3' }), // 7
          newRow({ quantity_at_export: '1e1' }), // 8
          newRow({ id: ` ${id} `, title: 'Decimal ring' }), // 9
        ]),
      );
      const digitsOnly = 'Id must be a whole number written in the digits 0-9';
      expect(plan.errors).toEqual([
        { line: 2, column: 'id', message: digitsOnly },
        { line: 3, column: 'id', message: digitsOnly },
        { line: 4, column: 'id', message: digitsOnly },
        { line: 5, column: 'id', message: 'Id must be a number' },
        { line: 6, column: 'quantity', message: 'Quantity must be a whole number' },
        { line: 7, column: 'price', message: 'Price must be a number' },
        { line: 8, column: 'quantity_at_export', message: 'Quantity must be a whole number' },
      ]);
      expect(plan).toMatchObject({ errorCount: 7, updated: 1 });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a file whose good rows would apply but one row is bad: all or nothing', async () => {
      const before = await snapshot();
      const response = await send(
        csvOf([newRow({ title: 'Good tote' }), newRow({ price: '-5' })]),
        false,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Nothing was imported (1 problem). line 3, price: Price must not be negative',
      );
      expect(await snapshot()).toEqual(before);
    });

    it('reports the heading row: unknown, repeated and missing columns, semicolons', async () => {
      expect((await dryRun('title,prize,title\r\nA,1,A\r\n')).errors).toEqual([
        {
          line: 1,
          column: 'prize',
          message: expect.stringMatching(/^Unknown column: the columns are id, title/),
        },
        { line: 1, column: 'title', message: 'This column appears twice' },
        // Every spec column but title (in the file) and the optional id and quantity_at_export.
        ...HEADING.split(',')
          .filter((column) => !['id', 'title', 'quantity_at_export'].includes(column))
          .map((column) => ({ line: 1, column, message: 'This column is missing' })),
      ]);
      const semicolons = await dryRun(`${HEADING.replaceAll(',', ';')}\r\n`);
      expect(semicolons.errors[0]).toEqual({
        line: 1,
        column: HEADING.replaceAll(',', ';'),
        message: 'Unknown column: separate the cells with commas, not semicolons',
      });
      expect((await dryRun('')).errors).toEqual([
        { line: 1, column: '', message: 'The file is empty' },
      ]);
      expect((await dryRun(`${HEADING}\r\n`)).errors).toEqual([
        { line: 2, column: '', message: 'The file has no products below its heading row' },
      ]);
    });

    it('reads quoting edge cases: CRLF or LF, BOM or not, quotes, commas and lines in cells', async () => {
      const description = 'Two lines,\r\nwith "quotes" and, commas';
      const quoted = `"${description.replaceAll('"', '""')}"`;
      const line = (title: string) =>
        `,${title},${quoted},Bags,,900,,Active,,3,,${gold}|${silver},"brown|black",`;
      const withLf = `${HEADING}\n${line('"Tote, large"')}\n`;
      const withCrlfAndBom = `\uFEFF${HEADING}\r\n${line('=Tote small')}\r\n\r\n`;
      expect(await apply(withLf)).toMatchObject({ created: 1, errors: [] });
      expect(await apply(withCrlfAndBom)).toMatchObject({ created: 1, errors: [] });
      const rows = (await snapshot()).slice(-2);
      expect(rows.map((row) => [row.title, row.description, row.showPrice])).toEqual([
        ['Tote, large', description, true],
        ['=Tote small', description, true],
      ]);
      expect(rows[1]?.imageColors).toEqual(['brown', 'black']);

      const unclosed = await dryRun(`${HEADING}\r\n,T,D,Bags,,1,,,,1,,${gold},,"open\r\n`);
      expect(unclosed.errors).toEqual([
        { line: 2, column: '', message: 'A quoted cell is not closed' },
      ]);
      const stray = await dryRun(`${HEADING}\r\n${line('Tote')},surprise\r\n`);
      expect(stray.errors).toEqual([
        {
          line: 2,
          column: '',
          message: 'A cell is under no column heading: give its column a heading or empty it',
        },
      ]);
    });

    it('refuses a file that is not UTF-8, with how to save one', async () => {
      const latin1 = Buffer.from(`${HEADING}\r\n,Café,x,Bags,,1,,,,1,,${gold},,\r\n`, 'latin1');
      const response = await send(latin1, true);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'body: The file is not UTF-8 text: in Excel, save it as "CSV UTF-8 (Comma delimited) (*.csv)"',
      );
    });
  });

  describe('stock', () => {
    const order = (id: number, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: TEST_SHIPPING_INFO,
          cartItems: [{ id, quantity, selectedColor: 'gold' }],
          totalPrice: 1000 * quantity,
          deliveryFee: 1000 * quantity > 2999 ? 0 : 199,
          grandTotal: 1000 * quantity + (1000 * quantity > 2999 ? 0 : 199),
        },
      });
    const stockOf = async (id: number) => (await snapshot()).find((row) => row.id === id)?.quantity;

    it('changes the stock by what the file changed, keeping the units ordered since the export', async () => {
      const id = await createProduct({ title: 'Stocked ring', price: 1000, quantity: 10 });
      const [row] = rowsOf((await exportCsv()).body).filter((cells) => cells.id === String(id));
      expect((await order(id, 2)).statusCode).toBe(201);
      expect(await stockOf(id)).toBe(8);

      // 10 → 15 in the file: five more on the shelf than when exported.
      expect(await apply(csvOf([{ ...row, quantity: '15' }]))).toMatchObject({
        updated: 1,
        changes: [{ line: 2, id, title: 'Stocked ring', action: 'update', columns: ['quantity'] }],
      });
      expect(await stockOf(id)).toBe(13);

      // Without the stock at export, the quantity is set as written.
      expect(
        await apply(csvOf([{ ...row, quantity: '15', quantity_at_export: '' }])),
      ).toMatchObject({ updated: 1 });
      expect(await stockOf(id)).toBe(15);
      // A fall below zero stops at zero.
      await apply(csvOf([{ ...row, quantity: '0', quantity_at_export: '100' }]));
      expect(await stockOf(id)).toBe(0);
    });

    it('loses no order placed while an import runs', async () => {
      const id = await createProduct({ title: 'Busy ring', price: 1000, quantity: 10 });
      const [row] = rowsOf((await exportCsv()).body).filter((cells) => cells.id === String(id));
      const [imported, ordered] = await Promise.all([
        send(csvOf([{ ...row, quantity: '20' }]), false),
        order(id, 3),
      ]);
      expect(imported.statusCode).toBe(200);
      expect(ordered.statusCode).toBe(201);
      expect(await stockOf(id)).toBe(10 + 10 - 3);
    });
  });

  describe('limits', () => {
    it('answers 413 for a file over the limit and 400 for a body that is not a CSV', async () => {
      const large = await send(Buffer.alloc(PRODUCT_IMPORT_MAX_BYTES + 1, 'a'), true);
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({
        message: 'The file is larger than 5 MB: split it and import each part',
      });

      const json = await adminPost(t, '/api/admin/products/import', { title: 'x' });
      expect(json.statusCode).toBe(400);
      expect(json.json<{ message: string }>().message).toBe(
        'body: Send the CSV file as the body, with Content-Type: text/csv',
      );

      const badFlag = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import?dry_run=maybe',
        headers: { ...t.auth, 'content-type': 'text/csv' },
        payload: HEADING,
      });
      expect(badFlag.statusCode).toBe(400);
      expect(badFlag.json<{ message: string }>().message).toBe('dry_run: Must be true or false');

      const nul = await send(`${HEADING}\r\n\u0000`, true);
      expect(nul.statusCode).toBe(400);
    });

    it('reads at most PRODUCT_IMPORT_MAX_ROWS products from one file', async () => {
      const row = csvRow(['', 'T', 'D', 'Bags', '', '1', '', '', '', '1', '', gold, '', '']);
      const csv = `${HEADING}\r\n${row.repeat(PRODUCT_IMPORT_MAX_ROWS + 1)}`;
      expect((await dryRun(csv)).errors).toEqual([
        {
          line: PRODUCT_IMPORT_MAX_ROWS + 2,
          column: '',
          message: 'A file holds at most 10,000 products: split it',
        },
      ]);
    });

    it('checks a file’s images against one listing of the storage, not a lookup per name', async () => {
      // The real disk storage of this app, counted: every call goes through to it.
      const storage = await createDiskImageStorage(t.config.dataDir);
      const calls: Record<string, number> = {};
      const counted = new Proxy(storage, {
        get(target, key: string) {
          const value = Reflect.get(target, key) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls[key] = (calls[key] ?? 0) + 1;
            return (value as (...args: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const importer = createProductsImport({
        db: t.db,
        images: createImageStore(counted),
        catalogueChanged: () => undefined,
      });
      const missing = Array.from({ length: 300 }, () => `${randomUUID()}.webp`);
      const rows = missing.map((name, index) =>
        newRow({ images: index % 2 === 0 ? `${gold}|${name}` : name, colours: '' }),
      );
      const plan = await importer.dryRun(csvOf(rows));
      expect(calls).toEqual({ list: 1 });
      expect(plan.errorCount).toBe(300);
      expect(plan.errors[1]).toEqual({
        line: 3,
        column: 'images',
        message: `Image ${missing[1]} has not been uploaded`,
      });

      const uploaded = await importer.dryRun(csvOf([newRow({ images: `${gold}|${silver}` })]));
      expect(uploaded).toMatchObject({ errorCount: 0, created: 1 });
      expect(calls).toEqual({ list: 2 });
    });

    it('refuses a file naming more different images than PRODUCT_IMPORT_MAX_IMAGES', async () => {
      const perRow = 6;
      const rowCount = Math.ceil((PRODUCT_IMPORT_MAX_IMAGES + 1) / perRow);
      const rows = Array.from({ length: rowCount }, () =>
        newRow({
          images: Array.from({ length: perRow }, () => `${randomUUID()}.webp`).join('|'),
          colours: '',
        }),
      );
      expect((await dryRun(csvOf(rows))).errors).toEqual([
        {
          line: rowCount + 1,
          column: 'images',
          message: 'A file names at most 20,000 different images: split it',
        },
      ]);
    });

    it('is for signed-in staff only, and a dry run is the default', async () => {
      const before = await snapshot();
      for (const request of [
        { method: 'GET' as const, url: '/api/admin/products/export' },
        { method: 'POST' as const, url: '/api/admin/products/import?dry_run=false' },
      ]) {
        const response = await t.app.inject({
          ...request,
          headers: { 'content-type': 'text/csv' },
          payload: request.method === 'POST' ? csvOf([newRow()]) : undefined,
        });
        expect(response.statusCode).toBe(401);
      }
      const undecided = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...t.auth, 'content-type': 'text/csv; charset=utf-8' },
        payload: csvOf([newRow()]),
      });
      expect(undecided.json()).toMatchObject({ dryRun: true, created: 1 });
      expect(await snapshot()).toEqual(before);
    });
  });
});
