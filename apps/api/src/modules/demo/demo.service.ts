/**
 * Demo data for a new shop: on the first start with no products (unless SEED_DEMO=false), a catalogue
 * across every type and sub-type with pictures drawn and rendered here, a banner, the WELCOME10 coupon,
 * a few reviews and the shop's WhatsApp number (Shop settings, if none were saved). A database that has products is never touched.
 *
 * Pictures are rendered and stored before the transaction (file work stays outside it); everything else
 * is written in one transaction, after checking again, under a lock, that there are still no products.
 */
import { toFlag } from '@shop/domain/normalise';
import { SHOWN_REVIEW_STATUS } from '@shop/domain/review-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ImageStore } from '../../plugins/images';
import { bannerSvg, productSvg, renderSvg } from './demo-art';
import { DEMO_COUPON, DEMO_PRODUCTS, DEMO_REVIEWS, DEMO_SHOP_SETTINGS } from './demo-catalogue';
import { createInventory } from '../inventory/inventory';
import { createProductVariants } from '../products/product-variants';
import { productValuesOf } from '../products/products.service';
import { createDemoRepository } from './demo.repository';

export interface SeedResult {
  seeded: boolean;
  products: number;
  images: number;
}

/** At most this many renders at once: sharp's thread pool is small and the machine may be too. */
const RENDER_CONCURRENCY = 4;

async function inPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function seedDemoData(deps: {
  db: Database;
  images: ImageStore;
  log?: FastifyBaseLogger;
}): Promise<SeedResult> {
  const repository = createDemoRepository(deps.db);
  if ((await repository.countProducts()) > 0) return { seeded: false, products: 0, images: 0 };

  const started = Date.now();
  // Products drawn alike in one colour share a picture: fewer renders, same catalogue.
  const pictureOf = DEMO_PRODUCTS.map((product) =>
    product.colours.map((colour, variant) => productSvg(product.art, colour, variant)),
  );
  const drawings = [...new Set(pictureOf.flat())];
  const [banner, ...names] = await inPool(
    [{ svg: bannerSvg(), scale: 0.5 }, ...drawings.map((svg) => ({ svg, scale: 0.8 }))],
    RENDER_CONCURRENCY,
    async (job) => deps.images.store(await renderSvg(job.svg, job.scale)),
  );
  const nameOf = new Map(drawings.map((svg, index) => [svg, names[index] as string]));
  const imagesOf = (productIndex: number) =>
    (pictureOf[productIndex] ?? []).map((svg) => nameOf.get(svg) as string);

  const inserted = await deps.db.transaction(async (tx) => {
    const demo = createDemoRepository(tx);
    await demo.lockSeed();
    if ((await demo.countProducts()) > 0) return 0;
    const rows = await demo.insertProducts(
      // Stored as the back office stores a new product; the stock comes with the variants below.
      DEMO_PRODUCTS.map((product, index) =>
        productValuesOf({
          title: product.title,
          description: product.description,
          price: product.price,
          discounted_price: product.salePrice,
          show_price: toFlag(product.salePrice !== undefined),
          top_featured: toFlag(product.bestSeller === true),
          type: product.type,
          sub_type: product.subType,
          images: imagesOf(index),
          imageColors: [...product.colours],
        }),
      ),
    );
    const idOf = new Map(rows.map((row) => [row.title, row.id]));
    const variants = createProductVariants(createInventory(tx));
    for (const product of DEMO_PRODUCTS) {
      const id = idOf.get(product.title);
      if (id === undefined) continue;
      const options = await variants.fromColours(
        { id, imageColors: product.colours },
        stockPerColour(product.quantity, product.colours.length),
        { reason: 'demo', actor: 'system' },
      );
      await demo.setOptions(id, options);
    }
    await demo.insertReviews(
      DEMO_REVIEWS.flatMap((review) => {
        const productId = idOf.get(review.title);
        if (!productId) return [];
        // Approved, so the demo products show their reviews and ratings from the first start.
        const { rating, comment } = review;
        return [{ productId, rating, comment, status: SHOWN_REVIEW_STATUS }];
      }),
    );
    if (banner) await demo.insertBanner(banner);
    await demo.insertCoupon(DEMO_COUPON.couponCode, DEMO_COUPON.discount);
    await demo.insertShopSettings(DEMO_SHOP_SETTINGS);
    return rows.length;
  });

  if (inserted === 0) {
    // Another process seeded first; its pictures are the ones in use.
    deps.log?.info('Demo data: another process seeded the database first');
    return { seeded: false, products: 0, images: 0 };
  }
  deps.log?.info(
    `Demo data: ${inserted} products, ${names.length + 1} images, a banner, coupon ${DEMO_COUPON.couponCode} ` +
      `and ${DEMO_REVIEWS.length} reviews in ${Date.now() - started} ms (SEED_DEMO=false turns this off)`,
  );
  return { seeded: true, products: inserted, images: names.length + 1 };
}

/**
 * The demo's made-up stock per colour: the product's stock shared out, the first colours taking the
 * remainder, so every colour of a demo product can be bought (issue #27).
 */
export function stockPerColour(total: number, colours: number): number[] {
  const count = Math.max(1, colours);
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => share + (index < total % count ? 1 : 0));
}
