import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';
import { orderSummaryText, summaryOfWireOrder, type OrderSummary } from './order-text';

/** An order's summary without a coupon, a COD fee or rounding, unless the test gives them. */
function summary(
  order: Pick<OrderSummary, 'lines' | 'deliveryFee' | 'grandTotal'> & Partial<OrderSummary>,
): OrderSummary {
  return { discount: 0, codFee: 0, rounding: 0, ...order };
}

describe('orderSummaryText', () => {
  it('writes each line, the coupon, delivery and the total from paisa', () => {
    const text = orderSummaryText(
      summary({
        lines: [{ quantity: 2, title: 'Kundan ring', selectedColor: 'Gold', lineTotal: 500_000 }],
        discount: 10,
        deliveryFee: 19_900,
        grandTotal: 469_900,
      }),
    );
    expect(text).toBe(
      [
        '2 × Kundan ring (Gold): PKR 5,000',
        'Coupon: 10% off',
        'Delivery: PKR 199',
        'To pay in cash on delivery: PKR 4,699',
      ].join('\n'),
    );
  });

  it("names a line's variant and SKU (issue #27)", () => {
    const text = orderSummaryText(
      summary({
        lines: [
          {
            quantity: 1,
            title: 'Glass bangle',
            selectedColor: 'Red',
            variant: 'Red / 2.4',
            sku: 'P9-RED-2-4',
            lineTotal: 120_000,
          },
        ],
        deliveryFee: 19_900,
        grandTotal: 139_900,
      }),
    );
    expect(text.split('\n')[0]).toBe('1 × Glass bangle (Red / 2.4, SKU P9-RED-2-4): PKR 1,200');
  });

  it('says free delivery and leaves out a missing colour and coupon', () => {
    const text = orderSummaryText(
      summary({
        lines: [{ quantity: 1, title: 'Clutch', selectedColor: '', lineTotal: 350_050 }],
        deliveryFee: 0,
        grandTotal: 350_050,
      }),
    );
    expect(text).toBe(
      [
        '1 × Clutch: PKR 3,500.50',
        'Delivery: free',
        'To pay in cash on delivery: PKR 3,500.50',
      ].join('\n'),
    );
  });
});

describe('orderSummaryText with cash on delivery (issue #29)', () => {
  it('shows the COD fee and the rounding in the shopper’s favour as their own lines', () => {
    const text = orderSummaryText(
      summary({
        lines: [{ quantity: 1, title: 'Clutch', selectedColor: 'Black', lineTotal: 1_499_800 }],
        discount: 10,
        deliveryFee: 0,
        codFee: 10_000,
        rounding: -20,
        grandTotal: 1_359_800,
      }),
    );
    expect(text.split('\n').slice(1)).toEqual([
      'Coupon: 10% off',
      'Delivery: free',
      'Cash on delivery fee: PKR 100',
      'Rounded in your favour: −PKR 0.20',
      'To pay in cash on delivery: PKR 13,598',
    ]);
  });
});

describe('summaryOfWireOrder', () => {
  it('reads the rupees of the wire into whole paisa', () => {
    const read = summaryOfWireOrder({
      cartItems: [
        {
          id: 1,
          title: 'Anklet',
          price: 19.99,
          quantity: 3,
          selectedColor: 'Silver',
          variantId: 4,
          sku: 'P1-SILVER',
          variant: 'Silver',
          imageToShow: '',
          type: 'Jewelry',
          sub_type: 'Anklets',
          lineTotal: 59.97,
        },
      ],
      discount: 0,
      deliveryFee: 199,
      codFee: 0,
      rounding: 0,
      grandTotal: 258.97,
    });
    expect(read).toEqual(
      summary({
        lines: [
          {
            quantity: 3,
            title: 'Anklet',
            selectedColor: 'Silver',
            variant: 'Silver',
            sku: 'P1-SILVER',
            lineTotal: 5997,
          },
        ],
        deliveryFee: 19_900,
        grandTotal: 25_897,
      }),
    );
  });
});

describe('formatRupees', () => {
  it('shows a rupee amount from the wire as formatPaisa shows its paisa', () => {
    expect(formatRupees(2999)).toBe('PKR 2,999');
    expect(formatRupees('2999.5')).toBe('PKR 2,999.50');
    expect(formatRupees(0.1 + 0.2)).toBe('PKR 0.30');
  });
});
