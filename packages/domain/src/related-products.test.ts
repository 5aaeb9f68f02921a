import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawRelatedProducts } from './related-products';

const card = (id: number, type: string) => ({ id, type });

describe('drawRelatedProducts', () => {
  it('draws 4 distinct candidates, every one of the same type before any other', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 14 }),
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        (ids, sameType) => {
          const candidates = ids.map((id, i) => card(id, sameType[i] ? 'Jewelry' : 'Bags'));
          const drawn = drawRelatedProducts(candidates, 'Jewelry');
          expect(drawn).toHaveLength(Math.min(4, candidates.length));
          expect(new Set(drawn.map((c) => c.id)).size).toBe(drawn.length);
          const jewelry = candidates.filter((c) => c.type === 'Jewelry').length;
          const firstOther = drawn.findIndex((c) => c.type !== 'Jewelry');
          expect(firstOther === -1 ? drawn.length : firstOther).toBe(Math.min(jewelry, 4));
        },
      ),
    );
  });

  it('draws differently from one visit to the next', () => {
    const candidates = Array.from({ length: 12 }, (_, i) => card(i + 1, 'Bags'));
    const draws = new Set(
      Array.from({ length: 20 }, () =>
        drawRelatedProducts(candidates, 'Bags')
          .map((c) => c.id)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });
});
