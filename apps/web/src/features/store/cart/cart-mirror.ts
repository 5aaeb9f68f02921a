/**
 * Mirrors the browser's cart to the server so staff can see carts in progress (admin 'View Cart'). The
 * browser's cart stays the truth: the mirror is fire-and-forget, debounced and serialized, never blocks
 * shopping and never shows a message; a failed call is logged and retried with the next change.
 *
 * The server ids of mirrored lines (needed to remove them) are kept in sessionStorage beside the cart, so
 * a reload can still remove a line mirrored before it.
 */
import { STORAGE_KEYS } from '@shop/domain/constants';
import { lineKey, type CartLineCore } from '@shop/domain/cart';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/**
 * The header @shop/domain/schemas/cart.schema names. Spelled here because that module brings zod, and this
 * one is on every storefront page (the header's badge reads the cart).
 */
const CART_ID_HEADER = 'x-cart-id';
const MIRROR_STORAGE_KEY = 'cartMirror';
const DEBOUNCE_MS = 400;

interface MirroredLine {
  serverId: number;
  quantity: number;
}

type Mirror = Map<string, MirroredLine>;

/**
 * What the mirror reads of the cart store, and all of it: a line's product, colour and quantity. Typed
 * by the domain's line rather than the store's, so the store can start its mirror without the two
 * modules importing each other.
 */
interface LinesStore {
  getState: () => { lines: readonly CartLineCore[] };
  subscribe: (
    listener: (
      state: { lines: readonly CartLineCore[] },
      prev: { lines: readonly CartLineCore[] },
    ) => void,
  ) => () => void;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** crypto.randomUUID exists only in secure contexts; a shop served over plain http still needs an id. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The random id of this tab's cart, made on first use (sessionStorage key cartId). */
export function getCartId(): string {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEYS.cartId);
    if (stored && UUID_PATTERN.test(stored)) return stored;
    const id = randomUuid();
    sessionStorage.setItem(STORAGE_KEYS.cartId, id);
    return id;
  } catch {
    return fallbackCartId;
  }
}
const fallbackCartId = randomUuid();

function readMirror(): Mirror {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(MIRROR_STORAGE_KEY) ?? '{}');
    const mirror: Mirror = new Map();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return mirror;
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = value as Partial<MirroredLine> | null;
      if (Number.isSafeInteger(entry?.serverId) && Number.isSafeInteger(entry?.quantity)) {
        mirror.set(key, {
          serverId: entry?.serverId as number,
          quantity: entry?.quantity as number,
        });
      }
    }
    return mirror;
  } catch {
    return new Map();
  }
}

function saveMirror(mirror: Mirror): void {
  try {
    sessionStorage.setItem(MIRROR_STORAGE_KEY, JSON.stringify(Object.fromEntries(mirror)));
  } catch (error) {
    console.warn('Could not save the cart mirror ids', error);
  }
}

function needsSync(lines: readonly CartLineCore[], mirror: Mirror): boolean {
  const keys = new Set(lines.map(lineKey));
  return (
    lines.some((line) => mirror.get(lineKey(line))?.quantity !== line.quantity) ||
    [...mirror.keys()].some((key) => !keys.has(key))
  );
}

function serverIdFrom(data: unknown): number | null {
  const id = (data as { cartItem?: { id?: unknown } } | null)?.cartItem?.id;
  return Number.isSafeInteger(id) ? (id as number) : null;
}

async function pushLine(line: CartLineCore, keepalive: boolean): Promise<number | null> {
  const data = await apiRequest<unknown>('/cart/add', {
    method: 'POST',
    headers: { [CART_ID_HEADER]: getCartId() },
    body: {
      productId: line.id,
      selectedColor: line.selectedColor,
      ...(line.variantId === undefined ? {} : { variantId: line.variantId }),
      quantity: line.quantity,
    },
    toastOnError: false,
    keepalive,
  });
  return serverIdFrom(data);
}

async function deleteLine(serverId: number, keepalive: boolean): Promise<void> {
  try {
    await apiRequest(`/cart/remove/${serverId}`, {
      method: 'DELETE',
      headers: { [CART_ID_HEADER]: getCartId() },
      toastOnError: false,
      keepalive,
    });
  } catch (error) {
    // Already gone on the server (e.g. staff removed it): the mirror agrees with the cart.
    if (error instanceof ApiRequestError && error.status === 404) return;
    throw error;
  }
}

/** Starts mirroring the store's lines; the answer stops it. */
export function startCartMirror(store: LinesStore): () => void {
  if (typeof window === 'undefined' || typeof sessionStorage === 'undefined') return () => {};

  const mirror = readMirror();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let rerun = false;
  /** Set once the page is being left: the last requests must outlive it. */
  let leaving = false;
  /** Set by the answer below: a sync under way sends nothing more, and none follows. */
  let stopped = false;

  async function syncOnce(): Promise<void> {
    const lines = store.getState().lines;
    const wanted = new Map(lines.map((line) => [lineKey(line), line]));
    for (const [key, line] of wanted) {
      if (stopped || mirror.get(key)?.quantity === line.quantity) continue;
      try {
        const serverId = await pushLine(line, leaving);
        if (serverId === null) throw new Error('The server answered /cart/add without cartItem.id');
        mirror.set(key, { serverId, quantity: line.quantity });
        saveMirror(mirror);
      } catch (error) {
        console.warn(`Cart mirror: could not save ${key}`, error);
      }
    }
    for (const [key, entry] of [...mirror]) {
      if (stopped || wanted.has(key)) continue;
      try {
        await deleteLine(entry.serverId, leaving);
        mirror.delete(key);
        saveMirror(mirror);
      } catch (error) {
        console.warn(`Cart mirror: could not remove ${key}`, error);
      }
    }
  }

  async function run(): Promise<void> {
    if (running) {
      rerun = true;
      return;
    }
    running = true;
    try {
      await syncOnce();
    } finally {
      running = false;
      if (rerun && !stopped) {
        rerun = false;
        schedule();
      }
    }
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, DEBOUNCE_MS);
  }

  const unsubscribe = store.subscribe((state, prev) => {
    if (state.lines !== prev.lines) schedule();
  });
  // A change still waiting for its debounce when the shopper leaves (e.g. Add to Cart, then straight on
  // to another site) is sent now, with requests that outlive the page.
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    leaving = true;
    void run();
  });
  // Changes made just before a reload may not have reached the server yet.
  if (needsSync(store.getState().lines, mirror)) schedule();

  // Stopped, it has nothing waiting, so its pagehide listener has nothing to send either.
  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
    timer = undefined;
  };
}
