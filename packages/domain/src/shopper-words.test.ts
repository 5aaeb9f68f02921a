import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_SYNONYM_INDEX, BUILT_IN_SYNONYMS, synonymIndex } from './shopper-synonyms';
import {
  anyWholeWord,
  literally,
  shopperWordForms,
  spellingForms,
  spellingKey,
  wholeWordPattern,
  type SynonymIndex,
} from './shopper-words';

const finds = (pattern: string, text: string) => new RegExp(pattern, 'u').test(text);

/**
 * Whether the search finds `typed` in `text` beyond the typed letters themselves, as the server does:
 * the patterns pick words of the catalogue, which are then found whole, beside the exact forms.
 */
function findsBeyond(typed: string, text: string, indexes: readonly SynonymIndex[] = []): boolean {
  const { exact, patterns } = shopperWordForms(typed, indexes);
  const catalogueWords = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  // As the server looks them up: only words beginning with one of a pattern's initials.
  const picked = catalogueWords.filter((word) =>
    patterns.some(
      (lookup) =>
        lookup.initials.includes([...word][0] ?? '') && finds(anyWholeWord([lookup.pattern]), word),
    ),
  );
  const found = [...exact, ...picked];
  return found.length > 0 && finds(wholeWordPattern(literally(found)), text);
}
const findsWord = (typed: string, text: string) => findsBeyond(typed, text);

describe('spellingKey', () => {
  it.each([
    [['jhumka', 'jhumki', 'jhumkay', 'jhumkey', 'jhumke', 'jhumkas', 'jhumkis', 'Jhumka'], 'jhumk'],
    [['choori', 'churi', 'chooriyan', 'churiyan', 'chooriyaan'], 'chur'],
    [['angoothi', 'anguthi', 'angoothee'], 'anguth'],
    [['pazeb', 'pazaib', 'pazebs'], 'pazeb'],
    [['tikka', 'tika'], 'tik'],
    [['bangle', 'bangles', 'Bangles'], 'bangl'],
    [['bindi', 'bindiya', 'bindia'], 'bind'],
    [['kangan', 'kangans'], 'kangan'],
    [['payal', 'payals'], 'payal'],
    [['جھمکا', 'جھمکی', 'جھمکے', 'جُھمکا', 'جھمكا'], 'جھمک'],
    [['چوڑی', 'چوڑیاں'], 'چوڑ'],
    [['انگوٹھی', 'انگوٹهی'], 'انگوٹھ'],
  ])('gives %j the key %s', (words, key) => {
    for (const word of words) expect(spellingKey(word), word).toBe(key);
  });

  it('keeps words apart that are not one word', () => {
    const apart: [string, string][] = [
      ['kangan', 'kangna'],
      ['payal', 'peal'],
      ['ring', 'rang'],
      ['mala', 'small'],
      ['kara', 'karachi'],
      ['glass', 'glas'],
      ['gold', 'golden'],
    ];
    for (const [one, other] of apart) expect(spellingKey(one), one).not.toBe(spellingKey(other));
  });

  it('ignores case and an English plural (property)', () => {
    fc.assert(
      fc.property(romanUrduWord, (word) => {
        const key = spellingKey(word);
        expect(spellingKey(word.toUpperCase())).toBe(key);
        if (word.length >= 3 && !word.endsWith('s')) expect(spellingKey(`${word}s`)).toBe(key);
      }),
    );
  });
});

/** Roman-Urdu-like words: syllables of a consonant (maybe doubled or aspirated) and a vowel. */
const romanUrduWord = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'b',
        'bh',
        'ch',
        'chh',
        'd',
        'g',
        'jh',
        'k',
        'kh',
        'l',
        'm',
        'n',
        'p',
        'r',
        't',
        'z',
      ),
      fc.boolean(),
      fc.constantFrom('a', 'aa', 'i', 'ee', 'u', 'oo', 'e', 'ai', 'o'),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .chain((syllables) =>
    fc
      .tuple(
        fc.constantFrom('', 'n', 'l', 'r', 'b', 'k'),
        fc.constantFrom('', 'a', 'i', 'ay', 'ey', 'iyan', 'iyaan', 'on', 's', 'as'),
      )
      .map(([coda, ending]) => {
        const stem = syllables
          .map(([consonant, doubled, vowel]) =>
            doubled && consonant.length === 1
              ? `${consonant}${consonant}${vowel}`
              : consonant + vowel,
          )
          .join('');
        return `${stem}${coda}${ending}`;
      }),
  );

