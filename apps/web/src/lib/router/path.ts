/**
 * Addresses inside the shop: a path, its query and its #hash, read and written the way React Router
 * does (decision 0039), so a link's href and the address a navigation reaches are the ones it made.
 */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the shopper is: the address, what the page that sent her there left (state), and a key per visit. */
export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

/** Where to go: an address, or the parts of one that change (`{ search }` keeps the path). */
export type To = string | Partial<Path>;

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + normalizeSearch(search) + normalizeHash(hash);
}

export const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** Without trailing slashes, and with one leading slash: '/v1/' and 'v1' are '/v1'. */
export const normalizePathname = (pathname: string) =>
  pathname.replace(/\/+$/, '').replace(/^\/*/, '/');

const normalizeSearch = (search: string) =>
  !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
const normalizeHash = (hash: string) =>
  !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;

/**
 * The address `to` names, seen from a route: an absolute path as it is; a relative one from the route's
 * own path, each '..' a route up (as React Router resolves it); no path at all keeps the shopper's
 * current one, so `?page=2` changes only the query.
 */
export function resolveTo(to: To, routePathnames: string[], locationPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : { ...to };
  let toPathname = to === '' || parts.pathname === '' ? '/' : parts.pathname;
  let pathname: string;
  if (toPathname === undefined) {
    pathname = locationPathname;
  } else if (toPathname.startsWith('/')) {
    pathname = resolvePathname(toPathname.slice(1), '/');
  } else {
    let from = routePathnames.length - 1;
    const segments = toPathname.split('/');
    while (segments[0] === '..') {
      segments.shift();
      from -= 1;
    }
    toPathname = segments.join('/');
    pathname = resolvePathname(toPathname, routePathnames[from] ?? '/');
  }
  return {
    pathname,
    search: normalizeSearch(parts.search ?? ''),
    hash: normalizeHash(parts.hash ?? ''),
  };
}

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = fromPathname.replace(/\/+$/, '').split('/');
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}
