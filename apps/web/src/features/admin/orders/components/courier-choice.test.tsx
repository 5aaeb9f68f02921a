import { afterEach, describe, expect, test } from 'vitest';
import { rememberCourier, startingCourier } from './courier-choice';

const postex = { name: 'postex', label: 'PostEx' } as const;
const trax = { name: 'trax', label: 'Trax' } as const;

describe('the courier a booking starts on', () => {
  afterEach(() => localStorage.clear());

  test('is the first set up, then the one booked with last while it is still set up', () => {
    expect(startingCourier([])).toBeNull();
    expect(startingCourier([postex, trax])).toBe('postex');
    rememberCourier('trax');
    expect(startingCourier([postex, trax])).toBe('trax');
    // Trax's settings removed since: back to the first set up.
    expect(startingCourier([postex])).toBe('postex');
  });
});
