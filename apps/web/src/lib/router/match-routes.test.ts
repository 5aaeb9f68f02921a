import { describe, expect, test } from 'vitest';
import { matchRoutes, type RouteObject } from './match-routes';
import { resolveTo } from './path';

const page = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.element);

// Declared least specific first, so only the ranking can put them in the right order.
const routes: RouteObject[] = [
  {
    element: 'layout',
    children: [
      { path: '*', element: 'not found' },
      { path: 'product/:id', element: 'product' },
      { path: 'product/new', element: 'new product' },
      { index: true, element: 'home' },
      { path: 'products', element: 'catalogue' },
    ],
  },
  { path: '/v1/*', element: 'back office' },
];

describe('matching an address to routes', () => {
  test('takes the most specific route, whatever the order they are declared in', () => {
    expect(page('/product/new')).toEqual(['layout', 'new product']);
    expect(page('/product/7')).toEqual(['layout', 'product']);
    expect(page('/')).toEqual(['layout', 'home']);
    expect(page('/v1/orders/7')).toEqual(['back office']);
    expect(page('/product/7/reviews')).toEqual(['layout', 'not found']);
  });

  test('ignores case and a trailing slash, as React Router does', () => {
    expect(page('/Products/')).toEqual(['layout', 'catalogue']);
  });

  test("reads a route's parameters decoded, and what a '*' leaves", () => {
    const product = matchRoutes(routes, '/product/bag%20one');
    expect(product?.[1]?.params).toEqual({ id: 'bag one' });
    const [backOffice] = matchRoutes(routes, '/v1/shipping/7') ?? [];
    expect(backOffice?.params['*']).toBe('shipping/7');
    expect(backOffice?.pathnameBase).toBe('/v1');
  });

  test('matches nothing when no route fits', () => {
    expect(matchRoutes([{ path: 'products', element: 'catalogue' }], '/contact-us')).toBeNull();
  });
});

describe('resolving where a link goes', () => {
  test('an absolute path is itself, with its query and hash', () => {
    expect(resolveTo('/products?q=bag#top', ['/v1'], '/v1/shipping')).toEqual({
      pathname: '/products',
      search: '?q=bag',
      hash: '#top',
    });
  });

  test('a query alone keeps the current path', () => {
    expect(resolveTo('?page=2', ['/'], '/products')).toEqual({
      pathname: '/products',
      search: '?page=2',
      hash: '',
    });
    expect(resolveTo({ search: '' }, ['/'], '/v1/shipping').pathname).toBe('/v1/shipping');
  });

  test("a relative path starts from the route's own, each '..' a route up", () => {
    expect(resolveTo('7', ['/', '/v1', '/v1/shipping'], '/v1/shipping').pathname).toBe(
      '/v1/shipping/7',
    );
    expect(resolveTo('../banner', ['/', '/v1', '/v1/shipping'], '/v1/shipping').pathname).toBe(
      '/v1/banner',
    );
  });
});