describe('spellingForms', () => {
  it('finds every word as written, and every spelling sharing its key (property)', () => {
    fc.assert(
      fc.property(romanUrduWord, romanUrduWord, (word, other) => {
        const forms = spellingForms(word);
        if (!('pattern' in forms)) {
          expect(spellingKey(word).length).toBeLessThan(4);
          expect(forms.exact).toContain(word);
          return;
        }
        expect(finds(anyWholeWord([forms.pattern]), word)).toBe(true);
        expect(forms.initials).toContain(word[0]);
        if (spellingKey(word) === spellingKey(other)) {
          expect(finds(anyWholeWord([forms.pattern]), other), `${word} ${other}`).toBe(true);
          expect(forms.initials, `${word} ${other}`).toContain(other[0]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('finds jhumka, jhumki, jhumkay and jhumkas from any of them', () => {
    const texts = ['kundan jhumka earrings', 'pearl drop jhumkis', 'bell jhumkas set', 'jhumkay'];
    for (const typed of ['jhumka', 'jhumki', 'jhumkay', 'jhumkey', 'jhumkis']) {
      for (const text of texts) expect(findsWord(typed, text), `${typed} in ${text}`).toBe(true);
    }
    expect(findsWord('جھمکی', 'سونے کا جھمکا')).toBe(true);
    expect(findsWord('جھمکا', 'چاندی کے جھمکے، نئے')).toBe(true);
  });

  it('finds whole words only, and short words only as written', () => {
    expect(findsWord('ring', 'gold hoop earrings')).toBe(false);
    expect(findsWord('ring', 'a string of pearls')).toBe(false);
    expect(findsWord('ring', 'solitaire rings')).toBe(true);
    expect(findsWord('kara', 'delivered in karachi')).toBe(false);
    expect(findsWord('kara', 'kundan karas')).toBe(true);
    expect(findsWord('mala', 'a small minimal male chain')).toBe(false);
    expect(findsWord('bali', 'a ball and a bale')).toBe(false);
    expect(findsWord('bali', 'gold baliyan')).toBe(false);
    expect(findsWord('baliyan', 'gold baliyan')).toBe(true);
    expect(findsWord('haar', 'hare haari')).toBe(false);
  });

  it('is safe for any text: it never throws and a regex character is a plain one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (word) => {
        const { exact, patterns } = shopperWordForms(word, [BUILT_IN_SYNONYM_INDEX]);
        expect(() => new RegExp(wholeWordPattern(literally(exact)), 'u')).not.toThrow();
        expect(
          () => new RegExp(anyWholeWord(patterns.map((lookup) => lookup.pattern)), 'u'),
        ).not.toThrow();
      }),
    );
    expect(findsWord('a.b', 'axb')).toBe(false);
    expect(findsWord('a.b', 'a.b')).toBe(true);
  });
});

describe('synonyms', () => {
  it('lists every built-in word once per group and finds each group from any of its words', () => {
    for (const group of BUILT_IN_SYNONYMS) {
      expect(new Set(group).size, group.join()).toBe(group.length);
      for (const word of group) {
        expect(BUILT_IN_SYNONYM_INDEX.get(spellingKey(word)), word).toEqual(
          expect.arrayContaining([...group]),
        );
      }
    }
  });

  it.each([
    ['kangan', 'set of six glossy bangles'],
    ['choori', 'sterling finish bangles'],
    ['chooriyan', 'kundan kada bangles'],
    ['کنگن', 'glossy bangles'],
    ['anguthi', 'solitaire cocktail ring'],
    ['انگوٹھی', 'adjustable band ring'],
    ['bali', 'gold hoop earrings'],
    ['jhanjhar', 'delicate chain anklet'],
    ['pazeb', 'beaded payal'],
    ['پازیب', 'ghungroo anklet pair'],
    ['payal', 'a pair of pazeb'],
    ['kara', 'kundan kada bangles'],
    ['جھمکا', 'oxidised silver jhumka'],
    ['bindi', 'classic gold bindiya'],
    ['purse', 'quilted crossbody bag'],
  ])('%s finds "%s"', (typed, text) => {
    expect(findsBeyond(typed, text, [BUILT_IN_SYNONYM_INDEX])).toBe(true);
  });

  it.each([
    ['anguthi', 'gold hoop earrings'],
    ['clutch', 'quilted crossbody bag'],
    ['jhumka', 'gold hoop earrings'],
    ['kara', 'delivered in karachi'],
    ['haar', 'rose gold drop pendant'],
  ])('%s does not find "%s"', (typed, text) => {
    expect(findsBeyond(typed, text, [BUILT_IN_SYNONYM_INDEX])).toBe(false);
  });

  it("adds the owner's groups to the built-in ones", () => {
    const owner = synonymIndex([['gajra', 'phool', 'گجرا']]);
    expect(findsBeyond('gajre', 'jasmine phool', [BUILT_IN_SYNONYM_INDEX])).toBe(false);
    expect(findsBeyond('gajre', 'jasmine phool', [BUILT_IN_SYNONYM_INDEX, owner])).toBe(true);
    expect(findsBeyond('گجرا', 'a fresh gajra', [owner])).toBe(true);
  });
});
