/** A field as JSON carries it: a date as its ISO text (a nullable one stays nullable). */
type IsoDate<Value> = Value extends Date ? string : Value;

/** A row as the wire sends it: every field as it is but its dates, which are ISO text. */
export type WithIsoDates<Row> = { [Key in keyof Row]: IsoDate<Row[Key]> };

/**
 * The row with its dates (top-level fields only) written as ISO text, for an answer whose fields are
 * the row's own: the wire's schema names the same fields, so the row is sent as it is read.
 */
export function withIsoDates<Row extends object>(row: Row): WithIsoDates<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as WithIsoDates<Row>;
}
