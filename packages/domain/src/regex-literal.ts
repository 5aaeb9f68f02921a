/** Text as the literal part of a regular expression (JavaScript's and PostgreSQL's alike). */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
}
