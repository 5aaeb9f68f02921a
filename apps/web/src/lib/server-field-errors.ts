import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

export interface FieldErrorPlacing {
  /** A server key → the form's field that shows it ('imageColors' → 'images'). */
  aliases?: Record<string, string>;
  /** The body object the form fills ('shippingInfo'): its keys are read without that prefix. */
  within?: string;
}

/**
 * The one mapping of a 400's fieldErrors onto a form's fields, for the storefront and the back office.
 * A key (less the `within` prefix) is placed on the first of these the form has: the key itself, its
 * alias, its first segment ('imageColors.2' → 'imageColors'), that segment's alias. Returns the
 * messages no field took, in order.
 */
export function setServerFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string>,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  { aliases = {}, within }: FieldErrorPlacing = {},
): string[] {
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const key = within && path.startsWith(`${within}.`) ? path.slice(within.length + 1) : path;
    const head = key.split('.')[0] ?? key;
    const target = [key, aliases[key], head, aliases[head]].find(
      (candidate): candidate is string => candidate !== undefined && fields.includes(candidate),
    );
    if (target) setError(target as FieldPath<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
}

/**
 * A back-office form's failed save: field errors go under their fields; what is left (the messages no
 * field took, or the refusal's message) is returned so the form can show it above the buttons.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  aliases: Record<string, string> = {},
): string | null {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  if (Object.keys(error.fieldErrors).length === 0) return error.message;
  const unplaced = setServerFieldErrors(error.fieldErrors, fields, setError, { aliases });
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
