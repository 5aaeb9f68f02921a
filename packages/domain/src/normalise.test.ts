import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isActiveFlag,
  normaliseAddOns,
  normaliseBannerImage,
  normaliseObject,
  normaliseObjectList,
  normaliseStringList,
  parseDeep,
  toFlag,
} from './normalise';

function encode(value: unknown, times: number): unknown {
  let current = value;
  for (let i = 0; i < times; i += 1) current = JSON.stringify(current);
  return current;
}

/** What JSON can carry of a value (-0 becomes 0), to compare decoded values with. */
function viaJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** A name the list normaliser must keep verbatim: not itself JSON text of a string, list, object or null. */
const plainName = fc.oneof(
  fc.constantFrom('gold', 'a.jpg', '1e3', '0.10', 'true', '2024'),
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => {
    if (text.trim() === '') return false;
    try {
      const decoded: unknown = JSON.parse(text);
      return typeof decoded === 'number' || typeof decoded === 'boolean';
    } catch {
      return true;
    }
  }),
);

const encodings = fc.integer({ min: 0, max: 6 });

describe('parseDeep', () => {
  it.each([
    ['["a.jpg"]', ['a.jpg']],
    [JSON.stringify(JSON.stringify(['a.jpg', 'b.jpg'])), ['a.jpg', 'b.jpg']],
    ['a.jpg', 'a.jpg'],
    ['[a.jpg', '[a.jpg'], // parse failure keeps the raw value
    ['"[a.jpg"', '[a.jpg'],
    ['{"x":1}', { x: 1 }],
    ['5', 5],
    [null, null],
    [undefined, undefined],
    [['x'], ['x']],
  ])('%j → %j', (input, output) => {
    expect(parseDeep(input)).toEqual(output);
  });

  it('decodes a value encoded more times than any fixed cap', () => {
    expect(parseDeep(encode({ images: ['a.jpg'] }, 20))).toEqual({ images: ['a.jpg'] });
  });

  it('JSON.stringify k times then parseDeep gives back any non-string value', () => {
    const nonString = fc.jsonValue().filter((value) => typeof value !== 'string');
    fc.assert(
      fc.property(nonString, fc.integer({ min: 1, max: 8 }), (value, times) => {
        expect(parseDeep(encode(value, times))).toEqual(viaJson(value));
      }),
    );
  });

  it('is idempotent', () => {
    const input = fc.oneof(
      fc.string(),
      fc.jsonValue(),
      fc.tuple(fc.jsonValue(), encodings).map(([value, times]) => encode(value, times)),
    );
    fc.assert(
      fc.property(input, (value) => {
        const once = parseDeep(value);
        expect(parseDeep(once)).toEqual(once);
      }),
    );
  });
});

describe('normaliseStringList (images, imageColors)', () => {
  it.each([
    [
      ['a.jpg', 'b.jpg'],
      ['a.jpg', 'b.jpg'],
    ],
    ['["a.jpg","b.jpg"]', ['a.jpg', 'b.jpg']],
    [JSON.stringify(JSON.stringify(['a.jpg'])), ['a.jpg']],
    ['a.jpg', ['a.jpg']],
    [JSON.stringify('a.jpg'), ['a.jpg']],
    [
      [JSON.stringify('a.jpg'), 'b.jpg'],
      ['a.jpg', 'b.jpg'],
    ],
    [null, []],
    [undefined, []],
    ['', []],
    ['null', []],
    ['[]', []],
    [
      ['', '  ', 'a.jpg', null, { x: 1 }, 7],
      ['a.jpg', '7'],
    ],
    [
      ['1e3', 'true', '007'],
      ['1e3', 'true', '007'],
    ], // names stay names
    ['[a.jpg', ['[a.jpg']],
  ])('%j → %j', (input, output) => {
    expect(normaliseStringList(input)).toEqual(output);
  });

  it('gives back a list JSON.stringify-ed k times, entries optionally encoded too', () => {
    fc.assert(
      fc.property(
        fc.array(plainName, { maxLength: 6 }),
        encodings,
        encodings,
        (names, entryTimes, listTimes) => {
          const encoded = encode(
            names.map((name) => encode(name, entryTimes)),
            listTimes,
          );
          expect(normaliseStringList(encoded)).toEqual(names);
        },
      ),
    );
  });

  it('survives twenty encodings', () => {
    expect(normaliseStringList(encode(['gold', 'silver'], 20))).toEqual(['gold', 'silver']);
  });

  it('is idempotent', () => {
    const input = fc.oneof(
      fc.jsonValue(),
      fc.array(fc.string()),
      fc
        .tuple(fc.array(fc.oneof(fc.string(), fc.jsonValue())), encodings)
        .map(([v, k]) => encode(v, k)),
    );
    fc.assert(
      fc.property(input, (value) => {
        const once = normaliseStringList(value);
        expect(normaliseStringList(once)).toEqual(once);
        expect(normaliseStringList(JSON.stringify(once))).toEqual(once);
      }),
    );
  });
});

