/**
 * A product's variants as its editors write them, through the inventory (the one owner of stock):
 * the product form's options and variants, and the spec's clients, the import and the demo, which
 * know colours and one stock only (decision 0024: a product made from colours gets a variant per
 * colour, and its stock goes to the first unless the variants say otherwise).
 */
import { toPaisa } from '@shop/domain/money';
import type { VariantInput } from '@shop/domain/schemas/variant-input.schema';
import {
  defaultSku,
  optionsKey,
  variantsForColours,
  type VariantOptions,
} from '@shop/domain/variants';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import type { VariantRow } from '../inventory/inventory.repository';
import type { Inventory, StockContext } from '../inventory/inventory';

/** How the stock of a product without variant-level numbers changes: set, or moved by a delta. */
export type StockChange = { set: number } | { by: number } | null;

const SKU_TAKEN = 'This SKU is used by another variant. Please choose another.';

/** SKUs for new variants: each the default unless typed, two defaults of one product never alike. */
function skusFor(
  productId: number,
  wanted: { sku?: string; options: VariantOptions }[],
  optionNames: readonly string[],
  taken: readonly string[],
): string[] {
  const used = new Set(taken.map((sku) => sku.toLowerCase()));
  return wanted.map((variant, index) => {
    let sku = variant.sku || defaultSku(productId, variant.options, optionNames);
    if (!variant.sku && used.has(sku.toLowerCase())) sku = `${sku}-${index + 1}`;
    used.add(sku.toLowerCase());
    return sku;
  });
}

/** A unique violation of the SKUs as the 400 the form shows on its field. */
async function withSkuCheck<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'product_variants_sku_unique')) {
      throw AppError.invalidField(field, SKU_TAKEN);
    }
    throw error;
  }
}

