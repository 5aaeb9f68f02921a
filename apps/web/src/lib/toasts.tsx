/**
 * Toasts (spec §9) whose code loads with the first one: react-toastify is 10 KB gzip that a first view
 * of the storefront never needs (issue 24's budget), so `toast` asks for it when something is to be
 * shown, and <Toasts /> mounts its container from then on. A toast asked for before the container
 * has mounted waits in react-toastify's own queue.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';

let toastify: Promise<typeof Toastify> | undefined;
const listeners = new Set<() => void>();

function loadToastify() {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of listeners) listener();
  }
  return toastify;
}

export const toast = {
  success(message: string): void {
    void loadToastify().then((module) => module.toast.success(message));
  },
  error(message: string): void {
    void loadToastify().then((module) => module.toast.error(message));
  },
};

const ToastContainer = lazy(() => import('./toast-container'));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts show, once the first has been asked for. */
export function Toasts() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toastify !== undefined,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
