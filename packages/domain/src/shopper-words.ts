/**
 * Search the way shoppers speak (issue #30, decision 0032): Roman-Urdu and Urdu words for the shop's
 * products, and the spellings of one word finding each other.
 *
 * A word's *spelling key* is what stays when the ways of writing it that shoppers vary are taken out:
 * in Roman Urdu a long vowel written doubled or not (angoothi, anguthi), a consonant doubled or not
 * (tikka, tika), ai/ay/ey for one sound (pazaib, pazeb), and the ending that only says singular,
 * plural or feminine (jhumka, jhumki, jhumkay, jhumkey, jhumkas, chooriyan). In Urdu script, the
 * Arabic forms of ye, kaf and he and the short-vowel marks, and the same endings (جھمکا، جھمکی، جھمکے).
 *
 * The key decides two things: which synonym group a typed word belongs to, and which words of a
 * product's text it finds. The second is a regular expression built from the key (spellingForms)
 * that PostgreSQL matches against whole words of the search text. Keys shorter than
 * SPELLING_KEY_MIN letters find only themselves: 'mala' must not find 'male', nor 'bali' 'bale'.
 */
import { escapeRegex } from './regex-literal';
import { latinInitials, latinKey, latinPattern } from './roman-urdu-spelling';
import { urduInitials, urduKey, urduLetters, urduPattern } from './urdu-script-spelling';

/**
 * Letters a key needs before other endings and doublings of it are accepted as the same word. The
 * catalogue's dictionary of words (search_words) holds words of this length and more.
 */
export const SPELLING_KEY_MIN = 4;

const URDU_LETTER = /[\u0620-\u065f\u066e-\u06d3\u06d5\u06fa-\u06ff]/u;
const LATIN_WORD = /^[a-z]+$/;

/**
 * What may sit either side of a matched word: anything but a letter or digit of either script. Written
 * with \u escapes, which PostgreSQL's regular expressions read as JavaScript's do.
 */
const WORD_CHARACTER = '[a-z0-9\\u0620-\\u065f\\u066e-\\u06d3\\u06d5\\u06fa-\\u06ff]';

type Script = 'latin' | 'urdu' | 'other';

function scriptOf(word: string): Script {
  if (LATIN_WORD.test(word)) return 'latin';
  if ([...word].every((letter) => URDU_LETTER.test(letter))) return 'urdu';
  return 'other';
}

/** One word as the search text holds it: lower case, without the accents of Latin letters. */
export function searchForm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .trim();
}

/**
 * The word's spelling key: the same for the spellings of one word ('jhumka', 'jhumki', 'jhumkay',
 * 'Jhumkas' → 'jhumk'; 'angoothi', 'anguthi' → 'angut'; 'جھمکا', 'جھمکی' → 'جھمک'). A word of
 * digits or of mixed letters is its own key.
 */
export function spellingKey(word: string): string {
  const form = searchForm(word);
  switch (scriptOf(form)) {
    case 'latin':
      return latinKey(form);
    case 'urdu':
      return urduKey(form);
    default:
      return form;
  }
}

/**
 * How a word's spellings are found among the words of the catalogue. A key long enough to tell words
 * apart gives a regular expression (JavaScript's and PostgreSQL's alike, unanchored) matching every
 * spelling with that key; a shorter one only the word itself and its plural, as written.
 */
export type SpellingForms = { pattern: string; initials: string[] } | { exact: string[] };

export function spellingForms(word: string): SpellingForms {
  const form = searchForm(word);
  const script = scriptOf(form);
  const key = spellingKey(form);
  const long = script !== 'other' && [...key].length >= SPELLING_KEY_MIN;
  if (script === 'latin') {
    if (long) return { pattern: latinPattern(key), initials: latinInitials(key) };
    return { exact: form.endsWith('s') ? [form] : [form, `${form}s`] };
  }
  if (script === 'urdu') {
    return long
      ? { pattern: urduPattern(key), initials: urduInitials(key) }
      : { exact: [urduLetters(form)] };
  }
  return { exact: [form] };
}

/** The groups a word belongs to, by spelling key: each group's words (shopper-synonyms.ts builds one). */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

/** A pattern to look up among the catalogue's words. */
export interface WordLookup {
  pattern: string;
  /** The first letters of every word the pattern matches. */
  initials: string[];
}

/**
 * What a typed search word finds beyond itself: the spellings of the word and of every word it is a
 * synonym of (built in or the owner's), as patterns to look up among the words of the catalogue
 * (search_words, words of SPELLING_KEY_MIN letters or more) and as exact words too short for it, each
 * to be found in a product's text as a whole word.
 */
export function shopperWordForms(
  typed: string,
  indexes: readonly SynonymIndex[],
): { exact: string[]; patterns: WordLookup[] } {
  const key = spellingKey(typed);
  const words = new Set([searchForm(typed)]);
  for (const index of indexes) for (const word of index.get(key) ?? []) words.add(word);
  const exact = new Set<string>();
  const patterns = new Map<string, WordLookup>();
  for (const word of words) {
    const forms = spellingForms(word);
    if ('pattern' in forms) patterns.set(forms.pattern, forms);
    else {
      // A form the dictionary would hold is looked up there too: one the catalogue does not have
      // then costs no search of the products' text.
      for (const one of forms.exact) {
        const letters = [...one];
        if (letters.length < SPELLING_KEY_MIN) exact.add(one);
        else
          patterns.set(escapeRegex(one), {
            pattern: escapeRegex(one),
            initials: [letters[0] ?? ''],
          });
      }
    }
  }
  return { exact: [...exact], patterns: [...patterns.values()] };
}

/** One regular expression matching a whole word of the catalogue that any of `patterns` matches. */
export function anyWholeWord(patterns: readonly string[]): string {
  return `^(?:${patterns.join('|')})$`;
}

/** Words as the literal parts of a regular expression. */
export function literally(words: readonly string[]): string[] {
  return words.map(escapeRegex);
}

/** Matches any of `patterns` as a whole word: not inside another word ('ring' is not in 'earrings'). */
export function wholeWordPattern(patterns: readonly string[]): string {
  return `(?<!${WORD_CHARACTER})(?:${patterns.join('|')})(?!${WORD_CHARACTER})`;
}
