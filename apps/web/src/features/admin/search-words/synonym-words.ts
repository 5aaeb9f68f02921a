import { synonymGroupBodySchema } from '@shop/domain/schemas/search-synonyms.schema';

/** The words typed in the group's field: separated by commas (English or Urdu) or new lines. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[,،\n]/u)
    .map((word) => word.trim())
    .filter(Boolean);
}

/**
 * The form's text checked with the API's own rules: the words to send, or the message to show under
 * the field, naming the word at fault ('Word 2: …').
 */
export function checkWords(text: string): { words: string[] } | { error: string } {
  const words = wordsOf(text);
  const parsed = synonymGroupBodySchema.safeParse({ words });
  if (parsed.success) return { words: parsed.data.words };
  const issue = parsed.error.issues[0];
  return { error: messageFor(issue?.path ?? [], issue?.message ?? 'Check the words') };
}

/** A 400's field key and message as the form shows it ('words.1' → 'Word 2: …'). */
export function messageFor(path: readonly PropertyKey[] | string, message: string): string {
  const at = typeof path === 'string' ? path.split('.')[1] : path[1];
  const index = Number(at);
  return at !== undefined && Number.isInteger(index) ? `Word ${index + 1}: ${message}` : message;
}
