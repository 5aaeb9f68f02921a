/**
 * The React routes and the table of pages (decision 0036) name the same pages: every row has its route
 * in the app's route tree, every route of the tree is a row's, and the pages the server renders are in
 * the storefront's tree, the one its renderer has.
 */
import { isServerRendered, STORE_PAGE_NAMES, STORE_PAGE_ROUTES } from '@shop/domain/store-pages';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Route } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './app-routes';
import { StoreRoutes } from './store-routes';

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/**
 * The absolute paths of the page routes under a <Routes> element (the storefront's are relative to the
 * root; its index is '/'); a layout route (no path) is looked into.
 */
function routePaths(routes: ReactElement<{ children?: ReactNode }>): string[] {
  const paths: string[] = [];
  const visit = (nodes: ReactNode) => {
    for (const node of Children.toArray(nodes)) {
      if (!isValidElement<RouteProps>(node) || node.type !== Route) continue;
      const { path, index, element, children } = node.props;
      if (index) paths.push('/');
      else if (path === undefined) visit(children);
      // The storefront's tree, mounted under the app's: its own routes are the pages.
      else if (isValidElement(element) && element.type === StoreRoutes) paths.push(...storePaths());
      else paths.push(path.startsWith('/') ? path : `/${path}`);
    }
  };
  visit(routes.props.children);
  return paths;
}
const storePaths = () => routePaths(StoreRoutes());

describe('the table of storefront pages and the app’s routes', () => {
  it('gives every page of the table one route, and every route is a page of the table', () => {
    const paths = routePaths(AppRoutes());
    expect([...paths].sort()).toEqual(Object.values(STORE_PAGE_ROUTES).sort());
  });

  it('renders every page the server renders in the storefront’s tree', () => {
    const store = storePaths();
    for (const page of STORE_PAGE_NAMES.filter(isServerRendered)) {
      expect(store, page).toContain(STORE_PAGE_ROUTES[page]);
    }
  });
});
