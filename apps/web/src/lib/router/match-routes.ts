import type { ReactNode } from 'react';
import { joinPaths, normalizePathname } from './path';

/** A route as <Route> declares it: a path (':id' a parameter, a final '*' the rest), or index. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  params: Params;
  /** The part of the address this route matched, and the part its children start from (before a '*'). */
  pathname: string;
  pathnameBase: string;
  route: RouteObject;
}

/** A route from the top of the tree down to one that can be the last: every route on the way must match. */
interface Branch {
  score: number;
  steps: { path: string; childIndex: number; route: RouteObject }[];
}

/**
 * The routes an address opens, from the outermost layout to the page, or null. Routes are tried from the
 * most specific to the least, as React Router ranks them: a fixed segment before a parameter, a
 * parameter before '*', and among siblings of equal rank the one declared first.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes).sort(
    (a, b) => b.score - a.score || compareSiblings(a.steps, b.steps),
  );
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['steps'] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, childIndex) => {
    const steps = [...parents, { path: route.path ?? '', childIndex, route }];
    const path = joinPaths([parentPath, route.path ?? '']);
    if (route.children?.length) flatten(route.children, branches, steps, path);
    // A layout route (no path, not an index) is only ever matched on the way to one of its children.
    if (route.path !== undefined || route.index) {
      branches.push({ score: score(path, route.index === true), steps });
    }
  });
  return branches;
}

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_ROUTE = 2;
const SPLAT_PENALTY = -2;

function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0);
  if (index) total += INDEX_ROUTE;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment)
      ? DYNAMIC_SEGMENT
      : segment === ''
        ? EMPTY_SEGMENT
        : STATIC_SEGMENT;
  }
  return total;
}

function compareSiblings(a: Branch['steps'], b: Branch['steps']): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((step, i) => step === b[i]);
  return siblings ? (a.at(-1)?.childIndex ?? 0) - (b.at(-1)?.childIndex ?? 0) : 0;
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matched = '/';
  for (const [i, step] of branch.steps.entries()) {
    const remaining = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const match = matchPath(step.path, remaining, i === branch.steps.length - 1);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matched, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matched, match.pathnameBase])),
      route: step.route,
    });
    if (match.pathnameBase !== '/') matched = joinPaths([matched, match.pathnameBase]);
  }
  return matches;
}

const compiled = new Map<string, { matcher: RegExp; names: string[] }>();

/** One route's path against the start (or, for the last route, the whole) of what is left of the address. */
function matchPath(path: string, pathname: string, end: boolean) {
  const cacheKey = `${end ? 'end' : 'start'} ${path}`;
  let pattern = compiled.get(cacheKey);
  if (!pattern) {
    pattern = compilePath(path, end);
    compiled.set(cacheKey, pattern);
  }
  const found = pattern.matcher.exec(pathname);
  if (!found) return null;
  const matchedPathname = found[0];
  let pathnameBase = matchedPathname.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  pattern.names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') {
      pathnameBase = matchedPathname
        .slice(0, matchedPathname.length - value.length)
        .replace(/(.)\/+$/, '$1');
    }
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matchedPathname, pathnameBase };
}

/** React Router's pattern, without its optional segments (the shop has none); case does not matter. */
function compilePath(path: string, end: boolean) {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return { matcher: new RegExp(source, 'i'), names };
}

/** Each segment decoded, a '/' inside one kept as %2F so it does not split the path. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
