/**
 * Search the way shoppers speak (issue #30): the demo shop found by its Roman-Urdu and Urdu names, and
 * the owner's synonym groups, written in the back office and used by the search at once.
 */
import { SYNONYM_GROUPS_MAX } from '@shop/domain/schemas/search-synonyms.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSynonyms } from '../../db/schema/search-synonyms';
import { setUpTestApp } from '../../test/app';
import { DEMO_PRODUCTS } from '../demo/demo-catalogue';
import { seedDemoData } from '../demo/demo.service';

interface Page {
  products: { title: string; sub_type: string | null }[];
  total: number;
  counts: { all: number; subTypes: Record<string, number> };
}

const titlesOf = (subType: string) =>
  DEMO_PRODUCTS.filter((product) => product.subType === subType)
    .map((product) => product.title)
    .sort();
const JHUMKAS = ['Kundan Jhumka Earrings', 'Oxidised Silver Jhumka', 'Pearl Drop Jhumkis'];

describe('searching the demo shop the way shoppers speak', () => {
  const t = setUpTestApp();
  beforeAll(async () => {
    await seedDemoData({ db: t.db, images: t.app.images });
  });

  const browse = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products?${new URLSearchParams(query).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const titles = async (q: string) =>
    (await browse({ q })).products.map((card) => card.title).sort();

  it.each([
    ['kangan', 'Bangles'],
    ['choori', 'Bangles'],
    ['chooriyan', 'Bangles'],
    ['کنگن', 'Bangles'],
    ['anguthi', 'Rings'],
    ['angoothi', 'Rings'],
    ['انگوٹھی', 'Rings'],
    ['jhanjhar', 'Anklets'],
    ['pazeb', 'Anklets'],
    ['پازیب', 'Anklets'],
    ['bindi', 'Bindiya'],
  ])('q=%s finds every one of the demo shop’s %s and nothing else', async (q, subType) => {
    expect(await titles(q)).toEqual(titlesOf(subType));
  });

  it.each(['jhumki', 'jhumka', 'jhumkay', 'jhumkey', 'JHUMKIS', 'جھمکا', 'جھمکی', 'جھمکے'])(
    'q=%s finds every jhumka, "Pearl Drop Jhumkis" too',
    async (q) => {
      expect(await titles(q)).toEqual(JHUMKAS);
    },
  );

  it('finds the hoops by bali, a kada by kara, and a word of a description in Urdu script', async () => {
    expect(await titles('bali')).toEqual(['Gold Hoop Earrings']);
    expect(await titles('kara')).toEqual(['Kundan Kada Bangles']);
    expect(await titles('moti')).toEqual(
      expect.arrayContaining(['Pearl Drop Jhumkis', 'Pearl Matha Pati']),
    );
    // Two words, each found its own way.
    expect(await titles('kundan jhumki')).toEqual(['Kundan Jhumka Earrings']);
  });

  it('does not over-match: a ring is not an earring, and Karachi is not a kara', async () => {
    const rings = await titles('anguthi');
    expect(rings.some((title) => /earring/i.test(title))).toBe(false);
    expect(await titles('jhumka')).not.toContain('Gold Hoop Earrings');
    expect(await titles('clutch')).toEqual(['Embroidered Potli Clutch', 'Velvet Evening Clutch']);
  });

  it('says how many the whole shop has when a category has none', async () => {
    const page = await browse({ q: 'jhumka', sub_type: 'Rings' });
    expect(page).toMatchObject({ total: 0, products: [] });
    expect(page.counts.all).toBe(3);
    expect(page.counts.subTypes.Earrings).toBe(3);
  });
});

describe("the owner's synonym groups", () => {
  const t = setUpTestApp();
  beforeAll(async () => {
    await seedDemoData({ db: t.db, images: t.app.images });
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin/search-synonyms${url}`,
      headers: t.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const titles = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` }))
      .json<Page>()
      .products.map((card) => card.title)
      .sort();

  it('lists the built-in groups beside the owner’s, none at first', async () => {
    const response = await send('GET', '');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ groups: unknown[]; builtIn: string[][] }>();
    expect(body.groups).toEqual([]);
    expect(body.builtIn).toContainEqual(expect.arrayContaining(['bangle', 'kangan', 'کنگن']));
  });

  it('finds a word the owner adds at once, though its answer was cached, and forgets it when deleted', async () => {
    expect(await titles('sitara')).toEqual([]);
    const added = await send('POST', '', { words: [' Sitara ', 'crystal', 'ستارہ'] });
    expect(added.statusCode).toBe(201);
    const { group } = added.json<{ group: { id: number; words: string[] } }>();
    expect(group.words).toEqual(['sitara', 'crystal', 'ستارہ']);
    const crystals = ['Statement Crystal Ring', 'Teardrop Crystal Pendant'];
    expect(await titles('sitara')).toEqual(crystals);
    expect(await titles('sitaray')).toEqual(crystals);
    expect(await titles('ستارے')).toEqual(crystals);

    const changed = await send('PUT', `/${group.id}`, { words: ['sitara', 'onyx'] });
    expect(changed.statusCode).toBe(200);
    expect(await titles('sitara')).toEqual(['Onyx Charm Pendant']);

    expect((await send('DELETE', `/${group.id}`)).statusCode).toBe(200);
    expect(await titles('sitara')).toEqual([]);
    expect((await send('GET', '')).json<{ groups: unknown[] }>().groups).toEqual([]);
  });

  it('answers 404 for a group that is not there, and 401 without a token', async () => {
    expect((await send('PUT', '/987654', { words: ['a', 'b'] })).statusCode).toBe(404);
    expect((await send('DELETE', '/987654')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      payload: { words: ['tagdi', 'chain'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(searchSynonyms)).toEqual([]);
  });

  it.each([
    [{}, 'words', 'Words must be a list of words'],
    [{ words: 'kangan bangle' }, 'words', 'Words must be a list of words'],
    [{ words: ['kangan'] }, 'words', 'Give at least 2 words that mean the same'],
    [{ words: Array.from({ length: 21 }, (_, at) => `word${'x'.repeat(at)}`) }, 'words', undefined],
    [{ words: ['kangan', ' '] }, 'words.1', 'A word cannot be empty'],
    [
      { words: ['kangan', 'gold bangle'] },
      'words.1',
      expect.stringContaining('one word of letters'),
    ],
    [{ words: ['kangan', 'bangle2'] }, 'words.1', expect.stringContaining('one word of letters')],
    [{ words: ['kangan', 'x'.repeat(41)] }, 'words.1', 'A word must be at most 40 characters'],
    [{ words: ['kangan', 42] }, 'words.1', 'Each word must be text'],
    [{ words: ['kangan', 'bangle', 'Kangan'] }, 'words.2', '"kangan" is in the group twice'],
    [{ words: ['kangan', 'bangle'], note: 'x' }, 'note', 'Unknown field'],
  ])('answers 400 naming the field for %j', async (payload, field, message) => {
    const response = await send('POST', '', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors)).toContain(field);
    if (message !== undefined) expect(body.fieldErrors[field]).toEqual(message);
  });

  it(`takes at most ${SYNONYM_GROUPS_MAX} groups (409)`, async () => {
    await t.db
      .insert(searchSynonyms)
      .values(Array.from({ length: SYNONYM_GROUPS_MAX }, () => ({ words: ['a', 'b'] })));
    const refused = await send('POST', '', { words: ['tagdi', 'chain'] });
    expect(refused.statusCode).toBe(409);
    await t.db.delete(searchSynonyms);
  });
});
