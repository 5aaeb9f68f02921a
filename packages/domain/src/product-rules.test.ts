import { describe, expect, it } from 'vitest';
import { pictureTagProblems, productRuleProblems } from './product-rules';

const messages = (problems: { path: (string | number)[]; message: string }[]) =>
  Object.fromEntries(problems.map((each) => [each.path.join('.'), each.message]));

describe('the product rules', () => {
  it('keeps the sale price within the price, and the sub type for Jewelry only', () => {
    expect(
      messages(productRuleProblems({ price: 100, discounted_price: 120, type: 'Jewelry' })),
    ).toEqual({
      discounted_price: 'Discounted price must not exceed the price',
      sub_type: 'Sub type is required for Jewelry',
    });
    expect(messages(productRuleProblems({ type: 'Bags', sub_type: 'Rings' }))).toEqual({
      sub_type: 'Bags have no sub type',
    });
    // Only what is known is checked: an update naming the sale price alone.
    expect(productRuleProblems({ discounted_price: 120 })).toEqual([]);
  });

  it('gives each colour an image', () => {
    expect(messages(productRuleProblems({ images: ['a'], imageColors: ['Red', 'Green'] }))).toEqual(
      { imageColors: 'Each colour must belong to an image' },
    );
  });

  it('names each option once and each combination once, with the options', () => {
    expect(
      messages(
        productRuleProblems({
          options: ['Style', 'style '],
          variants: [{ options: { style: 'Tote' } }],
        }),
      ),
    ).toEqual({
      'options.1': 'Each option is named once',
      'variants.0.options': 'Each variant names a value for Style, style ',
    });
    expect(
      messages(
        productRuleProblems({
          options: ['Style'],
          variants: [{ options: { style: 'Tote' } }, { options: { style: ' tote' } }],
        }),
      ),
    ).toEqual({ 'variants.1.options': 'Two variants have the same values' });
    expect(messages(productRuleProblems({ variants: [{ options: {} }] }))).toEqual({
      options: 'Options are required with variants',
    });
  });

  it("keeps a variant's sale price within its own price, else the product's", () => {
    const variants = [
      { options: { style: 'Clutch' }, price: 80, discounted_price: 90 },
      { options: { style: 'Tote' }, discounted_price: 110 },
      { options: { style: 'Satchel' }, discounted_price: 90 },
    ];
    expect(messages(productRuleProblems({ price: 100, options: ['Style'], variants }))).toEqual({
      'variants.0.discounted_price': 'Sale price must not exceed the price',
      'variants.1.discounted_price': 'Sale price must not exceed the price',
    });
  });

  it('refuses a change of stock for a new variant', () => {
    expect(
      messages(productRuleProblems({ options: [], variants: [{ options: {}, quantity_was: 3 }] })),
    ).toEqual({ 'variants.0.quantity_was': 'A new variant has no stock to change from' });
  });

  it("asks each image's colour to be one of the Colour option's; other options' tags are free", () => {
    expect(messages(pictureTagProblems(['Red', 'blue', ''], ['Size', 'Colour'], ['Red']))).toEqual({
      'imageColors.1': 'Choose one of the colours: Red',
    });
    expect(pictureTagProblems(['Gold'], ['Size'], ['2.4'])).toEqual([]);
    expect(pictureTagProblems(['Gold'], [], [])).toEqual([]);
  });
});
