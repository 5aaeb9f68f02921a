import type { Product } from '@shop/domain/schemas/product.schema';
import type { ProductCardData } from '../../../components/product-card';
import { imageUrl } from '../../../lib/api-client';

/** What a product card shows: the first image, the prices and the show_price flag. */
export function toCardData(product: Product): ProductCardData {
  const first = product.images[0];
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    discounted_price: product.discounted_price,
    show_price: product.show_price,
    imageSrc: first ? imageUrl(first) : '',
  };
}
