import { createPath, parsePath, type Location, type Path } from './path';

/** How the shopper reached the current address: back or forward (or first arrival), a link, or a replacement. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** The list of addresses a router moves through: the browser's, one in memory, or one fixed address. */
export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change, the router's own included. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(path: Partial<Path>, state: unknown, key: string): Location {
  return { pathname: '/', search: '', hash: '', ...path, state: state ?? null, key };
}

/**
 * The browser's history. Each entry's state is React Router's shape, `{ usr, key, idx }`: `idx` counts
 * the entries this tab has opened in the shop, so a page can tell whether Back stays in the shop.
 */
export function createBrowserHistory(): History {
  const browser = window.history;
  let action: NavigationType = 'POP';
  let index = readIndex();
  if (index === null) {
    index = 0;
    browser.replaceState({ ...(browser.state as object), idx: index }, '');
  }
  let listener: ((update: HistoryUpdate) => void) | null = null;

  function readIndex(): number | null {
    return (browser.state as { idx?: number } | null)?.idx ?? null;
  }
  function current(): Location {
    const entry = browser.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return toLocation({ pathname, search, hash }, entry?.usr, entry?.key ?? 'default');
  }
  function onPopState() {
    action = 'POP';
    index = readIndex();
    listener?.({ action, location: current() });
  }
  function write(kind: 'PUSH' | 'REPLACE', to: Path, state: unknown) {
    action = kind;
    index = kind === 'PUSH' ? (readIndex() ?? 0) + 1 : readIndex();
    const entry = { usr: state ?? null, key: newKey(), idx: index };
    const url = createPath(to);
    if (kind === 'REPLACE') browser.replaceState(entry, '', url);
    else {
      try {
        browser.pushState(entry, '', url);
      } catch (error) {
        // Safari refuses a hundredth pushState within 30 s: the address is then loaded instead.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
    }
    listener?.({ action, location: current() });
  }

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => browser.go(delta),
    listen(next) {
      listener = next;
      window.addEventListener('popstate', onPopState);
      return () => {
        window.removeEventListener('popstate', onPopState);
        listener = null;
      };
    },
  };
}

/** A history in memory, for tests: the entries given, the last (or `initialIndex`) current. */
export function createMemoryHistory(
  initialEntries: (string | Partial<Location>)[] = ['/'],
  initialIndex = initialEntries.length - 1,
): History {
  const entries = initialEntries.map((entry, i) =>
    typeof entry === 'string'
      ? toLocation(parsePath(entry), null, i === 0 ? 'default' : newKey())
      : toLocation(entry, entry.state, entry.key ?? newKey()),
  );
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  let listener: ((update: HistoryUpdate) => void) | null = null;
  const current = () => entries[index] ?? toLocation({}, null, 'default');
  const notify = () => listener?.({ action, location: current() });

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    push(to, state) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(to, state, newKey()));
      notify();
    },
    replace(to, state) {
      action = 'REPLACE';
      entries[index] = toLocation(to, state, newKey());
      notify();
    },
    go(delta) {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
}

/** The one address the server renders: a page rendered on the server never navigates. */
export function createStaticHistory(url: string): History {
  const location = toLocation(parsePath(url), null, 'default');
  const refuse = () => {
    throw new Error('A page rendered on the server cannot navigate');
  };
  return {
    action: 'POP',
    location,
    push: refuse,
    replace: refuse,
    go: refuse,
    listen: () => () => undefined,
  };
}
