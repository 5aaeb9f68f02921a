import type { z } from 'zod';

/** The first message per field, as a form (and the API's fieldErrors) shows it; null when valid. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** Every message, in order: proves an empty field reports one message, not a cascade. */
export function allMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
