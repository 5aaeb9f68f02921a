import type { Product } from '@shop/domain/schemas/product.schema';
import { isColourOnly } from '@shop/domain/variants';
import type { ProductFormOutput } from './product-form.schema';
import { toVariantsBody, usableOptions } from './variant-rows';

export type ProductFormMode = { kind: 'create' } | { kind: 'update'; product: Product };

/**
 * The multipart body of POST /api/products/create and /update/:id (spec §7): repeated `images` (stored
 * file names) with their `imageColors` by position, add-ons as a JSON string. A blank sale price sells
 * at the price. With options, the options and the variant grid (JSON) carry the stock; without, one
 * quantity as the spec's form sends it, the server making a variant per image colour (decision 0024).
 */
export function toProductFormData(
  values: ProductFormOutput,
  imageNames: readonly string[],
  mode: ProductFormMode,
): FormData {
  const body = new FormData();
  body.append('title', values.title);
  body.append('description', values.description);
  body.append('price', String(values.price));
  const sale = values.discounted_price.trim();
  body.append('discounted_price', sale === '' ? String(values.price) : sale);
  body.append('type', values.type);
  body.append('sub_type', values.type === 'Jewelry' ? values.sub_type : '');
  body.append('top_featured', values.top_featured);
  body.append('addOns', JSON.stringify(values.addOns));
  imageNames.forEach((name, index) => {
    body.append('images', name);
    body.append('imageColors', values.images[index]?.color ?? '');
  });
  if (mode.kind === 'update') body.append('show_price', values.show_price);

  const hadOtherOptions = mode.kind === 'update' && !isColourOnly(mode.product.options);
  if (usableOptions(values.options).length === 0 && !hadOtherOptions) {
    body.append('quantity', values.quantity);
    // The stock this form showed: the server adds the difference to today's stock (orders may have
    // taken units since the form opened).
    if (mode.kind === 'update') {
      body.append('quantity_was', String(values.quantityWas ?? mode.product.quantity));
    }
    return body;
  }
  // Options taken off a product with sizes (or another option): it is sold as one variant.
  const grid =
    usableOptions(values.options).length === 0
      ? { options: [], variants: [{ options: {}, quantity: Number(values.quantity) }] }
      : toVariantsBody(values.options, values.variants);
  body.append('options', JSON.stringify(grid.options));
  body.append('variants', JSON.stringify(grid.variants));
  return body;
}
