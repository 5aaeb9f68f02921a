/**
 * Urdu-script spellings (issue #30, decision 0032; the whole story is in shopper-words.ts): the Arabic
 * forms of ye, kaf and he read as Urdu's, the short-vowel marks left out, the endings of number and
 * gender taken off, and the regular expression that finds every spelling of a key.
 */
import { escapeRegex } from './regex-literal';

/** Short-vowel marks, the superscript alef and the tatweel: written or left out at will. */
const URDU_MARKS = /[\u064b-\u065f\u0670\u0640]/gu;

/** The forms one letter is typed in (Arabic keyboards give ي ك ه), the Urdu one first. */
const URDU_LETTER_FORMS: Record<string, string> = {
  ی: 'یيى',
  ک: 'کك',
  ہ: 'ہهۃ',
  ھ: 'ھه',
  ا: 'اآأ',
};
const URDU_FORM_OF = new Map(
  Object.entries(URDU_LETTER_FORMS).flatMap(([urdu, forms]) =>
    [...forms].filter((form) => form !== 'ه').map((form) => [form, urdu] as const),
  ),
);
/** Plural and gender endings, longest first: چوڑیاں، جھمکی، جھمکے، بندیا. */
const URDU_ENDINGS = ['یاں', 'یوں', 'ئیں', 'وں', 'یں', 'یا', 'ا', 'ی', 'ے', 'ہ', 'ں'] as const;

export function urduLetters(word: string): string {
  const letters = [...word.replace(URDU_MARKS, '')];
  return letters
    .map((letter, at) =>
      // Arabic he is Urdu's do-chashmi he after a letter (ٹه, aspirated) and gol he elsewhere.
      letter === 'ه'
        ? at > 0 && at < letters.length - 1
          ? 'ھ'
          : 'ہ'
        : (URDU_FORM_OF.get(letter) ?? letter),
    )
    .join('');
}

export function urduKey(word: string): string {
  const letters = urduLetters(word);
  const ending = URDU_ENDINGS.find(
    (candidate) => letters.endsWith(candidate) && [...letters].length - [...candidate].length >= 2,
  );
  return ending ? letters.slice(0, -ending.length) : letters;
}

function urduLetterPattern(letter: string): string {
  const forms = URDU_LETTER_FORMS[letter];
  return forms ? `[${forms}]` : escapeRegex(letter);
}

export function urduPattern(key: string): string {
  const stem = [...key].map(urduLetterPattern).join('');
  const endings = URDU_ENDINGS.map((ending) => [...ending].map(urduLetterPattern).join(''));
  return `${stem}(?:${endings.join('|')})?`;
}

/** The letters a spelling of a key may begin with: the dictionary is searched from these only. */
export function urduInitials(key: string): string[] {
  const first = [...key][0] ?? '';
  return [...(URDU_LETTER_FORMS[first] ?? first)];
}