describe('normaliseBannerImage', () => {
  it.each([
    ['banner.jpg', 'banner.jpg'],
    [JSON.stringify('banner.jpg'), 'banner.jpg'],
    [JSON.stringify(JSON.stringify(['banner.jpg'])), 'banner.jpg'],
    [null, ''],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normaliseBannerImage(input)).toBe(output);
  });
});

describe('normaliseAddOns', () => {
  it.each([
    [[{ key: 'Gift box', price: 150 }], [{ key: 'Gift box', price: 150 }]],
    ['[{"key":"Gift box","price":"150.50"}]', [{ key: 'Gift box', price: 150.5 }]],
    [JSON.stringify([JSON.stringify({ key: 'Chain', price: 99 })]), [{ key: 'Chain', price: 99 }]],
    [
      [
        { key: 'Blank price', price: '' },
        { key: 'Text price', price: 'free' },
        { key: '', price: 10 },
        { price: 10 },
        'nonsense',
        null,
        { key: 'Kept', price: 0 },
      ],
      [{ key: 'Kept', price: 0 }],
    ],
    [null, []],
    ['not json', []],
    [{ key: 'not a list', price: 1 }, []],
  ])('%j → %j', (input, output) => {
    expect(normaliseAddOns(input)).toEqual(output);
  });

  const addOn = fc.record({
    key: plainName,
    price: fc.integer({ min: 0, max: 10_000_000 }).map((paisa) => paisa / 100),
  });

  it('gives back add-ons encoded k times, entries encoded too, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(addOn, { maxLength: 5 }), encodings, encodings, (addOns, e, l) => {
        const encoded = encode(
          addOns.map((entry) => encode(entry, e)),
          l,
        );
        const once = normaliseAddOns(encoded);
        expect(once).toEqual(addOns);
        expect(normaliseAddOns(once)).toEqual(once);
      }),
    );
  });
});

describe('normaliseObject and normaliseObjectList (shippingInfo, cartItems)', () => {
  const shippingInfo = { fullName: 'Ayesha Khan', city: 'Lahore', phone: '03001234567' };

  it.each([
    [shippingInfo, shippingInfo],
    [JSON.stringify(shippingInfo), shippingInfo],
    [encode(shippingInfo, 3), shippingInfo],
    ['[1,2]', null],
    ['oops', null],
    [null, null],
  ])('object %j → %j', (input, output) => {
    expect(normaliseObject(input)).toEqual(output);
  });

  it('decodes a list of encoded cart items and drops what is not an object', () => {
    const items = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(normaliseObjectList(JSON.stringify(items.map((item) => JSON.stringify(item))))).toEqual(
      items,
    );
    expect(normaliseObjectList(['{"id":3}', 'junk', 5, null, [1]])).toEqual([{ id: 3 }]);
    expect(normaliseObjectList('not a list')).toEqual([]);
  });

  it('gives back objects encoded k times (list and entries) and is idempotent', () => {
    // Values JSON can carry exactly: -0 comes back from JSON as 0, so an entry never encoded kept it.
    const jsonExact = fc.jsonValue().map((value) => viaJson(value) as fc.JsonValue);
    const object = fc.dictionary(fc.string(), jsonExact, { maxKeys: 4 });
    fc.assert(
      fc.property(fc.array(object, { maxLength: 4 }), encodings, encodings, (list, e, l) => {
        const expected = viaJson(list);
        const once = normaliseObjectList(
          encode(
            list.map((entry) => encode(entry, e)),
            l,
          ),
        );
        expect(once).toEqual(expected);
        expect(normaliseObjectList(once)).toEqual(once);
        for (const entry of list) {
          const single = normaliseObject(encode(entry, l));
          expect(single).toEqual(viaJson(entry));
          expect(normaliseObject(single)).toEqual(single);
        }
      }),
    );
  });
});

describe('flags', () => {
  it.each([
    ['Active', true],
    ['active', true],
    [' ACTIVE ', true],
    [true, true],
    ['Inactive', false],
    [false, false],
    ['', false],
    [null, false],
    [1, false],
  ])('%j is active: %s', (value, active) => {
    expect(isActiveFlag(value)).toBe(active);
  });

  it('writes the canonical flag', () => {
    expect(toFlag(true)).toBe('Active');
    expect(toFlag(false)).toBe('Inactive');
  });
});
