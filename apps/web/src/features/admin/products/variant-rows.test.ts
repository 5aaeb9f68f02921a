import { describe, expect, it } from 'vitest';
import {
  combinations,
  fromProductVariants,
  gridFieldOf,
  newVariantRow,
  syncVariantRows,
  toVariantsBody,
  type VariantRowValues,
} from './variant-rows';

const colourSize = [
  { name: 'Colour', values: ['Red', 'Green'] },
  { name: 'Size', values: ['2.4', '2.6'] },
];

describe('combinations', () => {
  it('makes every combination, the first option outermost', () => {
    expect(combinations(colourSize)).toEqual([
      { colour: 'Red', size: '2.4' },
      { colour: 'Red', size: '2.6' },
      { colour: 'Green', size: '2.4' },
      { colour: 'Green', size: '2.6' },
    ]);
  });

  it('leaves out an option still without a name or values, and repeated values', () => {
    expect(
      combinations([
        { name: 'Colour', values: ['Red', ' red', ''] },
        { name: 'Size', values: [] },
        { name: ' ', values: ['x'] },
      ]),
    ).toEqual([{ colour: 'Red' }]);
    expect(combinations([])).toEqual([{}]);
  });
});

describe('syncVariantRows', () => {
  const edited = (options: Record<string, string>, quantity: string, id: number | null = null) => ({
    ...newVariantRow(options),
    id,
    quantity,
    sku: id ? `SKU-${id}` : '',
  });

  it('keeps the edited rows when a value is added, and adds the new combinations', () => {
    const rows = [edited({ colour: 'Red' }, '4', 1), edited({ colour: 'Green' }, '2', 2)];
    const next = syncVariantRows([{ name: 'Colour', values: ['Red', 'Green', 'Blue'] }], rows);
    expect(next.map((row) => [row.options, row.id, row.quantity])).toEqual([
      [{ colour: 'Red' }, 1, '4'],
      [{ colour: 'Green' }, 2, '2'],
      [{ colour: 'Blue' }, null, '0'],
    ]);
  });

  it('gives a row to the first combination it fits when an option is added or taken away', () => {
    const rows = [edited({ colour: 'Red' }, '4', 1), edited({ colour: 'Green' }, '2', 2)];
    const sized = syncVariantRows(colourSize, rows);
    expect(sized.map((row) => [row.options, row.id])).toEqual([
      [{ colour: 'Red', size: '2.4' }, 1],
      [{ colour: 'Red', size: '2.6' }, null],
      [{ colour: 'Green', size: '2.4' }, 2],
      [{ colour: 'Green', size: '2.6' }, null],
    ]);
    const back = syncVariantRows([{ name: 'Colour', values: ['Red', 'Green'] }], sized);
    expect(back.map((row) => [row.options, row.id, row.quantity])).toEqual([
      [{ colour: 'Red' }, 1, '4'],
      [{ colour: 'Green' }, 2, '2'],
    ]);
  });

  it('keeps a removed combination removed, and drops the rows of a value taken away', () => {
    const rows = syncVariantRows(colourSize, []);
    rows[1] = { ...(rows[1] as VariantRowValues), removed: true };
    const next = syncVariantRows(
      [
        { name: 'Colour', values: ['Red'] },
        { name: 'Size', values: ['2.4', '2.6', '2.8'] },
      ],
      rows,
    );
    expect(next.map((row) => [row.options.size, row.removed])).toEqual([
      ['2.4', false],
      ['2.6', true],
      ['2.8', false],
    ]);
  });
});

describe('fromProductVariants', () => {
  it('reads the options from the variants and marks the combinations not sold as removed', () => {
    const form = fromProductVariants(
      ['Colour', 'Size'],
      [
        { id: 7, sku: 'P1-RED-2-4', options: { colour: 'Red', size: '2.4' }, quantity: 3 },
        { id: 8, sku: 'P1-GREEN-2-6', options: { colour: 'Green', size: '2.6' }, quantity: 0 },
      ],
    );
    expect(form.options).toEqual(colourSize);
    expect(form.variants.map((row) => [row.id, row.removed, row.quantityWas])).toEqual([
      [7, false, 3],
      [null, true, null],
      [null, true, null],
      [8, false, 0],
    ]);
  });
});

describe('toVariantsBody', () => {
  it('sends the sold rows as the API takes them and says which row each came from', () => {
    const rows: VariantRowValues[] = [
      { ...newVariantRow({ colour: 'Red' }), id: 4, sku: ' RED-1 ', quantity: '5', quantityWas: 3 },
      { ...newVariantRow({ colour: 'Green' }), removed: true },
      { ...newVariantRow({ colour: 'Blue' }), quantity: '2', price: '2600', discounted_price: '' },
    ];
    const body = toVariantsBody([{ name: ' Colour ', values: ['Red', 'Green', 'Blue'] }], rows);
    expect(body).toEqual({
      options: ['Colour'],
      variants: [
        {
          id: 4,
          sku: 'RED-1',
          options: { colour: 'Red' },
          quantity: 5,
          quantity_was: 3,
          price: null,
          discounted_price: null,
        },
        {
          options: { colour: 'Blue' },
          quantity: 2,
          price: 2600,
          discounted_price: null,
        },
      ],
      rowOf: [0, 2],
    });
    expect(gridFieldOf('variants.1.sku', body.rowOf)).toBe('variants.2.sku');
    expect(gridFieldOf('variants.0.quantity_was', body.rowOf)).toBe('variants.0.quantity');
    expect(gridFieldOf('variants.1.options', body.rowOf)).toBe('variants.2.options');
    expect(gridFieldOf('price', body.rowOf)).toBe('price');
  });
});
