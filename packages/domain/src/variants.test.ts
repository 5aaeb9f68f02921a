import { describe, expect, it } from 'vitest';
import {
  defaultSku,
  optionsKey,
  variantForColour,
  variantName,
  variantPrices,
  variantsForColours,
} from './variants';
import { clampedDelta } from './stock';
import { PRODUCT_STOCK_MAX } from './constants';

describe('variants', () => {
  it('makes one variant per colour, each once in its first spelling, or one without options', () => {
    expect(variantsForColours({ imageColors: ['Red', ' green', 'red ', ''] })).toEqual({
      optionNames: ['Colour'],
      variants: [{ colour: 'Red' }, { colour: 'green' }],
    });
    expect(variantsForColours({ imageColors: [] })).toEqual({ optionNames: [], variants: [{}] });
  });

  it("names a variant by its values in the product's option order, and makes its SKU", () => {
    const names = ['Colour', 'Size'];
    expect(variantName({ size: '2.4', colour: 'Gold' }, names)).toBe('Gold / 2.4');
    expect(defaultSku(12, { size: '2.4', colour: 'Rosé gold' }, names)).toBe('P12-ROSE-GOLD-2-4');
    expect(defaultSku(7, {}, [])).toBe('P7');
  });

  it('finds the variant of a colour in any spelling; none chosen is the first; sizes make it ambiguous', () => {
    const variants = [
      { id: 1, options: { colour: 'Gold' } },
      { id: 2, options: { colour: 'Silver' } },
    ];
    expect(variantForColour(variants, ' silver')).toEqual(variants[1]);
    expect(variantForColour(variants, '')).toEqual(variants[0]);
    expect(variantForColour(variants, 'Blue')).toBeNull();
    const sized = [
      { id: 3, options: { colour: 'Red', size: '2.4' } },
      { id: 4, options: { colour: 'Red', size: '2.6' } },
    ];
    expect(variantForColour(sized, 'Red')).toBe('ambiguous');
    expect(variantForColour([{ id: 5, options: {} }], '')).toEqual({ id: 5, options: {} });
  });

  it("prices a variant at its own price where it has one, else at the product's", () => {
    const product = { price: 150000, discountedPrice: 120000 };
    expect(variantPrices(product, { price: null, discountedPrice: null })).toEqual(product);
    expect(variantPrices(product, { price: 180000, discountedPrice: null })).toEqual({
      price: 180000,
      discountedPrice: 180000,
    });
    expect(variantPrices(product, { price: null, discountedPrice: 100000 })).toEqual({
      price: 150000,
      discountedPrice: 100000,
    });
  });

  it('compares values in any case and key order', () => {
    expect(optionsKey({ size: '2.4', colour: 'Red' })).toBe(
      optionsKey({ colour: 'red ', size: '2.4' }),
    );
  });
});

describe('clampedDelta, the one clamp', () => {
  it('keeps stock within 0 and the most a variant may hold, answering what it applied', () => {
    expect(clampedDelta(3, 2)).toBe(2);
    expect(clampedDelta(3, -5)).toBe(-3);
    expect(clampedDelta(PRODUCT_STOCK_MAX - 1, 5)).toBe(1);
  });
});
