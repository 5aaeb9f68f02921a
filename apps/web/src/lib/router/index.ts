/**
 * The shop's router: the part of React Router's declarative API the shop uses, with its rules for
 * matching and resolving addresses, in about a sixth of its bytes (decision 0039).
 */
export type { NavigationType } from './history';
export type { Params } from './match-routes';
export {
  Link,
  Navigate,
  useNavigate,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
} from './navigation';
export type { Location, Path, To } from './path';
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  useLocation,
  useNavigationType,
  useParams,
} from './router';
export { Outlet, Route, Routes, type RouteProps } from './routes';
