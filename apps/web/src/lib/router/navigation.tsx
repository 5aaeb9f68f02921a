import {
  useCallback,
  useEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';
import { createPath, resolveTo, type To } from './path';
import { useRoutePathnames, useRouter } from './router';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
};

/** Goes to an address (relative to the calling route), or back and forward by a number of entries. */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const routePathnames = useRoutePathnames();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, routePathnames, location.pathname);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, location.pathname, routePathnames],
  ) as NavigateFunction;
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * The address's query, and a setter that navigates to a new one. Given a function, the setter starts
 * from the parameters of the last rendering (as React Router's does).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useRouter().location;
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setSearchParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

/** Navigates once it is drawn (a page that sends the visitor elsewhere). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const { location } = useRouter();
  const href = createPath(resolveTo(to, useRoutePathnames(), location.pathname));
  useEffect(() => navigate(href, { replace, state }), [navigate, href, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To; ref?: Ref<HTMLAnchorElement> };

/**
 * A plain <a href> that the app follows itself: a tap opens the page without reloading the shop, while
 * a new tab, a modified click or a link with a target is left to the browser. A link to the address
 * already shown replaces it, so Back does not return to the same page.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { history, location } = useRouter();
  const path = resolveTo(to, useRoutePathnames(), location.pathname);
  const href = createPath(path);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    if (replace ?? createPath(location) === href) history.replace(path, state);
    else history.push(path, state);
  }

  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} />;
}

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
