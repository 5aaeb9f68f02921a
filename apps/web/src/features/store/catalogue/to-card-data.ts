import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import type { ProductCardData } from '../../../components/product-card';

/** What a product card shows: the first image, the prices and the show_price flag. */
export function toCardData(product: Product): ProductCardData {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    discounted_price: product.discounted_price,
    show_price: product.show_price,
    image: product.images[0] ?? null,
    soldOut: product.quantity <= 0,
  };
}

/** The same from a card of the catalogue API, which names its first image already. */
export function fromCatalogueCard(card: ProductCard): ProductCardData {
  return {
    id: card.id,
    title: card.title,
    price: card.price,
    discounted_price: card.discounted_price,
    show_price: card.show_price,
    image: card.image || null,
    soldOut: card.quantity <= 0,
  };
}
