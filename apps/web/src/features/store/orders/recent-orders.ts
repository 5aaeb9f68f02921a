/**
 * The orders this browser placed or found lately (issue #26): number and private page, most recent
 * first, a few only. Kept in localStorage so a shopper who closed the confirmation, or comes back days
 * later on the same phone, finds her order again. Nothing here is secret beyond what the link already
 * is; a shared phone's next user would see the same links in the browser's history.
 */
import { useSyncExternalStore } from 'react';

export interface RecentOrder {
  /** ZB-10015 */
  number: string;
  /** The order's private page on this shop: /order/<token>. */
  url: string;
}

export const RECENT_ORDERS_KEY = 'recentOrders';
export const RECENT_ORDERS_MAX = 5;

const NONE: readonly RecentOrder[] = [];
const listeners = new Set<() => void>();
/** The list last read, so useSyncExternalStore sees the same array until it changes. */
let cached: { raw: string | null; orders: readonly RecentOrder[] } | undefined;

function isRecentOrder(value: unknown): value is RecentOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { number, url } = value as Record<string, unknown>;
  // Only the shop's own order pages: a value written by anything else is never followed.
  return typeof number === 'string' && typeof url === 'string' && /^\/order\/[\w-]+$/.test(url);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage turned off (some private modes)
  }
}

/** The remembered orders, most recent first; none when storage is off or holds something else. */
export function recentOrders(): readonly RecentOrder[] {
  let raw: string | null;
  try {
    raw = storage()?.getItem(RECENT_ORDERS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (cached?.raw === raw) return cached.orders;
  let orders: readonly RecentOrder[] = NONE;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) orders = parsed.filter(isRecentOrder).slice(0, RECENT_ORDERS_MAX);
  } catch {
    orders = NONE;
  }
  cached = { raw, orders };
  return orders;
}

/** Puts the order first (once), keeping the last RECENT_ORDERS_MAX. */
export function rememberOrder(order: RecentOrder): void {
  if (!isRecentOrder(order)) return;
  const next = [
    { number: order.number, url: order.url },
    ...recentOrders().filter((kept) => kept.number !== order.number),
  ].slice(0, RECENT_ORDERS_MAX);
  try {
    storage()?.setItem(RECENT_ORDERS_KEY, JSON.stringify(next));
  } catch {
    return; // storage full or off: the order is still on the page and in the e-mail
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab placing an order shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_ORDERS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The remembered orders for a component. The server renders none (it has no storage), and so does
 * hydration; the list appears right after, without a mismatch.
 */
export function useRecentOrders(): readonly RecentOrder[] {
  return useSyncExternalStore(subscribe, recentOrders, () => NONE);
}
