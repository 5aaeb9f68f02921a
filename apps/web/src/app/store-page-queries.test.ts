import { matchStorePage } from '@shop/domain/store-pages';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { storePageAddress, storePageQueries } from './store-page-queries';

const queriesOf = (url: string) =>
  storePageQueries(matchStorePage(new URL(url, 'http://shop.invalid').pathname).page, url);

describe('the data a storefront page is rendered with', () => {
  it('includes the owner’s settings on every page: the header and footer show the WhatsApp number', () => {
    for (const path of ['/', '/products', '/product/7', '/contact-us', '/cart', '/track-order']) {
      const keys = queriesOf(path).map((query) => query.queryKey);
      expect(keys, path).toContainEqual(queryKeys.shopSettings.all);
    }
  });

  it('reads each page’s own data from its address', () => {
    const keys = (url: string) => queriesOf(url).map((query) => query.queryKey);
    expect(keys('/product/7')).toContainEqual(queryKeys.products.detail(7));
    expect(keys('/checkout')).toContainEqual(queryKeys.codRules.all);
    expect(keys('/')).toHaveLength(5);
    expect(keys('/products?type=Bags')).toHaveLength(2);
    expect(keys('/contact-us')).toEqual([queryKeys.shopSettings.all]);
  });

  it('spells the catalogue’s address one way: only what it reads, in one order', () => {
    expect(storePageAddress('catalogue', '/products?utm_source=x&sort=price_asc&type=Bags')).toBe(
      '/products?type=Bags&sort=price_asc',
    );
    expect(storePageAddress('catalogue', '/products?type=All')).toBe('/products');
  });
});
