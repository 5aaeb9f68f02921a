/**
 * Leopards and Trax refuse inside HTTP 200 and publish neither codes nor wording for it, so a refusal
 * is told by its words: our credentials refused, an order number they already have, or no such parcel
 * (an answer, not a failure). Each courier's envelope keeps its own words and where they come from.
 */
import { COURIER_LABELS, type CourierName } from './courier';
import { CourierError } from './courier-errors';

export interface RefusalWords {
  credential: RegExp;
  duplicate: RegExp;
  notFound: RegExp;
}

/** The CourierError a refusal's reason stands for. */
export function wordedRefusal(
  courier: CourierName,
  words: RefusalWords,
  reason: string,
): CourierError {
  const label = COURIER_LABELS[courier];
  if (words.credential.test(reason)) {
    return new CourierError(courier, 'misconfigured', `${label} refused the API key: ${reason}`);
  }
  if (words.duplicate.test(reason)) {
    return new CourierError(courier, 'duplicate_reference', `${label}: ${reason}`);
  }
  return new CourierError(courier, 'refused', reason);
}

/** Whether an error is a refusal saying the courier has no such parcel. */
export function saysNotFoundIn(words: RefusalWords, error: unknown): boolean {
  return (
    error instanceof CourierError && error.code === 'refused' && words.notFound.test(error.message)
  );
}
