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
 * product's text it finds. The second is a regular expression built from the key (spellingPattern)
 * that PostgreSQL matches against whole words of the search text. Keys shorter than
 * SPELLING_KEY_MIN letters find only themselves: 'mala' must not find 'male', nor 'bali' 'bale'.
 */

/**
 * Letters a key needs before other endings and doublings of it are accepted as the same word. The
 * catalogue's dictionary of words (search_words) holds words of this length and more.
 */
export const SPELLING_KEY_MIN = 4;

const URDU_LETTER = /[\u0620-\u065f\u066e-\u06d3\u06d5\u06fa-\u06ff]/u;
const LATIN_WORD = /^[a-z]+$/;
/** Short-vowel marks, the superscript alef and the tatweel: written or left out at will. */
const URDU_MARKS = /[\u064b-\u065f\u0670\u0640]/gu;

/**
 * What may sit either side of a matched word: anything but a letter or digit of either script. Written
 * with \u escapes, which PostgreSQL's regular expressions read as JavaScript's do.
 */
const WORD_CHARACTER = '[a-z0-9\\u0620-\\u065f\\u066e-\\u06d3\\u06d5\\u06fa-\\u06ff]';

/* ----------------------------------------------------------------------------------------------- */
/* Roman Urdu                                                                                       */

/**
 * Endings that only say number or gender, as they read once vowels are normalised ('iyaan' reads
 * 'iyan', 'ay' and 'ey' read 'e'): longest first. One is taken off a word, if two letters stay.
 */
const LATIN_PLURAL_ENDINGS = ['iyan', 'iyon', 'iya', 'ian', 'ia', 'yan', 'yon', 'ein'] as const;
const LATIN_VOWEL_ENDINGS = ['a', 'i', 'e'] as const;

function latinKey(word: string): string {
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

function latinPattern(key: string): string {
  return `${latinLettersPattern(key)}${LATIN_ENDINGS_PATTERN}`;
}

/* ----------------------------------------------------------------------------------------------- */
/* Urdu script                                                                                      */

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

function urduLetters(word: string): string {
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

function urduKey(word: string): string {
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

function urduPattern(key: string): string {
  const stem = [...key].map(urduLetterPattern).join('');
  const endings = URDU_ENDINGS.map((ending) => [...ending].map(urduLetterPattern).join(''));
  return `${stem}(?:${endings.join('|')})?`;
}

/* ----------------------------------------------------------------------------------------------- */

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
}

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

/** The letters a spelling of a key may begin with: the dictionary is searched from these only. */
const LATIN_INITIALS: Record<string, string[]> = {
  a: ['a'],
  i: ['e', 'i'],
  u: ['o', 'u'],
  e: ['a', 'e'],
  o: ['o'],
};

function initialsOf(key: string, script: 'latin' | 'urdu'): string[] {
  const first = [...key][0] ?? '';
  if (script === 'latin') return LATIN_INITIALS[first] ?? [first];
  return [...(URDU_LETTER_FORMS[first] ?? first)];
}

export function spellingForms(word: string): SpellingForms {
  const form = searchForm(word);
  const script = scriptOf(form);
  const key = spellingKey(form);
  const long = script !== 'other' && [...key].length >= SPELLING_KEY_MIN;
  if (script === 'latin') {
    if (long) return { pattern: latinPattern(key), initials: initialsOf(key, 'latin') };
    return { exact: form.endsWith('s') ? [form] : [form, `${form}s`] };
  }
  if (script === 'urdu') {
    return long
      ? { pattern: urduPattern(key), initials: initialsOf(key, 'urdu') }
      : { exact: [urduLetters(form)] };
  }
  return { exact: [form] };
}

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

/* ----------------------------------------------------------------------------------------------- */
/* Synonyms                                                                                         */

/**
 * The words shoppers in Pakistan use for what the shop sells, in English, Roman Urdu and Urdu script.
 * One group per thing, and only true synonyms: 'clutch' does not find every bag, 'jhumka' not every
 * earring. Spellings with the same key need not be listed (jhumki, jhumkay are jhumka's).
 */
export const BUILT_IN_SYNONYMS: readonly (readonly string[])[] = [
  [
    'bangle',
    'kangan',
    'choori',
    'churi',
    'chudi',
    'chooriyan',
    'chudiyan',
    'کنگن',
    'چوڑی',
    'چوڑیاں',
  ],
  ['kada', 'kara', 'karra', 'kadaa', 'کڑا', 'کڑے'],
  ['hoop', 'bali', 'baali', 'baliyan', 'بالی', 'بالیاں'],
  ['ring', 'anguthi', 'angoothi', 'angothi', 'chhalla', 'challa', 'انگوٹھی', 'چھلا'],
  ['anklet', 'payal', 'pazeb', 'paizeb', 'jhanjhar', 'jhanjar', 'پازیب', 'پائل', 'پایل', 'جھانجھر'],
  ['jhumka', 'jhumki', 'jhumkay', 'jhumkey', 'jhumke', 'جھمکا', 'جھمکی', 'جھمکے'],
  ['earring', 'bunde', 'bundey', 'bunday', 'aweeza', 'بندے', 'آویزے'],
  ['necklace', 'haar', 'mala', 'guluband', 'ہار', 'مالا', 'گلوبند'],
  ['pendant', 'locket', 'لاکٹ'],
  ['tikka', 'teeka', 'matha', 'maatha', 'ٹیکا', 'ماتھا'],
  ['nath', 'nathni', 'nathli', 'koka', 'laung', 'نتھ', 'نتھنی', 'کوکا', 'لونگ'],
  ['bindi', 'bindiya', 'bindia', 'بندی', 'بندیا'],
  ['bracelet', 'بریسلیٹ'],
  ['bag', 'purse', 'batwa', 'handbag', 'thaila', 'jhola', 'بیگ', 'پرس', 'بٹوا', 'تھیلا'],
  ['clutch', 'کلچ'],
  ['potli', 'پوٹلی'],
  ['jewelry', 'jewellery', 'zewar', 'zevar', 'زیور'],
  ['gold', 'sona', 'sone', 'سونا'],
  ['silver', 'chandi', 'چاندی'],
  ['pearl', 'moti', 'موتی'],
];

/** The groups a word belongs to, by spelling key: each group's words, deduplicated. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

export function synonymIndex(groups: readonly (readonly string[])[]): SynonymIndex {
  const index = new Map<string, Set<string>>();
  for (const group of groups) {
    const words = group.map(searchForm).filter(Boolean);
    for (const word of words) {
      const key = spellingKey(word);
      const known = index.get(key) ?? new Set<string>();
      for (const member of words) known.add(member);
      index.set(key, known);
    }
  }
  return new Map([...index].map(([key, words]) => [key, [...words]]));
}

export const BUILT_IN_SYNONYM_INDEX = synonymIndex(BUILT_IN_SYNONYMS);
