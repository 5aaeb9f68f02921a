import { getTableColumns, type Table } from 'drizzle-orm';

/** A row as PostgreSQL writes it in JSON: keyed by the columns' SQL names. */
export type RowJson = Record<string, unknown>;

/**
 * A table's row read from its JSON (json_agg over a returning clause, say) as Drizzle reads a selected
 * row: each value under its property's name, through its column's own mapping.
 */
export function rowFromJson<T extends Table>(table: T, json: RowJson): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([property, column]) => {
      const value = json[column.name];
      return [property, value === null ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