function inOrder(variants: readonly VariantRow[]): VariantRow[] {
  return [...variants].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Applies a product-level stock change to its variants: a set or a rise goes to the first variant (a
 * set keeps the others), a fall is taken from the variants in their order, none below 0.
 */
async function spreadStock(
  inventory: Inventory,
  variants: readonly VariantRow[],
  change: StockChange,
  context: StockContext,
) {
  if (change === null || variants.length === 0) return;
  const ordered = inOrder(variants);
  const first = ordered[0] as VariantRow;
  const total = ordered.reduce((sum, variant) => sum + variant.quantity, 0);
  let delta = 'set' in change ? change.set - total : change.by;
  if (delta >= 0) {
    await inventory.setStock(first.id, first.quantity + delta, context);
    return;
  }
  for (const variant of ordered) {
    if (delta === 0) break;
    const taken = Math.min(variant.quantity, -delta);
    if (taken > 0) await inventory.setStock(variant.id, variant.quantity - taken, context);
    delta += taken;
  }
}

export function createProductVariants(inventory: Inventory) {
  return {
    /**
     * A product made from colours gets one variant per colour: a single stock sits on the first
     * (decision 0024), a list gives each colour its own, in order. Answers the option names.
     */
    async fromColours(
      product: { id: number; imageColors: readonly string[] },
      stock: number | readonly number[],
      context: StockContext,
    ): Promise<string[]> {
      const { optionNames, variants } = variantsForColours(product);
      const skus = skusFor(
        product.id,
        variants.map((options) => ({ options })),
        optionNames,
        [],
      );
      await withSkuCheck('sku', () =>
        inventory.addVariants(
          variants.map((options, index) => ({
            productId: product.id,
            sku: skus[index] as string,
            options,
            position: index,
            quantity: typeof stock === 'number' ? (index === 0 ? stock : 0) : (stock[index] ?? 0),
          })),
          context,
        ),
      );
      return optionNames;
    },

    /**
     * Brings the variants of a product whose only option is its colour (or none) in line with its
     * colours after the spec's form or the import edited them: a kept colour keeps its variant and
     * stock, a renamed one takes over a dropped one's, a dropped colour's stock moves to the first
     * variant, a new colour starts at 0. Then the product-level stock change. Answers the option names.
     */
    async followColours(
      productId: number,
      current: readonly VariantRow[],
      imageColors: readonly string[],
      stock: StockChange,
      context: StockContext,
    ): Promise<string[]> {
      const { optionNames, variants: wanted } = variantsForColours({ imageColors });
      const left = inOrder(current);
      const kept: (VariantRow | undefined)[] = wanted.map((options) => {
        const index = left.findIndex(
          (variant) => optionsKey(variant.options) === optionsKey(options),
        );
        return index >= 0 ? left.splice(index, 1)[0] : undefined;
      });
      for (const [index, options] of wanted.entries()) {
        if (kept[index] || left.length === 0) continue;
        const renamed = left.shift() as VariantRow;
        await inventory.updateVariant(renamed.id, { options });
        renamed.options = options;
        kept[index] = renamed;
      }
      const added = wanted.flatMap((options, index) => (kept[index] ? [] : [{ options, index }]));
      const skus = skusFor(
        productId,
        added,
        optionNames,
        current.map((variant) => variant.sku),
      );
      const inserted = await withSkuCheck('sku', () =>
        inventory.addVariants(
          added.map((variant, index) => ({
            productId,
            sku: skus[index] as string,
            options: variant.options,
            position: variant.index,
            quantity: 0,
          })),
          context,
        ),
      );
      for (const [index, variant] of added.entries()) kept[variant.index] = inserted[index];
      const ordered = kept.filter((variant): variant is VariantRow => variant !== undefined);
      for (const [position, variant] of ordered.entries()) {
        if (variant.position !== position) await inventory.updateVariant(variant.id, { position });
        variant.position = position;
      }
      const dropped = left.reduce((sum, variant) => sum + variant.quantity, 0);
      const first = ordered[0];
      if (dropped > 0 && first) {
        for (const variant of left) await inventory.setStock(variant.id, 0, context);
        await inventory.setStock(first.id, first.quantity + dropped, context);
      }
      await inventory.removeVariants(left.map((variant) => variant.id));
      await spreadStock(inventory, ordered, stock, context);
      return optionNames;
    },

    /**
     * The variants as the product form sends them: listed ones with an id are edited (a stock with
     * `quantity_was` is a change to the stock now), new ones added, the others removed.
     */
    async fromInput(
      productId: number,
      current: readonly VariantRow[],
      inputs: readonly VariantInput[],
      optionNames: readonly string[],
      context: StockContext,
    ): Promise<void> {
      const byId = new Map(current.map((variant) => [variant.id, variant]));
      const listed = new Set<number>();
      inputs.forEach((input, index) => {
        if (input.id === undefined) return;
        if (!byId.has(input.id)) {
          throw AppError.invalidField(`variants.${index}.id`, 'This product has no such variant');
        }
        listed.add(input.id);
      });
      const removed = current.filter((variant) => !listed.has(variant.id));
      // Removed first, so a new variant may take a removed one's values or SKU.
      await inventory.removeVariants(removed.map((variant) => variant.id));
      const prices = (input: VariantInput) => ({
        price: input.price == null ? null : toPaisa(input.price),
        discountedPrice: input.discounted_price == null ? null : toPaisa(input.discounted_price),
      });
      const skus = skusFor(
        productId,
        inputs.map((input) => ({ sku: input.sku, options: input.options })),
        optionNames,
        current.filter((variant) => listed.has(variant.id)).map((variant) => variant.sku),
      );
      for (const [index, input] of inputs.entries()) {
        if (input.id === undefined) continue;
        const variant = byId.get(input.id) as VariantRow;
        await withSkuCheck(`variants.${index}.sku`, () =>
          inventory.updateVariant(variant.id, {
            sku: input.sku || variant.sku,
            options: input.options,
            position: index,
            ...prices(input),
          }),
        );
        const target =
          input.quantity_was === undefined
            ? input.quantity
            : variant.quantity + input.quantity - input.quantity_was;
        await inventory.setStock(variant.id, target, context);
      }
      for (const [index, input] of inputs.entries()) {
        if (input.id !== undefined) continue;
        await withSkuCheck(`variants.${index}.sku`, () =>
          inventory.addVariants(
            [
              {
                productId,
                sku: skus[index] as string,
                options: input.options,
                position: index,
                quantity: input.quantity,
                ...prices(input),
              },
            ],
            context,
          ),
        );
      }
    },
  };
}
