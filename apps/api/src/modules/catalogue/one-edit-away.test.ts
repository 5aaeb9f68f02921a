import { describe, expect, it } from 'vitest';
import { isOneEditAway } from './one-edit-away';

describe('isOneEditAway', () => {
  it.each([
    ['kundn', 'kundan'], // a letter left out
    ['kundaan', 'kundan'], // a letter added
    ['emarald', 'emerald'], // a letter changed
    ['clucth', 'clutch'], // neighbours swapped
    ['bangels', 'bangles'],
    ['pearl', 'pearl'],
  ])('%s is one letter from %s', (typed, word) => {
    expect(isOneEditAway(typed, word)).toBe(true);
  });

  it.each([
    ['kndn', 'kundan'], // two left out
    ['emrld', 'emerald'],
    ['cltuhc', 'clutch'], // two swaps
    ['saree', 'three'],
    ['gold', 'golden'],
    ['ab', 'ba' + 'c'],
  ])('%s is further than one letter from %s', (typed, word) => {
    expect(isOneEditAway(typed, word)).toBe(false);
  });
});
