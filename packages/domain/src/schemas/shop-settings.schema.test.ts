import { describe, expect, it } from 'vitest';
import { patternAgreement, phoneLikeTexts } from './test-helpers';
import { shopSettingsBodySchema, WHATSAPP_NUMBER_PATTERN } from './shop-settings.schema';

describe('the WhatsApp number pattern the API document publishes', () => {
  it('takes exactly what the settings take', () => {
    const takes = (whatsappNumber: string) =>
      shopSettingsBodySchema.safeParse({ deliveryTime: '', exchangePolicy: '', whatsappNumber })
        .success;
    const texts = [
      ...phoneLikeTexts(20_000, {
        prefixes: ['', '', '0', '0', '00', '0092', '00920', '92', '920', '+92', '+920', '+9200'],
        more: ['', '', '', '0', '00', '0092', '00920', '92', '3', '03'],
        firstDigits: ['3', '3', '3', '4', '0'],
        digits: [7, 4],
        separatorsOnly: true,
      }),
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
    // The schema refuses a number longer than 30 characters, which the pattern leaves to maxLength.
    const agreement = patternAgreement(
      WHATSAPP_NUMBER_PATTERN,
      takes,
      texts.filter((text) => text.length <= 30),
    );
    expect(agreement.disagreements).toEqual([]);
    expect(agreement.matching).toBeGreaterThan(1000);
    expect(agreement.notMatching).toBeGreaterThan(1000);
  }, 30_000); // 20,000 texts: a few seconds on a loaded machine
});
