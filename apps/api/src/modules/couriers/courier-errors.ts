/**
 * The ways a courier call fails, as the booking job acts on them. Adapters turn every courier's own
 * envelope (an HTTP status, or an error inside an HTTP 200) into one of these codes, so the job never
 * reads a courier's wording to decide.
 */
import type { CourierName } from './courier';

export const COURIER_ERROR_CODES = [
  /** The courier said no (an unknown city, a bad phone…): `message` is its reason, shown to staff. */
  'refused',
  /** The courier already has a parcel with this order number: look it up with findBooking. */
  'duplicate_reference',
  /** The label or sheet is not there yet: ask again later. */
  'not_ready',
  /** No answer in time, a refused connection or a 5xx: the request may or may not have been done. */
  'unavailable',
  /** The courier refused our credentials (or the address is not its API): staff must fix a setting. */
  'misconfigured',
] as const;

export type CourierErrorCode = (typeof COURIER_ERROR_CODES)[number];

const RETRYABLE: readonly CourierErrorCode[] = ['not_ready', 'unavailable'];

export class CourierError extends Error {
  override name = 'CourierError';

  constructor(
    readonly courier: CourierName,
    readonly code: CourierErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Worth trying the same call again later without anyone changing anything. */
  get retryable(): boolean {
    return RETRYABLE.includes(this.code);
  }
}

export function isCourierError(error: unknown, code?: CourierErrorCode): error is CourierError {
  return error instanceof CourierError && (code === undefined || error.code === code);
}
