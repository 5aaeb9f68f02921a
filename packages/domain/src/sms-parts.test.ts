import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGsm7, SMS_LIMITS, smsParts } from './sms-parts';

const gsmCharacter = fc.constantFrom(...'ABCxyz 0123456789.,!?@£$èé\nÄÖ'.split(''));
const urduCharacter = fc.constantFrom(...'اآبپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےۓ،۔'.split(''));
const gsmText = fc.array(gsmCharacter, { maxLength: 1200 }).map((list) => list.join(''));
const urduText = fc
  .array(urduCharacter, { minLength: 1, maxLength: 600 })
  .map((list) => list.join(''));

describe('SMS parts', () => {
  it('counts a short English text as one GSM-7 part and an empty one as none', () => {
    expect(smsParts('Your order ZB-10001 is confirmed.')).toMatchObject({
      encoding: 'gsm7',
      parts: 1,
    });
    expect(smsParts('')).toEqual({ encoding: 'gsm7', units: 0, parts: 0 });
    expect(smsParts('a'.repeat(160)).parts).toBe(1);
    expect(smsParts('a'.repeat(161)).parts).toBe(2);
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it('counts Urdu as UCS-2, 70 in one part and 67 in each of more', () => {
    const urdu = 'آپ کا آرڈر تصدیق ہو گیا ہے';
    expect(smsParts(urdu)).toEqual({ encoding: 'ucs2', units: urdu.length, parts: 1 });
    expect(smsParts('ا'.repeat(70)).parts).toBe(1);
    expect(smsParts('ا'.repeat(71)).parts).toBe(2);
    expect(smsParts('ا'.repeat(134)).parts).toBe(2);
    expect(smsParts('ا'.repeat(135)).parts).toBe(3);
  });

  it('counts an extension character as two septets and never splits it', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    // 152 septets, then a € (2): it does not fit the first part's one free septet.
    expect(smsParts(`${'a'.repeat(152)}€${'b'.repeat(10)}`).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(152)}€${'b'.repeat(152)}`).parts).toBe(3);
  });

  it('one character outside GSM-7 makes the whole text UCS-2', () => {
    expect(isGsm7('Shukriya!')).toBe(true);
    expect(isGsm7('Shukriya ✓')).toBe(false);
    expect(smsParts(`${'a'.repeat(100)}ک`)).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });

  it('GSM-7 text: parts are 1 up to 160 septets, then ceil(units / 153)', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        const { encoding, units, parts } = smsParts(text);
        expect(encoding).toBe('gsm7');
        expect(units).toBe([...text].length);
        const limit = SMS_LIMITS.gsm7;
        const expected =
          units === 0 ? 0 : units <= limit.single ? 1 : Math.ceil(units / limit.multi);
        expect(parts).toBe(expected);
      }),
    );
  });

  it('Urdu text: parts are 1 up to 70 units, then ceil(units / 67)', () => {
    fc.assert(
      fc.property(urduText, (text) => {
        const { encoding, units, parts } = smsParts(text);
        expect(encoding).toBe('ucs2');
        expect(units).toBe(text.length);
        expect(parts).toBe(units <= 70 ? 1 : Math.ceil(units / 67));
      }),
    );
  });

  it('adding text never takes fewer parts, and every part fits its limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), fc.string(), (a, b) => {
        const before = smsParts(a);
        const after = smsParts(a + b);
        if (after.encoding === before.encoding)
          expect(after.parts).toBeGreaterThanOrEqual(before.parts);
        const limit = SMS_LIMITS[after.encoding];
        if (after.parts > 1) expect(after.parts * limit.multi).toBeGreaterThanOrEqual(after.units);
      }),
    );
  });
});
