/**
 * The storefront cart (spec §3 'Cart state', §4). Client state only: every rule is a @shop/domain/cart
 * function, this store just holds its result. Lines persist in sessionStorage under the spec's key
 * cartItems as a plain JSON array of lines; the coupon lives in memory only, because the server re-prices
 * every order from the coupon code anyway and a stale percentage should not outlive the tab's session.
 */
import { STORAGE_KEYS } from '@shop/domain/constants';
import {
  addToCart,
  decreaseQuantity,
  increaseQuantity,
  lineKey,
  removeLine,
  type CartLineCore,
} from '@shop/domain/cart';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { startCartMirror } from './cart-mirror';

export interface StoreCartLine extends CartLineCore {
  title: string;
  /** The variant's values as the shopper reads them ('Gold / 6'), with variantId. */
  variant?: string;
  imageToShow: string;
  images: string[];
  imageColors: string[];
  type: string;
  sub_type: string | null;
  price: number;
}

export interface StockModalState {
  open: boolean;
  message: string;
}

export interface CartState {
  lines: StoreCartLine[];
  /** The applied coupon's code as the server spelled it; '' when none is applied. */
  couponCode: string;
  /** Coupon percentage; null when no coupon is applied. */
  discount: number | null;
  /**
   * Why the last order refused the applied coupon (used up since it was applied, say): shown at the
   * coupon until the shopper removes it or applies another.
   */
  couponError: string | null;
  errorMessage: string | null;
  /** lineKey of the line the error message belongs to. */
  activeItemId: string | null;
  stockModal: StockModalState;
  /** Adds the line (or adds to the matching line); false when stock refuses it and the modal opens. */
  addItem: (line: StoreCartLine) => boolean;
  increase: (key: string) => void;
  decrease: (key: string) => void;
  remove: (key: string) => void;
  applyCoupon: (couponCode: string, discount: number) => void;
  clearCoupon: () => void;
  refuseCoupon: (message: string) => void;
  closeStockModal: () => void;
  replaceLines: (lines: StoreCartLine[]) => void;
  clear: () => void;
}

type PersistedCart = Pick<CartState, 'lines'>;

const closedModal: StockModalState = { open: false, message: '' };

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** sessionStorage is writable by anything on the page; a malformed line is dropped, not trusted. */
function isStoreCartLine(value: unknown): value is StoreCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(line.id) &&
    typeof line.selectedColor === 'string' &&
    // Lines saved before variants have neither; they still order their colour's variant.
    (line.variantId === undefined || Number.isSafeInteger(line.variantId)) &&
    (line.variant === undefined || typeof line.variant === 'string') &&
    Number.isSafeInteger(line.quantity) &&
    (line.quantity as number) >= 0 &&
    typeof line.max_quantity === 'number' &&
    (typeof line.discounted_price === 'number' || typeof line.discounted_price === 'string') &&
    typeof line.title === 'string' &&
    typeof line.imageToShow === 'string' &&
    isStringArray(line.images) &&
    isStringArray(line.imageColors) &&
    typeof line.type === 'string' &&
    (typeof line.sub_type === 'string' || line.sub_type === null) &&
    typeof line.price === 'number'
  );
}

/** Stores only the array of lines under cartItems, as the spec describes it (not zustand's envelope). */
const linesStorage: PersistStorage<PersistedCart> = {
  getItem(name) {
    if (typeof sessionStorage === 'undefined') return null; // rendering on the server: no cart
    try {
      const raw = sessionStorage.getItem(name);
      if (raw === null) return null;
      const parsed: unknown = JSON.parse(raw);
      const lines = Array.isArray(parsed) ? parsed.filter(isStoreCartLine) : [];
      return { state: { lines }, version: 0 };
    } catch (error) {
      console.warn('Ignoring an unreadable saved cart', error);
      return null;
    }
  },
  setItem(name, value) {
    try {
      sessionStorage.setItem(name, JSON.stringify(value.state.lines));
    } catch (error) {
      // Storage full or disabled: the cart still works for this page view.
      console.warn('Could not save the cart', error);
    }
  },
  removeItem(name) {
    try {
      sessionStorage.removeItem(name);
    } catch (error) {
      console.warn('Could not clear the saved cart', error);
    }
  },
};

/** A cart with nothing in it: how the store starts and what clear() leaves. */
const EMPTY_CART = {
  lines: [],
  couponCode: '',
  discount: null,
  couponError: null,
  errorMessage: null,
  activeItemId: null,
} satisfies Partial<CartState>;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...EMPTY_CART,
      stockModal: closedModal,

      addItem(line) {
        const result = addToCart(get().lines, line);
        if (result.error) {
          set({ stockModal: { open: true, message: result.error } });
          return false;
        }
        set({ lines: result.lines });
        return true;
      },

      increase(key) {
        const result = increaseQuantity(get().lines, key);
        if (result.error) {
          set({ errorMessage: result.error, activeItemId: key });
          return;
        }
        set({ lines: result.lines, errorMessage: null, activeItemId: null });
      },

      decrease(key) {
        set({ lines: decreaseQuantity(get().lines, key), errorMessage: null, activeItemId: null });
      },

      remove(key) {
        const { lines, activeItemId } = get();
        set({
          lines: removeLine(lines, key),
          ...(activeItemId === key ? { errorMessage: null, activeItemId: null } : {}),
        });
      },

      applyCoupon(couponCode, discount) {
        set({ couponCode, discount, couponError: null });
      },

      clearCoupon() {
        set({ couponCode: '', discount: null, couponError: null });
      },

      refuseCoupon(message) {
        set({ couponError: message });
      },

      closeStockModal() {
        set({ stockModal: closedModal });
      },

      replaceLines(lines) {
        const { activeItemId } = get();
        const stillThere = lines.some((line) => lineKey(line) === activeItemId);
        set({
          lines,
          ...(stillThere ? {} : { errorMessage: null, activeItemId: null }),
        });
      },

      clear() {
        set(EMPTY_CART);
      },
    }),
    {
      name: STORAGE_KEYS.cartItems,
      storage: linesStorage,
      partialize: (state) => ({ lines: state.lines }),
    },
  ),
);

/** The mirror this module starts; the web's unit tests stop it and start their own (test/new-tab-cart.ts). */
export const stopCartMirror = startCartMirror(useCartStore);
