import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addToCart,
  cartBadgeCount,
  cartBadgeLabel,
  cartTotals,
  decreaseQuantity,
  imageForColour,
  increaseQuantity,
  lineKey,
  matchColour,
  productColours,
  removeLine,
  type CartLineCore,
} from './cart';
import { orderLinesFromCart, refreshLines } from './cart-checkout';

interface Line extends CartLineCore {
  title: string;
  imageToShow: string;
}

function line(overrides: Partial<Line> = {}): Line {
  return {
    id: 1,
    selectedColor: 'gold',
    quantity: 1,
    max_quantity: 5,
    discounted_price: 1500,
    title: 'Kundan earrings',
    imageToShow: 'gold.jpg',
    ...overrides,
  };
}

function freeze<T>(lines: T[]): readonly T[] {
  return Object.freeze(lines.map((l) => Object.freeze(l)));
}

describe('lineKey', () => {
  it('is product id plus colour', () => {
    expect(lineKey({ id: 7, selectedColor: 'red' })).toBe('7:red');
    expect(lineKey({ id: 7, selectedColor: '' })).toBe('7:');
    expect(lineKey({ id: 7, selectedColor: 'red' })).not.toBe(
      lineKey({ id: 7, selectedColor: 'blue' }),
    );
  });

  it('names the variant when the line has one (two sizes of one colour are two lines)', () => {
    expect(lineKey({ id: 7, selectedColor: 'red', variantId: 31 })).toBe('7:red:31');
    expect(lineKey({ id: 7, selectedColor: 'red', variantId: 31 })).not.toBe(
      lineKey({ id: 7, selectedColor: 'red', variantId: 32 }),
    );
  });
});

describe('addToCart', () => {
  it('adds a new line within stock, keeping its extra fields', () => {
    const result = addToCart(freeze([]), line({ quantity: 3 }));
    expect(result).toEqual({ lines: [line({ quantity: 3 })], error: null });
  });

  it('accepts a new line exactly at stock', () => {
    expect(addToCart([], line({ quantity: 5, max_quantity: 5 })).error).toBeNull();
  });

  it('refuses a new line above stock with the max_quantity message', () => {
    const result = addToCart(freeze([]), line({ quantity: 6, max_quantity: 5 }));
    expect(result).toEqual({ lines: [], error: 'Cannot add more items. Only 5 left in stock.' });
  });

  it('sums into the matching line up to max_quantity', () => {
    const start = freeze([line({ quantity: 2 })]);
    const result = addToCart(start, line({ quantity: 3 }));
    expect(result.error).toBeNull();
    expect(result.lines).toEqual([line({ quantity: 5 })]);
    expect(start[0]?.quantity).toBe(2);
  });

  it('refuses a sum above max_quantity, naming what is left', () => {
    const start = freeze([line({ quantity: 3 })]);
    const result = addToCart(start, line({ quantity: 3 }));
    expect(result.error).toBe('Cannot add more items. Only 2 left in stock.');
    expect(result.lines).toEqual([line({ quantity: 3 })]);
  });

  it('says 0 left when the line already holds the whole stock', () => {
    const result = addToCart([line({ quantity: 5 })], line({ quantity: 1 }));
    expect(result.error).toBe('Cannot add more items. Only 0 left in stock.');
  });

  it('checks against the stock the incoming line brings', () => {
    const start = [line({ quantity: 3, max_quantity: 5 })];
    expect(addToCart(start, line({ quantity: 2, max_quantity: 4 }))).toEqual({
      lines: [line({ quantity: 3, max_quantity: 5 })],
      error: 'Cannot add more items. Only 1 left in stock.',
    });
    expect(addToCart(start, line({ quantity: 1, max_quantity: 4 }))).toEqual({
      lines: [line({ quantity: 4, max_quantity: 4 })],
      error: null,
    });
  });

  it('treats another colour as another line', () => {
    const result = addToCart(
      [line({ quantity: 5 })],
      line({ selectedColor: 'silver', quantity: 2 }),
    );
    expect(result.error).toBeNull();
    expect(result.lines.map(lineKey)).toEqual(['1:gold', '1:silver']);
  });

  it.each([0, -1, 1.5, NaN])('rejects a quantity of %s as a programming error', (quantity) => {
    expect(() => addToCart([], line({ quantity }))).toThrow(RangeError);
  });
});

