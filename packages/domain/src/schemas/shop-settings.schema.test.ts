import { describe, expect, it } from 'vitest';
import { shopSettingsBodySchema, WHATSAPP_NUMBER_PATTERN } from './shop-settings.schema';

describe('the WhatsApp number pattern the API document publishes', () => {
  /** A small seeded generator, so a failure names a text that fails again. */
  function randomTexts(count: number): string[] {
    let seed = 20261126;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * below);
    };
    const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
    const prefixes = ['', '', '0', '0', '00', '0092', '00920', '92', '920', '+92', '+920', '+9200'];
    const more = ['', '', '', '0', '00', '0092', '00920', '92', '3', '03'];
    const separators = ['', '', '', ' ', '-', '(', ')', '.', '\u00a0', '\t', '\u3000'];
    const intruders = ['a', '+', '\u0661', '\u001c', '/', '\u0000'];
    return Array.from({ length: count }, () => {
      const digits = [
        pick(['3', '3', '3', '4', '0']),
        ...Array.from({ length: 7 + next(4) }, () => String(next(10))),
      ];
      const chars = [...pick(prefixes), ...pick(more), ...digits].flatMap((char) => [
        char,
        pick(separators),
      ]);
      if (next(8) === 0) chars.splice(next(chars.length + 1), 0, pick(intruders));
      if (next(20) === 0) chars.splice(0, chars.length, ...pick(['-', '+', '+-', '()', ' . ']));
      return pick(['', ' ', '\ufeff']) + chars.join('') + pick(['', ' ', '\n']);
    });
  }

  it('takes exactly what the settings take', () => {
    const pattern = new RegExp(WHATSAPP_NUMBER_PATTERN);
    const takes = (whatsappNumber: string) =>
      shopSettingsBodySchema.safeParse({ deliveryTime: '', exchangePolicy: '', whatsappNumber })
        .success;
    const texts = [
      ...randomTexts(20_000),
      '',
      '  ',
      '---',
      '+-',
      '+',
      '03001234567',
      '0300-1234567',
      '+92 300 1234567',
      '+92 0300 1234567',
      '0092 300 1234567',
      '00920092 300 1234567',
      '+0300 1234567',
      '923001234567',
      '(0300) 123.4567',
      '04235761234',
      '0300 123456',
      '\u0660\u0663\u0660\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667',
    ];
    const disagreements = texts.filter(
      (text) => text.length <= 30 && takes(text) !== pattern.test(text),
    );
    expect(disagreements).toEqual([]);
    // The made-up texts have both kinds, so the check is not one-sided.
    expect(texts.filter((text) => pattern.test(text)).length).toBeGreaterThan(1000);
    expect(texts.filter((text) => !pattern.test(text)).length).toBeGreaterThan(1000);
  }, 30_000); // 20,000 texts: a few seconds on a loaded machine
});
