import { describe, expect, it } from 'vitest';
import {
  EMAIL_INPUT_PATTERN,
  emailField,
  MOBILE_INPUT_PATTERN,
  PHONE_INPUT_PATTERN,
  phoneField,
  flagField,
  idField,
  jewelrySubTypeSchema,
  linesOfText,
  numericInput,
  oneLineText,
  orderIdListText,
  productTypeSchema,
  rupeesField,
  colourField,
  trimmedTextPattern,
} from './fields.schema';
import { SHOP_SETTINGS_MAX_LENGTH, shopSettingsBodySchema } from './shop-settings.schema';
import { TEXT_MAX_LENGTH } from '../constants';
import { ID_LIST_PATTERN } from '../patterns';
import { checkoutDraftBodySchema } from './checkout-draft.schema';
import { allMessages, patternAgreement, phoneLikeTexts, seededDraws } from './test-helpers';

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

describe('flagField', () => {
  it.each([
    ['Active', 'Active'],
    ['active', 'Active'],
    [' INACTIVE ', 'Inactive'],
    [true, 'Active'],
    [false, 'Inactive'],
  ])('%j → %s', (input, flag) => {
    expect(flagField.parse(input)).toBe(flag);
  });

  it('rejects anything else', () => {
    expect(allMessages(flagField, 'yes')).toEqual(['Must be Active or Inactive']);
  });
});

describe('product types', () => {
  it('knows the spec’s types and jewelry sub-types', () => {
    expect(productTypeSchema.options).toEqual(['Jewelry', 'Bags']);
    expect(allMessages(productTypeSchema, 'Shoes')).toEqual(['Type must be Jewelry or Bags']);
    expect(jewelrySubTypeSchema.parse('Matha Pati')).toBe('Matha Pati');
    expect(allMessages(jewelrySubTypeSchema, 'Necklaces')).toEqual([
      'Sub type must be one of Earrings, Rings, Pendants, Anklets, Matha Pati, Bindiya, Bangles, Bracelets',
    ]);
  });
});

describe('the phone pattern the API document publishes', () => {
  const randomTexts = (count: number) =>
    phoneLikeTexts(count, {
      prefixes: ['', '', '0', '0', '0092', '92', '+92', '+', '+0', '+9', '009', '920'],
      digits: [7, 6],
    });

  it('takes exactly what phoneField takes', () => {
    const texts = [
      ...randomTexts(20_000),
      '03001234567',
      '0300-1234567',
      '+92 300 1234567',
      '+92 0300 1234567',
      '0092 300 1234567',
      '923001234567',
      '920300123456',
      '+0300 1234567',
      '(0300) 123.4567',
      '',
      '0300 123456',
      '\u0660\u0663\u0660\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667',
    ];
    const agreement = patternAgreement(
      PHONE_INPUT_PATTERN,
      (text) => phoneField.safeParse(text).success,
      texts,
    );
    expect(agreement.disagreements).toEqual([]);
    expect(agreement.matching).toBeGreaterThan(1000);
    expect(agreement.notMatching).toBeGreaterThan(1000);
  }, 30_000); // 20,000 texts: a few seconds on a loaded machine

  it('narrowed to mobile numbers, takes exactly what a checkout draft’s phone takes', () => {
    const draftPhone = checkoutDraftBodySchema.shape.phone;
    // Half of them with a 3 where a mobile number's comes after the prefix, so both kinds are many.
    const texts = [
      ...randomTexts(20_000).map((text, at) =>
        at % 2 ? text : text.replace(/^(\D*(?:0\D*0\D*)?(?:9\D*2\D*)?(?:0\D*)?)[0-9]/, '$13'),
      ),
      '03001234567',
      '+92 300 1234567',
      '+92 0300 1234567',
      '+0300 1234567',
      '0092 300 1234567',
      '0092 0300 1234567',
      '923001234567',
      '+921000000000',
      '04235761234',
      '',
    ];
    const agreement = patternAgreement(
      MOBILE_INPUT_PATTERN,
      (text) => draftPhone.safeParse(text).success,
      texts,
    );
    expect(agreement.disagreements).toEqual([]);
    expect(agreement.matching).toBeGreaterThan(500);
    expect(agreement.notMatching).toBeGreaterThan(1000);
  }, 30_000); // 20,000 texts: a few seconds on a loaded machine
});

describe('the e-mail pattern the API document publishes', () => {
  it('takes what emailField takes, spaces around it included', () => {
    const pattern = new RegExp(EMAIL_INPUT_PATTERN);
    const texts = [
      'ayesha@example.pk',
      ' ayesha@example.pk\u00a0',
      'a.b+c@mail.example-shop.pk',
      'x@a-.pk',
      'ayesha@example',
      'ayesha@@example.pk',
      '.ayesha@example.pk',
      'ayesha..khan@example.pk',
      'ayesha@example.p',
      'ayesha@[127.0.0.1]',
      '',
      '   ',
    ];
    for (const text of texts) {
      expect(pattern.test(text), text).toBe(emailField.safeParse(text).success);
    }
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
    const agreement = patternAgreement(
      ID_LIST_PATTERN,
      (text) => orderIdListText.safeParse(text).success,
      texts,
    );
    expect(agreement.disagreements).toEqual([]);
    expect(agreement.matching).toBeGreaterThan(1000);
    expect(agreement.notMatching).toBeGreaterThan(1000);
  });
});

describe('the texts’ patterns the API document publishes', () => {
  /** Short texts of letters, spaces trim() takes (and others it does not), controls and bidi marks. */
  function textsOf(count: number): string[] {
    const pieces = [
      'a',
      'ہ',
      ' ',
      '\u00a0',
      '\u3000',
      '\ufeff',
      '\t',
      '\n',
      '\r',
      '\u0085',
      '\u200b',
      '\u200e',
      '\u0007',
      '\u2028',
    ];
    const { next, pick } = seededDraws(11);
    return Array.from({ length: count }, () =>
      Array.from({ length: next(8) }, () => pick(pieces)).join(''),
    );
  }

  const settings = shopSettingsBodySchema.shape;
  const { deliveryTime, exchangePolicy } = SHOP_SETTINGS_MAX_LENGTH;
  it.each([
    // A maximum of 4, so that the texts drawn reach past it.
    ['a required text of one line', 'one line', 4, true, oneLineText('Name', 4)],
    ['a required text of lines', 'lines', 4, true, linesOfText('Address', 4)],
    ['a colour (one line, or none)', 'one line', TEXT_MAX_LENGTH.colour, false, colourField],
    ['the delivery time (one line)', 'one line', deliveryTime, false, settings.deliveryTime],
    ['the exchange policy (lines)', 'lines', exchangePolicy, false, settings.exchangePolicy],
  ] as const)('takes exactly what %s takes', (_, shape, max, required, field) => {
    const agreement = patternAgreement(
      trimmedTextPattern(shape, { max, required }),
      (text) => field.safeParse(text).success,
      textsOf(10_000),
    );
    expect(agreement.disagreements).toEqual([]);
    expect(agreement.matching).toBeGreaterThan(500);
    expect(agreement.notMatching).toBeGreaterThan(500);
  });
});
