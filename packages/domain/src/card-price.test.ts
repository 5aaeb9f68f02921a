import { describe, expect, it } from 'vitest';
import { cardPrice } from './card-price';

const product = { price: 1000, discounted_price: 900, quantity: 7 };

describe('cardPrice', () => {
  it("shows the product's prices when it has no variants, sold out at quantity 0", () => {
    expect(cardPrice(product, undefined)).toEqual({
      price: 1000,
      discountedPrice: 900,
      from: false,
      soldOut: false,
    });
    expect(cardPrice({ ...product, quantity: 0 }, []).soldOut).toBe(true);
  });

  it('shows one price when every variant costs the same, its own price included', () => {
    expect(cardPrice(product, [{ quantity: 2 }, { quantity: 5 }])).toEqual({
      price: 1000,
      discountedPrice: 900,
      from: false,
      soldOut: false,
    });
    expect(
      cardPrice(product, [
        { quantity: 2, price: 1200 },
        { quantity: 1, price: 1200 },
      ]),
    ).toEqual({ price: 1200, discountedPrice: 1200, from: false, soldOut: false });
  });

  it("shows 'from' the lowest price of a variant in stock, its sale price where it has one", () => {
    expect(
      cardPrice(product, [
        { quantity: 3, price: 1500 },
        { quantity: 1, price: 1400, discounted_price: 1100 },
        { quantity: 4 },
      ]),
    ).toEqual({ price: 1000, discountedPrice: 900, from: true, soldOut: false });
    expect(
      cardPrice(product, [
        { quantity: 3, price: 1500 },
        { quantity: 1, price: 1400, discounted_price: 800 },
      ]),
    ).toEqual({ price: 1400, discountedPrice: 800, from: true, soldOut: false });
  });

  it('leaves a sold-out variant’s price out: the rest may cost the same', () => {
    expect(
      cardPrice(product, [
        { quantity: 0, price: 500 },
        { quantity: 2, price: 1500 },
        { quantity: 1, price: 1500 },
      ]),
    ).toEqual({ price: 1500, discountedPrice: 1500, from: false, soldOut: false });
  });

  it('is sold out when every variant is, showing the lowest price of them all', () => {
    expect(
      cardPrice({ ...product, quantity: 0 }, [
        { quantity: 0, price: 1500 },
        { quantity: 0, price: 1200 },
      ]),
    ).toEqual({ price: 1200, discountedPrice: 1200, from: true, soldOut: true });
  });
});
