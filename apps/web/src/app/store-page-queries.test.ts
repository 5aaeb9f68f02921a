import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { storePageQueries } from './store-page-queries';

describe('the data a storefront page is rendered with', () => {
  it('includes the owner’s settings on every page: the header and footer show the WhatsApp number', () => {
    for (const path of ['/', '/products', '/product/7', '/contact-us', '/cart', '/track-order']) {
      const keys = storePageQueries(path, new URLSearchParams()).map((query) => query.queryKey);
      expect(keys, path).toContainEqual(queryKeys.shopSettings.all);
    }
  });
});
