/**
 * The products CSV import (issue #12). A dry run answers what the import would create, update and
 * leave unchanged, and every problem with its line and column, changing nothing. The import itself
 * applies every row in one transaction, and only when no row has a problem: an owner expects all or
 * nothing. Images are checked before the transaction (file work never runs inside one), against one
 * listing of the image storage rather than a lookup per name; the products a file updates are then
 * locked, so an order placed meanwhile either happens before the import (and the stock change applies
 * to what it left) or waits for it.
 */
import {
  PRODUCT_IMPORT_LISTED_MAX,
  PRODUCT_IMPORT_MAX_IMAGES,
  PRODUCT_IMPORT_MAX_ROWS,
} from '@shop/domain/constants';
import type {
  ImportProblem,
  ProductImportResult,
} from '@shop/domain/schemas/product-import.schema';
import type { Database } from '../../db/client';
import { CsvSyntaxError, parseCsv } from '../../csv/csv-reader';
import { importRefused } from '../../csv/import-refused';
import type { ImageStore } from '../../plugins/images';
import { readProductsCsv, type ProductCsvRow } from './products-csv';
import { createProductsRepository } from './products.repository';
import { imageNotUploaded, isColourOnly } from './products.service';
import { createInventory, type StockContext } from '../inventory/inventory';
import { createProductVariants } from './product-variants';
import { variantsByProduct } from './products.service';
import { planOf, type Plan, type Stored } from './products-import-plan';

function byLine(a: ImportProblem, b: ImportProblem): number {
  return a.line - b.line;
}

function resultOf(plan: Plan, dryRun: boolean): ProductImportResult {
  return {
    dryRun,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    changes: plan.changes.slice(0, PRODUCT_IMPORT_LISTED_MAX),
    errors: plan.problems.slice(0, PRODUCT_IMPORT_LISTED_MAX),
    errorCount: plan.problems.length,
  };
}

export function createProductsImport(deps: {
  db: Database;
  images: ImageStore;
  /** Called after an import that changed the catalogue. */
  catalogueChanged: () => void;
}) {
  /** The rows of the file that pass the form's rules, and every problem of the others. */
  async function readFile(
    csv: string,
  ): Promise<{ rows: ProductCsvRow[]; problems: ImportProblem[] }> {
    let reading;
    try {
      reading = parseCsv(csv, PRODUCT_IMPORT_MAX_ROWS + 1);
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      return { rows: [], problems: [{ line: error.line, column: '', message: error.message }] };
    }
    if (reading.truncated) {
      const message = `A file holds at most ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-US')} products: split it`;
      return { rows: [], problems: [{ line: PRODUCT_IMPORT_MAX_ROWS + 2, column: '', message }] };
    }
    const { rows, problems } = readProductsCsv(reading.records);
    const tooMany = tooManyImages(rows);
    if (tooMany) return { rows: [], problems: [tooMany] };
    const uploaded = await deps.images.storedAmong(rows.flatMap((row) => row.body.images));
    const withImages: ProductCsvRow[] = [];
    for (const row of rows) {
      const missing = row.body.images.find((name) => !uploaded.has(name));
      if (missing === undefined) withImages.push(row);
      else problems.push({ line: row.line, column: 'images', message: imageNotUploaded(missing) });
    }
    return { rows: withImages, problems };
  }

  /**
   * The row at which the file names more different images than one import checks, if it does. (The
   * store is listed once whatever the number; the cap keeps one request's work in proportion.)
   */
  function tooManyImages(rows: ProductCsvRow[]): ImportProblem | undefined {
    const names = new Set<string>();
    for (const row of rows) {
      for (const name of row.body.images) names.add(name);
      if (names.size > PRODUCT_IMPORT_MAX_IMAGES) {
        const message = `A file names at most ${PRODUCT_IMPORT_MAX_IMAGES.toLocaleString('en-US')} different images: split it`;
        return { line: row.line, column: 'images', message };
      }
    }
    return undefined;
  }

  const skusOf = (rows: ProductCsvRow[]) =>
    rows.flatMap((row) => (row.body.variants ?? []).flatMap((variant) => variant.sku ?? []));

  /** The products and variants the rows name (by id or SKU); `lock` holds them as writers of stock do. */
  async function storedFor(db: Database, rows: ProductCsvRow[], lock: boolean): Promise<Stored> {
    const repository = createProductsRepository(db);
    const withSkus = await repository.variantsWithSkus(skusOf(rows));
    const ids = [
      ...new Set([
        ...rows.flatMap((row) => (row.id === null ? [] : [row.id])),
        ...withSkus.map((variant) => variant.productId),
      ]),
    ];
    if (lock) await createInventory(db).lockProducts(ids);
    const products = await repository.findByIds(ids);
    return {
      products: new Map(products.map((product) => [product.id, product])),
      variants: await variantsByProduct(db, ids),
      bySku: new Map(withSkus.map((variant) => [variant.sku.toLowerCase(), variant])),
    };
  }

  /** The file read and planned against the products as they are now, without holding them. */
  async function check(csv: string): Promise<{ rows: ProductCsvRow[]; plan: Plan }> {
    const { rows, problems } = await readFile(csv);
    const plan = planOf(rows, await storedFor(deps.db, rows, false));
    plan.problems = [...problems, ...plan.problems].sort(byLine);
    return { rows, plan };
  }

  return {
    async dryRun(csv: string): Promise<ProductImportResult> {
      return resultOf((await check(csv)).plan, true);
    },

    /** Imports the file; `actor` (the staff's e-mail) is written on the stock's movements. */
    async apply(csv: string, actor: string): Promise<ProductImportResult> {
      const checked = await check(csv);
      if (checked.plan.problems.length > 0) throw importRefused(checked.plan.problems);
      // Planned again on the locked products: what is written is measured against what is there.
      const plan = await deps.db.transaction(async (tx) => {
        const products = createProductsRepository(tx);
        const inventory = createInventory(tx);
        // The products and their variants locked as every writer of stock locks them.
        const stored = await storedFor(tx, checked.rows, true);
        const variants = await inventory.lockProducts([...stored.products.keys()]);
        const planned = planOf(checked.rows, stored);
        // A product deleted since the check: the transaction ends and nothing is written.
        if (planned.problems.length > 0) throw importRefused(planned.problems);
        const context: StockContext = { reason: 'import', actor };
        const productVariants = createProductVariants(inventory);
        const created = await products.insertMany(planned.creates);
        for (const [index, product] of created.entries()) {
          const inputs = planned.createVariants[index];
          if (inputs) {
            await productVariants.fromInput(product.id, [], inputs, product.options, context);
            continue;
          }
          const options = await productVariants.fromColours(
            product,
            planned.creates[index]?.quantity ?? 0,
            context,
          );
          if (options.length > 0) await products.update(product.id, { options });
        }
        await products.updateMany(planned.updates);
        for (const update of planned.updates) {
          const inputs = planned.updateVariants.get(update.id);
          const own = variants.filter((variant) => variant.productId === update.id);
          if (inputs) {
            await productVariants.fromInput(update.id, own, inputs, update.options, context);
            continue;
          }
          if (!isColourOnly(update.options)) continue;
          const options = await productVariants.followColours(
            update.id,
            own,
            update.imageColors,
            { set: update.quantity },
            context,
          );
          await products.update(update.id, { options });
        }
        return planned;
      });
      if (plan.creates.length > 0 || plan.updates.length > 0) deps.catalogueChanged();
      return resultOf(plan, false);
    },
  };
}
