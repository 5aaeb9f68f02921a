import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickList, type PickableOrder } from './pick-list';

describe('pickList', () => {
  it('groups by product, then variant (SKU), with totals and the orders covered', () => {
    const orders: PickableOrder[] = [
      {
        number: 'ZB-10002',
        lines: [
          { title: 'Kundan Jhumka', variant: 'Gold', sku: 'KJ-GOLD', quantity: 2 },
          { title: 'Clutch', variant: '', sku: 'CL-1', quantity: 1 },
        ],
      },
      {
        number: 'ZB-10001',
        lines: [
          { title: 'Kundan Jhumka', variant: 'Silver', sku: 'KJ-SILV', quantity: 1 },
          { title: 'Kundan Jhumka', variant: 'Gold', sku: 'KJ-GOLD', quantity: 3 },
        ],
      },
    ];
    expect(pickList(orders)).toEqual({
      products: [
        {
          title: 'Clutch',
          quantity: 1,
          rows: [{ sku: 'CL-1', variant: '', quantity: 1, orders: ['ZB-10002'] }],
        },
        {
          title: 'Kundan Jhumka',
          quantity: 6,
          rows: [
            { sku: 'KJ-GOLD', variant: 'Gold', quantity: 5, orders: ['ZB-10002', 'ZB-10001'] },
            { sku: 'KJ-SILV', variant: 'Silver', quantity: 1, orders: ['ZB-10001'] },
          ],
        },
      ],
      quantity: 7,
      orders: ['ZB-10002', 'ZB-10001'],
    });
  });

  it('loses and invents no unit: each SKU’s total is the sum of its lines', () => {
    const line = fc.record({
      title: fc.constantFrom('Ring', 'Bag', 'Anklet'),
      variant: fc.constantFrom('', 'Gold', 'Silver'),
      sku: fc.constantFrom('', 'A-1', 'B-2'),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    const orders = fc.array(
      fc.record({
        number: fc.integer({ min: 10001, max: 99999 }).map((n) => `ZB-${n}`),
        lines: fc.array(line, { maxLength: 5 }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(orders, (given) => {
        const list = pickList(given);
        const all = given.flatMap((order) => order.lines);
        expect(list.quantity).toBe(all.reduce((sum, l) => sum + l.quantity, 0));
        for (const product of list.products) {
          for (const row of product.rows) {
            const same = given.filter((order) =>
              order.lines.some(
                (l) => l.title === product.title && l.sku === row.sku && l.variant === row.variant,
              ),
            );
            const units = all
              .filter(
                (l) => l.title === product.title && l.sku === row.sku && l.variant === row.variant,
              )
              .reduce((sum, l) => sum + l.quantity, 0);
            expect(row.quantity).toBe(units);
            expect(row.orders).toEqual([...new Set(same.map((order) => order.number))]);
          }
        }
        expect(list.orders).toEqual(given.map((order) => order.number));
      }),
    );
  });
});
