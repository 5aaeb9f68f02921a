import { describe, expect, it } from 'vitest';
import { cityKey, editDistance, findCity, rankCities, type City } from './cities';

const CITIES: City[] = [
  { id: 1, name: 'Karachi', province: 'Sindh', spellings: ['khi'] },
  { id: 2, name: 'Lahore', province: 'Punjab', spellings: ['lhr', 'lahor'] },
  { id: 3, name: 'Faisalabad', province: 'Punjab', spellings: ['lyallpur'] },
  { id: 4, name: 'Dera Ghazi Khan', province: 'Punjab', spellings: ['dg khan'] },
  { id: 5, name: 'Dera Ismail Khan', province: 'Khyber Pakhtunkhwa', spellings: ['di khan'] },
  { id: 6, name: 'Takht-i-Bahi', province: 'Khyber Pakhtunkhwa', spellings: ['takht bhai'] },
  { id: 7, name: 'Khanewal', province: 'Punjab', spellings: [] },
];
const names = (list: City[]) => list.map((city) => city.name);

describe('cityKey', () => {
  it.each([
    ['  LAHORE ', 'lahore'],
    ['D.I. Khan', 'di khan'],
    ['Takht-i-Bahi', 'takht i bahi'],
    ['Dera  Ismail\tKhan', 'dera ismail khan'],
    ['Múltan', 'multan'],
  ])('keys %j as %j', (typed, key) => {
    expect(cityKey(typed)).toBe(key);
  });
});

describe('findCity', () => {
  it('finds a city by its name or a spelling, whole, in any case', () => {
    expect(findCity(CITIES, 'lahore')?.id).toBe(2);
    expect(findCity(CITIES, ' LHR ')?.id).toBe(2);
    expect(findCity(CITIES, 'D.G. Khan')?.id).toBe(4);
    expect(findCity(CITIES, 'takht-i-bahi')?.id).toBe(6);
  });

  it('never guesses: a part or a misspelling names no city', () => {
    expect(findCity(CITIES, 'Lah')).toBeUndefined();
    expect(findCity(CITIES, 'Faislabad')).toBeUndefined();
    expect(findCity(CITIES, '')).toBeUndefined();
    expect(findCity(CITIES, '...')).toBeUndefined();
  });
});

describe('rankCities', () => {
  it('puts a whole match first, then names that start with it, then a word that does', () => {
    expect(names(rankCities(CITIES, 'khan', 5))).toEqual([
      'Khanewal',
      'Dera Ghazi Khan',
      'Dera Ismail Khan',
    ]);
    expect(names(rankCities(CITIES, 'lhr', 5))).toEqual(['Lahore']);
  });

  it('keeps the list order (the larger city first) among equal matches', () => {
    expect(names(rankCities(CITIES, 'dera', 5))).toEqual(['Dera Ghazi Khan', 'Dera Ismail Khan']);
  });

  it('forgives a slip of the thumb once enough is typed', () => {
    expect(names(rankCities(CITIES, 'faislabad', 5))).toEqual(['Faisalabad']);
    expect(names(rankCities(CITIES, 'lahoer', 5))).toEqual(['Lahore']);
    expect(names(rankCities(CITIES, 'kar', 5))).toEqual(['Karachi']);
    expect(rankCities(CITIES, 'xq', 5)).toEqual([]);
  });

  it('offers the first cities while nothing is typed, and no more than asked', () => {
    expect(names(rankCities(CITIES, '  ', 2))).toEqual(['Karachi', 'Lahore']);
    expect(rankCities(CITIES, 'k', 3)).toHaveLength(3);
  });
});

describe('editDistance', () => {
  it.each([
    ['lahore', 'lahore', 0],
    ['lahore', 'lahoer', 1],
    ['faisalabad', 'faislabad', 1],
    ['karachi', 'krachi', 1],
    ['abc', 'xyz', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});
