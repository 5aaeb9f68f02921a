/** LIKE's wildcards in a search are literal characters: '%' finds a '%', not everything. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern finding `text` anywhere. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
