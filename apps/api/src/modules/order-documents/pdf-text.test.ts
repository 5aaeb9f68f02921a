import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-text';

/** A run of text in the Latin font, and one in the Arabic-script font (drawn right to left). */
const latin = (text: string) => ({ text, arabic: false });
const arabic = (text: string) => ({ text, arabic: true });

describe('textRuns', () => {
  it.each([
    [
      'puts Urdu words in an Arabic run, right to left, with the spaces between them',
      'Ayesha عائشہ خان',
      [latin('Ayesha '), arabic('خان'), latin(' '), arabic('عائشہ')],
    ],
    [
      'moves the space after an Arabic run to the Latin text that follows',
      'House 12, گلی نمبر 3, Gulberg',
      [latin('House 12, '), arabic('نمبر'), latin(' '), arabic('گلی'), latin(' 3, Gulberg')],
    ],
    [
      'prints "?" for a character neither font draws, and drops control characters',
      'Mei 王 Lin\u0007',
      [latin('Mei ? Lin')],
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
