import { describe, expect, it } from 'vitest';
import { matchStorePage, pagePath, routePrefix, sharedAddress } from './store-pages';

describe('which page of the table a path shows', () => {
  it.each([
    ['/', 'home', {}],
    ['/products', 'catalogue', {}],
    ['/product/7', 'product', { id: '7' }],
    ['/product/007', 'product', { id: '7' }],
    ['/product/2147483647', 'product', { id: '2147483647' }],
    ['/order/abc', 'order', { token: 'abc' }],
    ['/cart/abc', 'cart-link', { token: 'abc' }],
    ['/v1', 'back-office', {}],
    ['/v1/products/detail', 'back-office', {}],
    ['/login', 'sign-in', {}],
  ])('%s is the %s page', (pathname, page, params) => {
    expect(matchStorePage(pathname)).toEqual({ page, params });
  });

  // One spelling per page: the browser's router is laxer, the server answers the rest as not found.
  it.each([
    '/product/abc',
    '/product/2147483648',
    '/product/99999999999',
    '/product/1/',
    '/Products',
    '/checkout/',
    '/v1x',
    '/order/',
    '/order/a/b',
    '/no-such-page',
  ])('%s is the not-found page', (pathname) => {
    expect(matchStorePage(pathname).page).toBe('not-found');
  });

  it('names the address every address of a page starts with, and its shared rendering', () => {
    expect(
      (['back-office', 'sign-in', 'checkout', 'order'] as const).map((page) => routePrefix(page)),
    ).toEqual(['/v1', '/login', '/checkout', '/order/']);
    expect(sharedAddress('cart-link')).toBe('/cart/');
    expect(sharedAddress('not-found')).toBe('/_not-found');
    expect(matchStorePage(sharedAddress('not-found')).page).toBe('not-found');
    expect(pagePath('product', { id: '7' })).toBe('/product/7');
  });
});
