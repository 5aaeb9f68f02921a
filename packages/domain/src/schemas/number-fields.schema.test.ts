import { describe, expect, it } from 'vitest';
import { idField, numericInput, orderIdListText, rupeesField } from './number-fields.schema';
import { ID_LIST_PATTERN } from '../patterns';
import { allMessages, patternDisagreements, seededDraws } from './test-helpers';

describe('numericInput', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
    [' 12.5 ', 12.5],
    ['-.5', -0.5],
    ['3.', 3],
    ['abc', 'abc'],
    ['0x10', '0x10'],
    ['1e3', '1e3'],
    [7, 7],
    [true, true],
  ])('%j → %j', (input, output) => {
    expect(numericInput(input)).toEqual(output);
  });
});

describe('rupeesField', () => {
  const price = rupeesField('Price');

  it.each([
    ['2999', 2999],
    [' 2999.50 ', 2999.5],
    [19.99, 19.99],
    [0, 0],
  ])('accepts %j as %s', (input, output) => {
    expect(price.parse(input)).toBe(output);
  });

  it.each([
    ['', 'Price is required'],
    [null, 'Price is required'],
    [undefined, 'Price is required'],
    ['abc', 'Price must be a number'],
    ['Infinity', 'Price must be a number'],
    ['1e3', 'Price must be a number'],
    ['0x10', 'Price must be a number'],
    ['0b11', 'Price must be a number'],
    [true, 'Price must be a number'],
    [-1, 'Price must not be negative'],
    ['19.999', 'Price must have at most 2 decimals'],
  ])('%j → %s', (input, message) => {
    expect(allMessages(price, input)).toEqual([message]);
  });
});

describe('idField', () => {
  it('takes path text as a positive whole number', () => {
    expect(idField.parse('42')).toBe(42);
    expect(allMessages(idField, '0')).toEqual(['Must be a positive number']);
    expect(allMessages(idField, 'abc')).toEqual(['Must be a number']);
    expect(idField.parse(' 42 ')).toBe(42);
    expect(idField.parse(42)).toBe(42);
    for (const other of ['0x10', '1e1', '+16', '16.0', '0o20']) {
      expect(allMessages(idField, other)).toEqual([
        'Must be a whole number written in the digits 0-9',
      ]);
    }
    expect(allMessages(idField, '')).toEqual(['Must be a number']);
    expect(allMessages(idField, '2147483648')).toEqual(['Must be at most 2147483647']);
  });
});

describe('the order id list pattern the API document publishes', () => {
  /** Ids near the edges of PostgreSQL's integer, some with leading zeros, spaces or a stray comma. */
  function idListTexts(count: number): string[] {
    const ids = [
      '0',
      '1',
      '9',
      '10',
      '2147483647',
      '2147483648',
      '2147483650',
      '999999999',
      '1999999999',
    ];
    const { next, pick } = seededDraws(7);
    const anId = () => {
      const id =
        next(3) === 0
          ? pick(ids)
          : String(next(10) === 0 ? next(10_000_000_000) : next(3_000_000_000));
      return '0'.repeat(next(4) === 0 ? next(3) + 1 : 0) + id;
    };
    return Array.from({ length: count }, () => {
      const list = Array.from({ length: 1 + next(4) }, anId).join(',');
      const spaced = next(6) === 0 ? ` ${list}\t` : list;
      return next(12) === 0 ? `${spaced},` : spaced;
    });
  }

  it('takes exactly what orderIdListText takes', () => {
    const texts = [
      ...idListTexts(10_000),
      '12,15,40',
      ' 7 ',
      '0',
      '012',
      '2147483647',
      '2147483648',
      '',
      ',',
      '1,,2',
    ];
    expect(patternDisagreements(ID_LIST_PATTERN, orderIdListText, texts)).toEqual([]);
  });
});
