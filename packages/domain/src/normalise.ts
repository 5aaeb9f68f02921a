/**
 * Values the shop stores JSON-encoded, sometimes twice (spec §3, §5): product images and add-ons, a
 * banner's image, an order's shippingInfo and cartItems and each of their entries. Every reader goes
 * through these functions so the decoding rule lives in one place.
 */
import { FLAG_ACTIVE, FLAG_INACTIVE, type Flag } from './constants';

/** Parses while the value is still a string; keeps the last value when a parse fails. */
export function parseDeep(value: unknown): unknown {
  let current = value;
  // No depth cap: a string that parses to a string is at least two characters shorter, so this ends.
  // A cap would stop part-way on a value encoded many times and break idempotence.
  while (typeof current === 'string') {
    try {
      current = JSON.parse(current);
    } catch {
      return current;
    }
  }
  return current;
}

/**
 * parseDeep for names (file names, colours): text that decodes to a number or a boolean stays text,
 * so '1e3' is not turned into '1000' nor 'true' dropped. null still means nothing.
 */
function decodeName(value: unknown): unknown {
  let current = value;
  while (typeof current === 'string') {
    let next: unknown;
    try {
      next = JSON.parse(current);
    } catch {
      return current;
    }
    if (typeof next === 'number' || typeof next === 'boolean') return current;
    current = next;
  }
  return current;
}

/** A list that may arrive encoded, as one bare string, or missing. Non-string entries are dropped. */
export function normaliseStringList(value: unknown): string[] {
  const parsed = decodeName(value);
  if (parsed === null || parsed === undefined || parsed === '') return [];
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list
    .map((entry) => decodeName(entry))
    .flatMap((entry) => {
      if (typeof entry === 'string') return entry.trim().length > 0 ? [entry] : [];
      if (typeof entry === 'number' && Number.isFinite(entry)) return [String(entry)];
      return [];
    });
}

export interface AddOn {
  key: string;
  price: number;
}

export function normaliseAddOns(value: unknown): AddOn[] {
  const parsed = parseDeep(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const item = parseDeep(entry);
    if (typeof item !== 'object' || item === null) return [];
    const { key, price } = item as Record<string, unknown>;
    // Number('') is 0: a blank price is missing, not free.
    const amount = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
    if (typeof key !== 'string' || key.trim() === '') return [];
    if (typeof amount !== 'number' || !Number.isFinite(amount)) return [];
    return [{ key, price: amount }];
  });
}

/** A banner's image: a file name, possibly JSON-encoded, possibly inside a one-element list. */
export function normaliseBannerImage(value: unknown): string {
  return normaliseStringList(value)[0] ?? '';
}

/** An object that may arrive JSON-encoded; anything that is not an object after decoding is null. */
export function normaliseObject(value: unknown): Record<string, unknown> | null {
  const parsed = parseDeep(value);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** A list of objects (an order's cartItems): the list and each entry may be encoded. */
export function normaliseObjectList(value: unknown): Record<string, unknown>[] {
  const parsed = parseDeep(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.map(normaliseObject).filter((entry) => entry !== null);
}

/** 'Active', 'active' and true mean active; everything else is inactive. */
export function isActiveFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'active';
}

export function toFlag(active: boolean): Flag {
  return active ? FLAG_ACTIVE : FLAG_INACTIVE;
}
