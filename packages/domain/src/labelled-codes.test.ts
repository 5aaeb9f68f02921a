import { describe, expect, expectTypeOf, it } from 'vitest';
import { labelledCodes } from './labelled-codes';

describe('labelledCodes', () => {
  const sizes = labelledCodes([
    ['small', 'Small'],
    ['large', 'Large (2.8)'],
  ]);

  it('lists the codes in the order written, each labelled', () => {
    expect(sizes.codes).toEqual(['small', 'large']);
    expect(sizes.labels).toEqual({ small: 'Small', large: 'Large (2.8)' });
  });

  it('types the codes as the tuple `as const` would, and the labels as a record of them', () => {
    expectTypeOf(sizes.codes).toEqualTypeOf<readonly ['small', 'large']>();
    expectTypeOf(sizes.labels).toEqualTypeOf<Record<'small' | 'large', string>>();
  });
});
