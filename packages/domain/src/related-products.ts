/**
 * 'Related Products' (spec §2, §9): 4 products drawn at random, the same type as the product first.
 * The server sends a larger set of candidates with the page (they are what its cached rendering
 * carries) and the browser draws from them on every visit, so two visits can show different
 * products although the page came from the cache (issue 24). One rule for both sides.
 */
import { RELATED_PRODUCTS_COUNT } from './constants';

/** How many candidates the server sends: enough for visits to differ, few enough to stay small. */
export const RELATED_CANDIDATES_COUNT = 12;

/**
 * `count` of `candidates` in a random order, those of `type` first. `random` returns [0, 1) as
 * Math.random does (a test passes its own).
 */
export function drawRelatedProducts<Card extends { id: number; type: string }>(
  candidates: readonly Card[],
  type: string,
  count: number = RELATED_PRODUCTS_COUNT,
  random: () => number = Math.random,
): Card[] {
  const shuffled = [...candidates];
  // Fisher–Yates: every order equally likely.
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j] as Card] = [shuffled[j] as Card, shuffled[i] as Card];
  }
  const sameType = shuffled.filter((card) => card.type === type);
  const otherTypes = shuffled.filter((card) => card.type !== type);
  return [...sameType, ...otherTypes].slice(0, count);
}
