import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-text';

describe('textRuns', () => {
  it.each([
    [
      'puts Urdu words in an Arabic run, right to left, with the spaces between them',
      'Ayesha عائشہ خان',
      [
        { text: 'Ayesha ', arabic: false },
        { text: 'خان', arabic: true },
        { text: ' ', arabic: false },
        { text: 'عائشہ', arabic: true },
      ],
    ],
    [
      'moves the space after an Arabic run to the Latin text that follows',
      'House 12, گلی نمبر 3, Gulberg',
      [
        { text: 'House 12, ', arabic: false },
        { text: 'نمبر', arabic: true },
        { text: ' ', arabic: false },
        { text: 'گلی', arabic: true },
        { text: ' 3, Gulberg', arabic: false },
      ],
    ],
    [
      'prints "?" for a character neither font draws, and drops control characters',
      'Mei 王 Lin\u0007',
      [{ text: 'Mei ? Lin', arabic: false }],
    ],
  ] as const)('%s', (_name, text, runs) => {
    expect(textRuns(text)).toEqual(runs);
  });

  it('keeps line breaks and the zero-width non-joiner', () => {
    expect(textRuns('Flat 4\nگلی\u200cنمبر').map((run) => run.text)).toEqual([
      'Flat 4\n',
      'گلی\u200cنمبر',
    ]);
  });
});