describe('increaseQuantity', () => {
  it('adds 1 below max_quantity', () => {
    const start = freeze([line({ quantity: 4 })]);
    expect(increaseQuantity(start, '1:gold')).toEqual({
      lines: [line({ quantity: 5 })],
      error: null,
    });
    expect(start[0]?.quantity).toBe(4);
  });

  it("says 'Out of Stock' at max_quantity and changes nothing", () => {
    expect(increaseQuantity([line({ quantity: 5 })], '1:gold')).toEqual({
      lines: [line({ quantity: 5 })],
      error: 'Out of Stock',
    });
  });

  it('ignores an unknown key', () => {
    expect(increaseQuantity([line()], '2:gold')).toEqual({ lines: [line()], error: null });
  });
});

describe('decreaseQuantity and removeLine', () => {
  it('subtracts 1 and may reach 0 without removing the line', () => {
    const once = decreaseQuantity(freeze([line({ quantity: 1 })]), '1:gold');
    expect(once).toEqual([line({ quantity: 0 })]);
    expect(decreaseQuantity(once, '1:gold')).toEqual([line({ quantity: 0 })]);
  });

  it('removes only the keyed line', () => {
    const lines = freeze([line(), line({ selectedColor: 'silver' }), line({ id: 2 })]);
    expect(removeLine(lines, '1:silver').map(lineKey)).toEqual(['1:gold', '2:gold']);
    expect(lines).toHaveLength(3);
  });
});

describe('badge', () => {
  it('counts lines, not items', () => {
    expect(cartBadgeCount([line({ quantity: 4 }), line({ id: 2, quantity: 3 })])).toBe(2);
    expect(cartBadgeCount([])).toBe(0);
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1000, '99+'],
  ])('%i → %s', (count, label) => {
    expect(cartBadgeLabel(count)).toBe(label);
  });
});

describe('imageForColour', () => {
  const product = { images: ['a.jpg', 'b.jpg', 'c.jpg'], imageColors: ['gold', 'silver'] };
  it.each([
    ['gold', 'a.jpg'],
    ['silver', 'b.jpg'],
    ['rose', 'a.jpg'],
    ['', 'a.jpg'],
  ])('%s → %s', (color, image) => {
    expect(imageForColour(product, color)).toBe(image);
  });

  it('matches a colour as the order does: trimmed, in any case, the first image of that colour', () => {
    const mixed = { images: ['a.jpg', 'b.jpg', 'c.jpg'], imageColors: ['', 'Red', 'red'] };
    expect(imageForColour(mixed, 'red')).toBe('b.jpg');
    expect(imageForColour(mixed, ' RED ')).toBe('b.jpg');
    // None chosen is the first colour (the one the product page selects), not the blank first image.
    expect(imageForColour(mixed, '')).toBe('b.jpg');
    expect(matchColour(mixed, '')).toBe('Red');
    expect(productColours(mixed)).toEqual(['Red']);
  });

  it('falls back to the first image when the colour has no image, else to empty', () => {
    expect(imageForColour({ images: ['a.jpg'], imageColors: ['gold', 'silver'] }, 'silver')).toBe(
      'a.jpg',
    );
    expect(imageForColour({ images: [], imageColors: ['gold'] }, 'gold')).toBe('');
  });
});

describe('cartTotals', () => {
  it('prices numeric-string discounted prices', () => {
    const lines = [
      line({ discounted_price: '1250.50', quantity: 2 }),
      line({ id: 2, discounted_price: 499, quantity: 1 }),
    ];
    expect(cartTotals(lines, 10)).toEqual({
      originalTotal: 300000,
      discountAmount: 30000,
      totalPrice: 270000,
      deliveryFee: 19900,
      grandTotal: 289900,
    });
    expect(cartTotals(lines)).toMatchObject({ totalPrice: 300000, deliveryFee: 0 });
  });

  it('throws on a price that is not a number', () => {
    expect(() => cartTotals([line({ discounted_price: 'free' })])).toThrow(RangeError);
  });
});

describe('orderLinesFromCart', () => {
  it('sends the choice only, skipping lines at 0', () => {
    expect(
      orderLinesFromCart([
        line({ quantity: 2 }),
        line({ id: 2, quantity: 0 }),
        line({ id: 3, selectedColor: '', quantity: 1 }),
      ]),
    ).toEqual([
      { id: 1, selectedColor: 'gold', quantity: 2 },
      { id: 3, selectedColor: '', quantity: 1 },
    ]);
  });
});

