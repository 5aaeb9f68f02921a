import { describe, expect, it } from 'vitest';
import { flagField, jewelrySubTypeSchema, productTypeSchema } from './fields.schema';
import { allMessages } from './test-helpers';

describe('flagField', () => {
  it.each([
    ['Active', 'Active'],
    ['active', 'Active'],
    [' INACTIVE ', 'Inactive'],
    [true, 'Active'],
    [false, 'Inactive'],
  ])('%j → %s', (input, flag) => {
    expect(flagField.parse(input)).toBe(flag);
  });

  it('rejects anything else', () => {
    expect(allMessages(flagField, 'yes')).toEqual(['Must be Active or Inactive']);
  });
});

describe('product types', () => {
  it('knows the spec’s types and jewelry sub-types', () => {
    expect(productTypeSchema.options).toEqual(['Jewelry', 'Bags']);
    expect(allMessages(productTypeSchema, 'Shoes')).toEqual(['Type must be Jewelry or Bags']);
    expect(jewelrySubTypeSchema.parse('Matha Pati')).toBe('Matha Pati');
    expect(allMessages(jewelrySubTypeSchema, 'Necklaces')).toEqual([
      'Sub type must be one of Earrings, Rings, Pendants, Anklets, Matha Pati, Bindiya, Bangles, Bracelets',
    ]);
  });
});
