import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  type History,
  type HistoryUpdate,
  type NavigationType,
} from './history';
import { hydrateWaitingParts } from '../hydrate-when-near';
import type { RouteMatch } from './match-routes';
import type { Location } from './path';

interface RouterState extends HistoryUpdate {
  history: History;
}

export const RouterContext = createContext<RouterState | null>(null);

/** The routes matched above a component: its parameters, and the route an <Outlet> shows. */
export const RouteContext = createContext<{ matches: RouteMatch[]; outlet: ReactNode }>({
  matches: [],
  outlet: null,
});

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A link or route is used outside a router');
  return router;
}

/**
 * Follows a history: each change renders as a transition, as React Router does, so a page whose code
 * is still loading leaves the current one on screen instead of a loading state.
 */
function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [update, setUpdate] = useState<HistoryUpdate>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen((next) => {
        hydrateWaitingParts();
        startTransition(() => setUpdate(next));
      }),
    [history],
  );
  const state = useMemo(() => ({ ...update, history }), [update, history]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The browser's address bar and Back button. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** Addresses kept in memory (tests). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: (string | Partial<Location>)[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The one address a page is rendered for on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const state = useMemo(() => {
    const history = createStaticHistory(location);
    return { history, action: history.action, location: history.location };
  }, [location]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

export const useLocation = <State = unknown,>(): Location<State> =>
  useRouter().location as Location<State>;

export const useNavigationType = (): NavigationType => useRouter().action;

export function useParams<Key extends string = string>(): Partial<Record<Key, string>> {
  const { matches } = useContext(RouteContext);
  return (matches[matches.length - 1]?.params ?? {}) as Partial<Record<Key, string>>;
}

/**
 * The addresses relative paths start from: each route's own, React Router's rule for `to="..."`. Kept
 * the same array while the routes' paths are the same, so `useNavigate`'s function changes only when
 * where it navigates from does (an effect that depends on it does not run again on every rendering).
 */
export function useRoutePathnames(): string[] {
  const { matches } = useContext(RouteContext);
  const contributing = matches.filter((match, i) => i === 0 || match.route.path);
  const key = JSON.stringify(
    contributing.map((match, i) =>
      i === contributing.length - 1 ? match.pathname : match.pathnameBase,
    ),
  );
  return useMemo(() => JSON.parse(key) as string[], [key]);
}
