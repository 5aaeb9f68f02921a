import { PAGE_SIZE } from '@shop/domain/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products';
import { createTestApp, type TestApp } from '../../test/app';
import { expectedColourVariants } from '../../test/products';
import { insertTestProduct } from '../demo/test-fixtures';

interface Page {
  products: { id: number; title: string; discounted_price: number; image: string; type: string }[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  counts: { all: number; types: Record<string, number>; subTypes: Record<string, number> };
}

describe('GET /api/products', () => {
  let t: TestApp;
  const browse = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    return { status: response.statusCode, body: response.json<Page>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    // 20 rings, 6 earrings and 5 bags, created one minute apart (the newest last), prices rising.
    const rows: Parameters<typeof insertTestProduct>[1][] = [];
    for (let index = 0; index < 20; index += 1) {
      rows.push({
        title: `Silver ring ${index}`,
        subType: 'Rings',
        priceRupees: 1000 + index * 10,
      });
    }
    for (let index = 0; index < 6; index += 1) {
      rows.push({
        title: `Jhumka earrings ${index}`,
        subType: 'Earrings',
        priceRupees: 500 + index,
      });
    }
    for (let index = 0; index < 5; index += 1) {
      rows.push({
        title: `Leather tote ${index}`,
        type: 'Bags',
        subType: null,
        priceRupees: 4000 + index,
      });
    }
    rows.push({
      title: 'Café crème clutch',
      description: 'A soft evening clutch with an emerald clasp.',
      type: 'Bags',
      subType: null,
      priceRupees: 7000,
    });
    for (const [index, row] of rows.entries()) {
      await insertTestProduct(t.db, {
        ...row,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    await t.db.execute(
      sql`update ${products} set units_sold = 50 where title = 'Jhumka earrings 3'`,
    );
    await t.db.execute(
      sql`update ${products} set top_featured = true where title like 'Leather tote%'`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the first page of cards, newest first, with the total, pages and counts', async () => {
    const { status, body } = await browse('');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(PAGE_SIZE);
    expect(body.products[0]).toEqual({
      id: expect.any(Number),
      title: 'Café crème clutch',
      price: 7000,
      discounted_price: 7000,
      show_price: 'Inactive',
      image: '11111111-1111-4111-8111-111111111111.webp',
      quantity: 10,
      type: 'Bags',
      sub_type: null,
      // Each colour's own stock (the fixture's stock on the first colour, decision 0024).
      variants: expectedColourVariants(['gold', 'silver'], 10),
    });
    expect(body).toMatchObject({ total: 32, page: 1, pageCount: 3, pageSize: 12 });
    expect(body.counts.all).toBe(32);
    expect(body.counts.types).toEqual({ Jewelry: 26, Bags: 6 });
    expect(body.counts.subTypes).toMatchObject({ Rings: 20, Earrings: 6, Bangles: 0 });
  });

  it('filters by type and by sub-type (a sub-type alone means Jewelry)', async () => {
    const bags = await browse('?type=Bags');
    expect(bags.body.total).toBe(6);
    expect(bags.body.products.every((card) => card.type === 'Bags')).toBe(true);
    const earrings = await browse('?sub_type=Earrings');
    expect(earrings.body.total).toBe(6);
    expect(earrings.body.products.map((card) => card.title)).toContain('Jhumka earrings 0');
  });

  it('clamps a page past the end to the last page (spec §4)', async () => {
    const { body } = await browse('?type=Jewelry&page=99');
    expect(body).toMatchObject({ page: 3, pageCount: 3, total: 26 });
    expect(body.products).toHaveLength(2);
  });

  it('sorts by price both ways and best sellers first', async () => {
    const low = await browse('?sort=price_asc');
    expect(low.body.products[0]?.title).toBe('Jhumka earrings 0');
    const high = await browse('?sort=price_desc');
    expect(high.body.products[0]?.title).toBe('Café crème clutch');
    const best = await browse('?sort=best_selling');
    expect(best.body.products[0]?.title).toBe('Jhumka earrings 3');
  });

  it('finds a title word, any case, a part of a word, without accents, and a word with one letter wrong', async () => {
    for (const q of ['clutch', 'CLUTCH', 'clut', 'cafe creme', 'emerald', 'emarald', 'clucth']) {
      const { status, body } = await browse(`?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(
        body.products.map((card) => card.title),
        q,
      ).toContain('Café crème clutch');
    }
  });

  it('corrects each misspelt word to a word of the catalogue, an edited title included', async () => {
    const both = await browse('?q=lether%20tote');
    expect(both.body.total).toBe(5);
    const toteId = (await browse('?q=leather%20tote%202')).body.products[0]?.id ?? 0;
    await t.db.update(products).set({ title: 'Leather satchel 2' }).where(eq(products.id, toteId));
    const renamed = await browse('?q=sacthel');
    expect(renamed.body.products.map((card) => card.id)).toEqual([toteId]);
    await t.db.update(products).set({ title: 'Leather tote 2' }).where(eq(products.id, toteId));
    // Two letters wrong is another word.
    expect((await browse('?q=sachtl')).body.total).toBe(0);
  });

  it('requires every word, searches within the category and counts the matches per category', async () => {
    const { body } = await browse('?q=silver%20ring%2017');
    expect(body.products[0]?.title).toBe('Silver ring 17');
    const inBags = await browse('?q=jhumka&type=Bags');
    expect(inBags.body).toMatchObject({ total: 0, products: [], page: 1, pageCount: 1 });
    expect(inBags.body.counts.subTypes.Earrings).toBe(6);
    // Close to 'three slim' across two words, but to no word of any product.
    const bangles = await insertTestProduct(t.db, {
      title: 'Sterling Finish Bangles',
      description: 'Three slim bangles with a bright sterling finish that stack neatly.',
      subType: 'Bangles',
    });
    const none = await browse('?q=saree');
    expect(none.body).toMatchObject({ total: 0, products: [] });
    await t.db.delete(products).where(eq(products.id, bangles.id));
  });

  it('lists only best sellers with featured=true (the home page)', async () => {
    const { body } = await browse('?featured=true');
    expect(body.total).toBe(5);
    expect(body.products.every((card) => card.title.startsWith('Leather tote'))).toBe(true);
    expect(body.counts.types).toEqual({ Jewelry: 0, Bags: 5 });
  });

  it('picks 4 related products at random, the same type first, never the product itself', async () => {
    const ring = (await browse('?q=silver%20ring%203')).body.products[0];
    const seen = new Set<number>();
    for (let round = 0; round < 5; round += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${ring?.id}/related`,
      });
      expect(response.statusCode).toBe(200);
      const related = response.json<{ products: { id: number; type: string }[] }>().products;
      expect(related).toHaveLength(4);
      expect(related.every((card) => card.type === 'Jewelry' && card.id !== ring?.id)).toBe(true);
      for (const card of related) seen.add(card.id);
    }
    expect(seen.size).toBeGreaterThan(4);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/987654/related' });
    expect(missing.statusCode).toBe(404);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const { body } = await browse('?q=%25');
    expect(body.total).toBe(0);
  });

  it.each([
    ['?sort=cheapest', 'sort', 'Sort must be one of newest, price_asc, price_desc, best_selling'],
    ['?page=0', 'page', 'Page must be at least 1'],
    ['?page=two', 'page', 'Page must be a whole number'],
    ['?page=100000', 'page', 'Page must be at most 10000'],
    ['?type=Shoes', 'type', 'Type must be Jewelry or Bags'],
    ['?sub_type=Crowns', 'sub_type', expect.stringContaining('Sub type must be one of')],
    ['?type=Bags&sub_type=Rings', 'sub_type', 'Bags have no sub type'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
    ['?colour=red', 'colour', 'Unknown field'],
    ['?featured=yes', 'featured', 'Featured must be true or false'],
  ])('answers 400 naming the parameter for %s', async (query, field, message) => {
    const { status, body } = await browse(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ fieldErrors: { [field]: message } });
  });
});
