/**
 * The synonym groups of search (issue #30, decision 0032): the built-in words shoppers use for what the
 * shop sells, and the index from a word's spelling key to its group, for those and the owner's own.
 */
import { searchForm, spellingKey, type SynonymIndex } from './shopper-words';

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
