import { cardPrice } from '@shop/domain/card-price';
import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import type { ProductCardData } from '../../../components/product-card';

/** The card's price and Sold out, from the variants when the answer has them (cardPrice). */
function priced(product: ProductCard | Product) {
  const shown = cardPrice(product, product.variants);
  return {
    price: shown.price,
    discounted_price: shown.discountedPrice,
    fromPrice: shown.from,
    soldOut: shown.soldOut,
  };
}

/** What a product card shows: the first image, the price a shopper pays and the show_price flag. */
export function toCardData(product: Product): ProductCardData {
  return {
    id: product.id,
    title: product.title,
    show_price: product.show_price,
    image: product.images[0] ?? null,
    ...priced(product),
  };
}

/** The same from a card of the catalogue API, which names its first image already. */
export function fromCatalogueCard(card: ProductCard): ProductCardData {
  return {
    id: card.id,
    title: card.title,
    show_price: card.show_price,
    image: card.image || null,
    ...priced(card),
  };
}
