import { JEWELRY_SUB_TYPES } from '@shop/domain/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/banners';
import { coupons } from '../../db/schema/coupons';
import { products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';
import { createTestApp, type TestApp } from '../../test/app';
import { seedDemoData } from './demo.service';
import { insertTestProduct } from './test-fixtures';

describe('demo data on an empty database', () => {
  let t: TestApp;
  let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    t = await createTestApp();
    firstRun = await seedDemoData({ db: t.db, images: t.app.images });
  });
  afterAll(async () => {
    await t.close();
  });

  // How long seeding takes is a figure for bench/, not a test: a timed test flakes on a busy machine.
  it('reports that it seeded', () => {
    expect(firstRun.seeded).toBe(true);
  });

  it('makes at least 30 products across Bags and every jewelry sub-type', async () => {
    const rows = await t.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.some((row) => row.type === 'Bags' && row.subType === null)).toBe(true);
    for (const subType of JEWELRY_SUB_TYPES) {
      expect(rows.some((row) => row.type === 'Jewelry' && row.subType === subType)).toBe(true);
    }
    const prices = rows.map((row) => row.discountedPrice / 100);
    expect(prices.some((price) => price <= 2999)).toBe(true);
    expect(prices.some((price) => price > 2999)).toBe(true);
    expect(rows.filter((row) => row.topFeatured).length).toBeGreaterThanOrEqual(4);
    const onSale = rows.filter((row) => row.showPrice);
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    for (const row of onSale) expect(row.discountedPrice).toBeLessThan(row.price);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThan(0);
      expect(row.imageColors).toHaveLength(row.images.length);
      expect(row.quantity).toBeGreaterThan(0);
    }
    expect(rows.some((row) => row.images.length >= 3)).toBe(true);
  });

  it('sells every colour of every demo product: each colour has its own stock (issue #27)', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/products/get' });
    const body = list.json<{
      products: { imageColors: string[]; quantity: number; variants: { quantity: number }[] }[];
    }>();
    for (const product of body.products) {
      expect(product.variants).toHaveLength(new Set(product.imageColors).size);
      for (const variant of product.variants) expect(variant.quantity).toBeGreaterThan(0);
      const total = product.variants.reduce((sum, variant) => sum + variant.quantity, 0);
      expect(total).toBe(product.quantity);
    }
  });

  it('serves every picture from the image store as WebP of at most 800 px', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/products/get' });
    const body = list.json<{ products: { images: string[] }[] }>();
    const names = body.products.flatMap((product) => product.images);
    const banner = (await t.db.select().from(banners))[0]?.image as string;
    for (const name of [...names, banner]) {
      expect(await t.app.images.exists(name)).toBe(true);
    }
    const served = await t.app.inject({ method: 'GET', url: `/api/public/image/${banner}` });
    const sample = await sharp(served.rawPayload).metadata();
    expect(sample.format).toBe('webp');
    expect(sample.width).toBeLessThanOrEqual(800);
    expect((sample.width ?? 0) / (sample.height ?? 1)).toBeGreaterThan(2);
    const image = await t.app.inject({ method: 'GET', url: `/api/public/image/${names[0]}` });
    expect(image.statusCode).toBe(200);
  });

  it('adds one banner, the WELCOME10 coupon and a few reviews', async () => {
    expect(await t.db.select().from(banners)).toHaveLength(1);
    const coupon = await t.app.inject({ method: 'GET', url: '/api/products/coupon/WELCOME10' });
    expect(coupon.json()).toEqual({ coupon: { coupon_code: 'WELCOME10', discount: 10 } });
    expect((await t.db.select().from(reviews)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo shop a WhatsApp number, which the header and footer link to', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(answer.json()).toMatchObject({ settings: { whatsappNumber: '03001234567' } });
  });

  it('does nothing the second time', async () => {
    const before = (await t.db.select().from(products)).length;
    const again = await seedDemoData({ db: t.db, images: t.app.images });
    expect(again.seeded).toBe(false);
    expect(await t.db.select().from(products)).toHaveLength(before);
    expect(await t.db.select().from(coupons)).toHaveLength(1);
  });
});

describe('demo data on a shop that has products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertTestProduct(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is skipped', async () => {
    const result = await seedDemoData({ db: t.db, images: t.app.images });
    expect(result).toEqual({ seeded: false, products: 0, images: 0 });
    expect(await t.db.select().from(products)).toHaveLength(1);
    expect(await t.db.select().from(banners)).toHaveLength(0);
  });
});

describe('the app at start', () => {
  it('seeds an empty database when SEED_DEMO is on', async () => {
    const t = await createTestApp({ env: { SEED_DEMO: 'true' } });
    try {
      const list = await t.app.inject({ method: 'GET', url: '/api/products/get' });
      expect(list.json<{ products: unknown[] }>().products.length).toBeGreaterThanOrEqual(30);
    } finally {
      await t.close();
    }
  });
});
