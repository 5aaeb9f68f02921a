import { describe, expect, it } from 'vitest';
import { colourField, linesOfText, oneLineText, trimmedTextPattern } from './text-fields.schema';
import { SHOP_SETTINGS_MAX_LENGTH, shopSettingsBodySchema } from './shop-settings.schema';
import { TEXT_MAX_LENGTH } from '../constants';
import { patternDisagreements, seededDraws } from './test-helpers';

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
    expect(
      patternDisagreements(trimmedTextPattern(shape, { max, required }), field, textsOf(10_000), {
        matching: 500,
        notMatching: 500,
      }),
    ).toEqual([]);
  });
});
