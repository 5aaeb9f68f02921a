import { describe, expect, test } from 'vitest';
import { checkWords, messageFor, wordsOf } from './synonym-words';

describe("the search words form's text", () => {
  test('splits on English and Urdu commas and new lines, leaving blanks out', () => {
    expect(wordsOf(' gajra, phool ،گجرا\n\n Motia ,')).toEqual(['gajra', 'phool', 'گجرا', 'Motia']);
  });

  test("is checked with the API's rules, naming the word at fault", () => {
    expect(checkWords('Gajra, phool')).toEqual({ words: ['gajra', 'phool'] });
    expect(checkWords('gajra')).toEqual({ error: 'Give at least 2 words that mean the same' });
    expect(checkWords('gajra, white phool')).toEqual({
      error: 'Word 2: A word must be one word of letters, without spaces or digits',
    });
    expect(checkWords('gajra, phool, Gajra')).toEqual({
      error: 'Word 3: "gajra" is in the group twice',
    });
  });

  test("places a 400's field key the same way", () => {
    expect(messageFor('words.0', 'A word cannot be empty')).toBe('Word 1: A word cannot be empty');
    expect(messageFor('words', 'Give at least 2 words')).toBe('Give at least 2 words');
    expect(messageFor('', 'Too many groups')).toBe('Too many groups');
  });
});
