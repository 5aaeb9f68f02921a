import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain/schemas/product.schema';
import { restoredLines } from './restore-lines';

const product = {
  id: 7,
  title: 'Kundan Kangan',
  price: 3500,
  discounted_price: 3100,
  quantity: 3,
  images: ['/images/gold.jpg', '/images/silver.jpg'],
  imageColors: ['Gold', 'Silver'],
  type: 'Jewelry',
  sub_type: 'Bangles',
} as unknown as Product;

describe('the lines a reminder’s link puts back', () => {
  it('rebuilds each line from the product as it is now, the quantity cut to the stock', () => {
    const [line, ...rest] = restoredLines(
      [{ id: 7, selectedColor: 'Silver', quantity: 5 }],
      [product],
    );
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      id: 7,
      title: 'Kundan Kangan',
      selectedColor: 'Silver',
      quantity: 3,
      max_quantity: 3,
      discounted_price: 3100,
      imageToShow: '/images/silver.jpg',
    });
  });

  it('leaves out a product that is gone, a variant that is gone and a product sold out', () => {
    expect(
      restoredLines(
        [
          { id: 8, selectedColor: '', quantity: 1 },
          { id: 7, selectedColor: 'Gold', variantId: 99, quantity: 1 },
        ],
        [product],
      ),
    ).toEqual([]);
    expect(
      restoredLines([{ id: 7, selectedColor: 'Gold', quantity: 1 }], [{ ...product, quantity: 0 }]),
    ).toEqual([]);
  });
});
