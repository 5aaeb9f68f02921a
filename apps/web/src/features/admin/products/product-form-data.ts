import type { Product } from '@shop/domain/schemas/product.schema';
import type { ProductFormOutput } from './product-form.schema';

export type ProductFormMode = { kind: 'create' } | { kind: 'update'; product: Product };

/**
 * The multipart body of POST /api/products/create and /update/:id (spec §7): repeated `images` (stored
 * file names) with their `imageColors` by position, add-ons as a JSON string. A new product's
 * discounted_price equals its price. An edit keeps the current discount unless the price changed: a
 * discount computed from the old price would be wrong, so it starts again from the new price.
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
  body.append('quantity', String(values.quantity));
  body.append('type', values.type);
  body.append('sub_type', values.type === 'Jewelry' ? values.sub_type : '');
  body.append('top_featured', values.top_featured);
  body.append('addOns', JSON.stringify(values.addOns));
  imageNames.forEach((name, index) => {
    body.append('images', name);
    body.append('imageColors', values.images[index]?.color ?? '');
  });

  if (mode.kind === 'create') {
    body.append('discounted_price', String(values.price));
  } else {
    body.append('show_price', values.show_price);
    // The stock this form showed: the server adds the difference to today's stock (orders may have
    // taken units since the form opened).
    body.append('quantity_was', String(mode.product.quantity));
    if (values.price !== mode.product.price) body.append('discounted_price', String(values.price));
  }
  return body;
}
