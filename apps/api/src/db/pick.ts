/**
 * The named fields of a row, for an answer that shows part of it: the keys usually come from the
 * wire's schema (`schema.keyof().options`), so the answer holds what the schema declares.
 */
export function pick<Row extends object, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}
