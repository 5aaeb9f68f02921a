import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  code128Bars,
  code128BValues,
  code128Checksum,
  code128Widths,
  decodeCode128,
  encodeCode128B,
  isCode128B,
} from './code128';

const setBText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 40,
});

describe('Code 128 set B', () => {
  it('encodes the standard’s example: "Wikipedia" has check value 88', () => {
    const values = code128BValues('Wikipedia');
    expect(values[0]).toBe(104);
    expect(values.at(-2)).toBe(88);
    expect(values.at(-1)).toBe(106);
  });

  it('draws 11 modules a symbol, 13 for the stop, bars an even count and spaces odd', () => {
    for (let code = 0x20; code <= 0x7e; code++) {
      const widths = encodeCode128B(String.fromCharCode(code));
      // start, the character, the check symbol, stop
      expect(widths).toHaveLength(6 * 3 + 7);
      for (let symbol = 0; symbol < 3; symbol++) {
        const elements = widths.slice(symbol * 6, symbol * 6 + 6);
        expect(elements.reduce((a, b) => a + b, 0)).toBe(11);
        const bars = elements.filter((_, index) => index % 2 === 0).reduce((a, b) => a + b, 0);
        expect(bars % 2).toBe(0);
      }
      expect(widths.slice(-7).reduce((a, b) => a + b, 0)).toBe(13);
    }
  });

  it('reads back what it drew, at any size and with a printer’s spread of each width', () => {
    fc.assert(
      fc.property(
        setBText,
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.infiniteStream(fc.double({ min: -0.25, max: 0.25, noNaN: true })),
        (text, scale, jitter) => {
          const widths = encodeCode128B(text);
          const printed = widths.map((width) => (width + jitter.next().value) * scale);
          expect(decodeCode128(printed)).toBe(text);
        },
      ),
    );
  });

  it('refuses a misread symbol: the check value catches any one changed character', () => {
    fc.assert(
      fc.property(setBText, fc.nat(), fc.integer({ min: 1, max: 94 }), (text, where, shift) => {
        const values = code128BValues(text);
        const at = 1 + (where % text.length);
        const changed = [...values];
        changed[at] = ((values[at] ?? 0) + shift) % 95;
        expect(decodeCode128(code128Widths(changed))).toBeNull();
        // The unchanged values, drawn the same way, still read: the refusal is the check value's.
        expect(decodeCode128(code128Widths(values))).toBe(text);
      }),
    );
  });

  it('checksum is (start + Σ position × value) mod 103', () => {
    fc.assert(
      fc.property(setBText, (text) => {
        const values = code128BValues(text);
        const data = values.slice(1, -2);
        const sum = data.reduce((total, value, index) => total + value * (index + 1), 104);
        expect(values.at(-2)).toBe(sum % 103);
        expect(code128Checksum(values.slice(0, -2))).toBe(sum % 103);
      }),
    );
  });

  it('lays the bars out from the widths', () => {
    expect(code128Bars([2, 1, 1, 2, 3, 2])).toEqual([
      [0, 2],
      [3, 1],
      [6, 3],
    ]);
  });

  it('refuses text outside set B and widths that are not a barcode', () => {
    expect(isCode128B('ZB-10001')).toBe(true);
    expect(isCode128B('')).toBe(false);
    expect(isCode128B('عائشہ')).toBe(false);
    expect(() => encodeCode128B('é')).toThrow(RangeError);
    expect(decodeCode128([])).toBeNull();
    expect(decodeCode128(Array.from({ length: 31 }, () => 1))).toBeNull();
    const reversed = [...encodeCode128B('ZB-10001')].reverse();
    expect(decodeCode128(reversed)).toBeNull();
  });
});
