import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-text';

describe('textRuns', () => {
  it.each([
    {
      name: 'puts Urdu words in an Arabic run, right to left, with the spaces between them',
      text: 'Ayesha عائشہ خان',
      runs: [
        { text: 'Ayesha ', arabic: false },
        { text: 'خان', arabic: true },
        { text: ' ', arabic: false },
        { text: 'عائشہ', arabic: true },
      ],
    },
    {
      name: 'moves the space after an Arabic run to the Latin text that follows',
      text: 'House 12, گلی نمبر 3, Gulberg',
      runs: [
        { text: 'House 12, ', arabic: false },
        { text: 'نمبر', arabic: true },
        { text: ' ', arabic: false },
        { text: 'گلی', arabic: true },
        { text: ' 3, Gulberg', arabic: false },
      ],
    },
    {
      name: 'prints "?" for a character neither font draws, and drops control characters',
      text: 'Mei 王 Lin\u0007',
      runs: [{ text: 'Mei ? Lin', arabic: false }],
    },
  ])('$name', ({ text, runs }) => {
    expect(textRuns(text)).toEqual(runs);
  });

  it('keeps line breaks and the zero-width non-joiner', () => {
    expect(textRuns('Flat 4\nگلی\u200cنمبر').map((run) => run.text)).toEqual([
      'Flat 4\n',
      'گلی\u200cنمبر',
    ]);
  });
});
