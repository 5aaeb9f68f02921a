import { describe, expect, it } from 'vitest';
import {
  EMAIL_INPUT_PATTERN,
  emailField,
  MOBILE_INPUT_PATTERN,
  PHONE_INPUT_PATTERN,
  phoneField,
} from './contact-fields.schema';
import { checkoutDraftBodySchema } from './checkout-draft.schema';
import { patternDisagreements, phoneLikeTexts } from './test-helpers';

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
    expect(patternDisagreements(PHONE_INPUT_PATTERN, phoneField, texts)).toEqual([]);
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
    expect(
      patternDisagreements(MOBILE_INPUT_PATTERN, draftPhone, texts, {
        matching: 500,
        notMatching: 1000,
      }),
    ).toEqual([]);
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
