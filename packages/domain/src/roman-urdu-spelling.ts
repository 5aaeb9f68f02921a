/**
 * Roman Urdu spellings (issue #30, decision 0032; the whole story is in shopper-words.ts): a word's
 * spelling key with doubled vowels and consonants, ai/ay/ey and the endings of number and gender taken
 * out, and the regular expression that finds every spelling of a key.
 */

/**
 * Endings that only say number or gender, as they read once vowels are normalised ('iyaan' reads
 * 'iyan', 'ay' and 'ey' read 'e'): longest first. One is taken off a word, if two letters stay.
 */
const LATIN_PLURAL_ENDINGS = ['iyan', 'iyon', 'iya', 'ian', 'ia', 'yan', 'yon', 'ein'] as const;
const LATIN_VOWEL_ENDINGS = ['a', 'i', 'e'] as const;

export function latinKey(word: string): string {
  let key = word;
  // An English plural: jhumkas, bangles, hoops, bags (not glass).
  if (key.length >= 4 && key.endsWith('s') && !key.endsWith('ss')) key = key.slice(0, -1);
  key = key
    .replace(/a{2,}/g, 'a')
    .replace(/(?:ee|i)+/g, 'i')
    .replace(/(?:oo|u)+/g, 'u')
    // ai, and ay or ey not followed by a vowel (in 'payal' the y begins a syllable).
    .replace(/ai|[ae]y(?![aeiou])/g, 'e')
    // A doubled consonant (tikka, chhalla, patti).
    .replace(/([b-df-hj-np-tv-z])\1+/g, '$1');
  const plural = LATIN_PLURAL_ENDINGS.find(
    (ending) => key.endsWith(ending) && key.length - ending.length >= 2,
  );
  if (plural) return key.slice(0, -plural.length);
  const vowel = LATIN_VOWEL_ENDINGS.find(
    (ending) => key.endsWith(ending) && key.length - ending.length >= 2,
  );
  return vowel ? key.slice(0, -vowel.length) : key;
}

/** The ways a letter of a key may be written: the inverse of latinKey's replacements. */
const LATIN_LETTER_PATTERN: Record<string, string> = {
  a: 'a+',
  // Each alternative begins with its own letter: no text can be read two ways, so matching stays
  // linear in JavaScript's backtracking engine too.
  i: '(?:ee|i)+',
  u: '(?:oo|u)+',
  e: '(?:a+(?:ee|i)+|a+y|ey|e)',
  // 'oo' is a u.
  o: 'o',
};

function latinLettersPattern(letters: string): string {
  return [...letters].map((letter) => LATIN_LETTER_PATTERN[letter] ?? `${letter}+`).join('');
}

const LATIN_ENDINGS_PATTERN = `(?:${[...LATIN_PLURAL_ENDINGS, ...LATIN_VOWEL_ENDINGS]
  .map(latinLettersPattern)
  .join('|')})?s?`;

export function latinPattern(key: string): string {
  return `${latinLettersPattern(key)}${LATIN_ENDINGS_PATTERN}`;
}

/** The letters a spelling of a key may begin with: the dictionary is searched from these only. */
const LATIN_INITIALS: Record<string, string[]> = {
  a: ['a'],
  i: ['e', 'i'],
  u: ['o', 'u'],
  e: ['a', 'e'],
  o: ['o'],
};

export function latinInitials(key: string): string[] {
  const first = key[0] ?? '';
  return LATIN_INITIALS[first] ?? [first];
}
