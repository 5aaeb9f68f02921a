import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shop/domain/constants';
import type { AdminUser } from '@shop/domain/schemas/sign-in.schema';

/** The admin session lives in localStorage under the spec's keys token and user (spec §3). */
export function getToken(): string | null {
  // The server renders the storefront for nobody in particular: no session there.
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function saveSession(token: string, user: AdminUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notifySessionChanged();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  notifySessionChanged();
}

/** Fired when the API refuses the stored token, so the admin area can send the user to sign in. */
export const SESSION_EXPIRED_EVENT = 'shop:session-expired';

const SESSION_CHANGED_EVENT = 'shop:session-changed';

function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored token, re-rendering when it is saved or cleared (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getToken, () => null);
}