describe('refreshLines', () => {
  const earrings = {
    id: 1,
    title: 'Kundan earrings (new)',
    discounted_price: 1400,
    quantity: 2,
    images: ['x.jpg', 'y.jpg'],
    imageColors: ['silver', 'gold'],
    description: 'not on the line, so not copied',
  };
  const products = [
    earrings,
    { id: 2, title: 'Clutch', discounted_price: '2999.00', quantity: 10 },
  ];

  it('reprices, takes the new stock, clamps the quantity and drops vanished products', () => {
    const lines = freeze([
      line({ quantity: 4 }),
      line({ id: 2, title: 'Clutch', quantity: 1, max_quantity: 1 }),
      line({ id: 3 }),
    ]);
    expect(refreshLines(lines, products)).toEqual([
      line({
        title: 'Kundan earrings (new)',
        discounted_price: 1400,
        quantity: 2,
        max_quantity: 2,
        imageToShow: 'y.jpg',
      }),
      line({
        id: 2,
        title: 'Clutch',
        discounted_price: '2999.00',
        quantity: 1,
        max_quantity: 10,
      }),
    ]);
    expect(lines[0]?.quantity).toBe(4);
  });

  it("takes a variant's stock and own prices for a line that names it; drops it once the variant is gone", () => {
    const sized = {
      ...earrings,
      quantity: 9,
      variants: [
        { id: 41, quantity: 7 },
        { id: 42, quantity: 2, price: 1900, discounted_price: 1700 },
      ],
    };
    const lines = [
      line({ variantId: 41, quantity: 3 }),
      line({ variantId: 42, quantity: 4 }),
      line({ variantId: 43 }),
    ];
    expect(refreshLines(lines, [sized])).toMatchObject([
      { variantId: 41, discounted_price: 1400, max_quantity: 7, quantity: 3 },
      { variantId: 42, discounted_price: 1700, max_quantity: 2, quantity: 2 },
    ]);
    expect(orderLinesFromCart(refreshLines(lines, [sized]))).toEqual([
      { id: 1, selectedColor: 'gold', variantId: 41, quantity: 3 },
      { id: 1, selectedColor: 'gold', variantId: 42, quantity: 2 },
    ]);
  });

  it('keeps a line at 0 when the stock is gone, and orders skip it', () => {
    const refreshed = refreshLines([line({ quantity: 3 })], [{ ...earrings, quantity: 0 }]);
    expect(refreshed).toMatchObject([{ quantity: 0, max_quantity: 0 }]);
    expect(orderLinesFromCart(refreshed)).toEqual([]);
  });
});

describe('cart operations (property)', () => {
  type Op =
    | { kind: 'add'; id: number; color: string; quantity: number; stock: number }
    | { kind: 'increase' | 'decrease' | 'remove'; id: number; color: string };

  const ids = fc.integer({ min: 1, max: 3 });
  const colors = fc.constantFrom('gold', 'silver', '');
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      id: ids,
      color: colors,
      quantity: fc.integer({ min: 1, max: 12 }),
      stock: fc.integer({ min: 0, max: 10 }),
    }),
    fc.record({
      kind: fc.constantFrom('increase' as const, 'decrease' as const, 'remove' as const),
      id: ids,
      color: colors,
    }),
  );

  it('never takes a line above max_quantity or below zero, and never mutates', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let lines: readonly Line[] = freeze([]);
        for (const o of ops) {
          const key = lineKey({ id: o.id, selectedColor: o.color });
          if (o.kind === 'add') {
            const result = addToCart(
              lines,
              line({
                id: o.id,
                selectedColor: o.color,
                quantity: o.quantity,
                max_quantity: o.stock,
              }),
            );
            const before = lines.find((l) => lineKey(l) === key)?.quantity ?? 0;
            const after = result.lines.find((l) => lineKey(l) === key)?.quantity ?? 0;
            if (result.error === null) expect(after).toBe(before + o.quantity);
            else expect(result.lines).toEqual(lines);
            lines = freeze(result.lines);
          } else if (o.kind === 'increase') {
            lines = freeze(increaseQuantity(lines, key).lines);
          } else if (o.kind === 'decrease') {
            lines = freeze(decreaseQuantity(lines, key));
          } else {
            lines = freeze(removeLine(lines, key));
            expect(lines.some((l) => lineKey(l) === key)).toBe(false);
          }
          for (const l of lines) {
            expect(Number.isInteger(l.quantity)).toBe(true);
            expect(l.quantity).toBeGreaterThanOrEqual(0);
            expect(l.quantity).toBeLessThanOrEqual(l.max_quantity);
          }
          expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
          expect(cartBadgeCount(lines)).toBe(lines.length);
        }
      }),
    );
  });

  it('a refused add changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 20 }),
        (held, extra) => {
          const start = freeze([line({ quantity: held, max_quantity: 10 })]);
          const result = addToCart(start, line({ quantity: extra, max_quantity: 10 }));
          if (held + extra > 10) {
            expect(result.lines).toEqual(start);
            expect(result.error).toBe(`Cannot add more items. Only ${10 - held} left in stock.`);
          } else {
            expect(result.lines[0]?.quantity).toBe(held + extra);
            expect(result.error).toBeNull();
          }
        },
      ),
    );
  });
});
