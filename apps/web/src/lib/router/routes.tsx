import { Children, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from './match-routes';
import { joinPaths } from './path';
import { RouteContext, useRouter } from './router';

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** One route of a <Routes>: read by <Routes>, never drawn itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes>');
}

/**
 * Draws the routes the address matches, each layout around the next (its <Outlet>). Inside a route
 * whose path ends in '*', paths are relative to what that route matched (the back office's under /v1).
 */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useRouter();
  const parent = useContext(RouteContext);
  const parentMatch = parent.matches[parent.matches.length - 1];
  const base = parentMatch?.pathnameBase ?? '/';
  const remaining = base === '/' ? location.pathname : location.pathname.slice(base.length) || '/';
  const found = matchRoutes(routesFrom(children), remaining);
  if (!found) return null;

  const parentParams = parentMatch?.params ?? {};
  const matches = parent.matches.concat(
    found.map((match) => ({
      ...match,
      params: { ...parentParams, ...match.params },
      pathname: joinPaths([base, match.pathname]),
      pathnameBase: match.pathnameBase === '/' ? base : joinPaths([base, match.pathnameBase]),
    })),
  );
  return found.reduceRight<ReactNode>((outlet, match, i) => {
    const value = { matches: matches.slice(0, parent.matches.length + i + 1), outlet };
    return (
      <RouteContext.Provider value={value}>{match.route.element ?? outlet}</RouteContext.Provider>
    );
  }, null);
}

/** Where a layout route draws the route matched inside it. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

function routesFrom(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFrom(child.props.children));
      return;
    }
    if (child.type !== Route) throw new Error('<Routes> holds only <Route> elements');
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? routesFrom(nested) : undefined });
  });
  return routes;
}
