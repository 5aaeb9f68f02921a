import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Puts a 400's fieldErrors under the matching form fields. A key the form has no field for (say
 * 'imageColors.2') falls back to its first segment, then to `fallbackField`; whatever is left is returned
 * so the form can show it above the buttons.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  aliases: Record<string, string> = {},
): string | null {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return error.message;

  const unplaced: string[] = [];
  for (const [key, message] of entries) {
    const head = key.split('.')[0] ?? key;
    const target = [key, aliases[key], head, aliases[head]].find(
      (candidate): candidate is string => candidate !== undefined && fields.includes(candidate),
    );
    if (target) {
      setError(target as FieldPath<T>, { type: 'server', message });
    } else {
      unplaced.push(message);
    }
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
