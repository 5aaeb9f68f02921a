import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decreaseStepper, increaseStepper, stepperState } from './stepper';

describe('stepperState', () => {
  it.each([
    // quantity, stock, canIncrease, canDecrease, warning, addToCartDisabled
    [0, 0, false, false, 'Out of stock! No items available.', true],
    [0, 5, true, false, null, true],
    [1, 5, true, true, null, false],
    [4, 5, true, true, null, false],
    [5, 5, false, true, 'Out of stock! Only 5 items available.', false],
    [6, 5, false, true, 'Out of stock! Only 5 items available.', true],
    [1, 1, false, true, 'Out of stock! Only 1 items available.', false],
    [0, -3, false, false, 'Out of stock! No items available.', true],
  ])(
    'quantity %i of stock %i',
    (quantity, stock, canIncrease, canDecrease, warning, addToCartDisabled) => {
      expect(stepperState(quantity, stock)).toEqual({
        canIncrease,
        canDecrease,
        warning,
        addToCartDisabled,
      });
    },
  );
});

describe('increaseStepper and decreaseStepper', () => {
  it('plus stops at stock, minus at 0', () => {
    expect(increaseStepper(0, 2)).toBe(1);
    expect(increaseStepper(1, 2)).toBe(2);
    expect(increaseStepper(2, 2)).toBe(2);
    expect(increaseStepper(0, 0)).toBe(0);
    expect(decreaseStepper(2)).toBe(1);
    expect(decreaseStepper(0)).toBe(0);
  });

  it('any sequence of presses stays within 0..stock and agrees with stepperState', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.array(fc.boolean()), (stock, presses) => {
        let quantity = 0;
        for (const plus of presses) {
          const state = stepperState(quantity, stock);
          const next = plus ? increaseStepper(quantity, stock) : decreaseStepper(quantity);
          expect(next !== quantity).toBe(plus ? state.canIncrease : state.canDecrease);
          quantity = next;
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(quantity).toBeLessThanOrEqual(stock);
        }
      }),
    );
  });
});
