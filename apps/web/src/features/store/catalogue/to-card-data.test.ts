import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import { describe, expect, it } from 'vitest';
import { fromCatalogueCard } from './to-card-data';

const card: ProductCard = {
  id: 7,
  title: 'Kundan bangle',
  price: 1000,
  discounted_price: 1000,
  show_price: 'Inactive',
  image: 'bangle.webp',
  quantity: 3,
  type: 'Jewelry',
  sub_type: 'Bangles',
};
const variant = (quantity: number, own: { price?: number; discounted_price?: number } = {}) => ({
  id: quantity,
  sku: `K-${quantity}`,
  options: { colour: 'gold' },
  quantity,
  ...own,
});

describe('fromCatalogueCard', () => {
  it("prices the card from its variants: 'from' the lowest a shopper can buy", () => {
    const shown = fromCatalogueCard({
      ...card,
      variants: [
        variant(0, { price: 600 }),
        variant(1, { price: 1400, discounted_price: 900 }),
        variant(2),
      ],
    });
    expect(shown).toMatchObject({
      price: 1400,
      discounted_price: 900,
      fromPrice: true,
      soldOut: false,
    });
  });

  it('is sold out when every variant is, whatever the product row says', () => {
    expect(fromCatalogueCard({ ...card, variants: [variant(0), variant(0)] }).soldOut).toBe(true);
  });

  it("keeps the product's price and stock on a card without variants (the related products)", () => {
    expect(fromCatalogueCard({ ...card, quantity: 0 })).toMatchObject({
      price: 1000,
      discounted_price: 1000,
      fromPrice: false,
      soldOut: true,
    });
  });
});
