/**
 * A checkout attempt's Idempotency-Key (issue #23, finding 7). A retry of the same attempt gets the
 * order the first try placed, but the key alone is not a claim to an order: it is kept as a hash
 * scoped by the order's phone, with a fingerprint of the request it came with, for a day. The same key
 * with another request is refused without a word about the order (422); after a day the key is gone.
 */
import { createHash } from 'node:crypto';
import type { CreateOrderBody } from '@shop/domain/schemas/order.schema';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED =
  'This Idempotency-Key was already used for another request. Send a new key for a new order.';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The stored key: the phone's scope (its key, or the text of a phone without one) and the header.
 * Migration 0009 computes the same hash in SQL for keys stored before.
 */
export function storedIdempotencyKey(phoneScope: string, key: string): string {
  return sha256(`${phoneScope}\n${key}`);
}

/** The request as the server understood it (validated, trimmed), so spacing alone never differs. */
export function requestFingerprint(body: CreateOrderBody): string {
  return sha256(JSON.stringify(body));
}
