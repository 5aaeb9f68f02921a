/**
 * The back office's tables, searched and paged in the database (issue #9): how many rows match, then
 * the one page asked for, so a table of 100,000 orders costs what a table of 20 does.
 */
import { clampPage, pageCount } from '@shop/domain/catalogue';
import { ADMIN_PAGE_SIZE } from '@shop/domain/constants';
import type { AdminListPage, AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { and, eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { containing } from './like';

/** The largest id a number typed in a search can be (a serial is a 32-bit integer). */
const ID_MAX = 2_147_483_647;

/**
 * Rows a back-office search finds: those whose `texts` hold it in any case and, when it is a number,
 * those whose `ids` equal it ('12' finds order 12 as well as a phone number holding 12). With
 * `everyWord`, words typed apart are found apart, each in any of the texts: 'gold clutch stock' finds
 * 'Is the gold clutch back in stock?', as a shop owner searching messages expects.
 */
export function adminSearch(
  q: string | undefined,
  columns: { texts: (Column | SQL)[]; ids: Column[] },
  options: { everyWord?: boolean } = {},
): SQL | undefined {
  if (!q) return undefined;
  const anyTextHolds = (part: string) =>
    or(...columns.texts.map((text) => sql`${text} ilike ${containing(part)} escape '\\'`));
  const words = options.everyWord ? q.split(/\s+/).filter(Boolean) : [q];
  const matches = [and(...words.map(anyTextHolds))];
  const asNumber = /^\d{1,10}$/.test(q) ? Number(q) : undefined;
  if (asNumber !== undefined && asNumber <= ID_MAX) {
    for (const id of columns.ids) matches.push(eq(id, asNumber));
  }
  return or(...matches);
}

/** How a table counts its matching rows and reads a slice of them, newest first. */
export interface AdminListReader<Row> {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<Row[]>;
}

/** A table's rows that `where` finds, whole, counted and read a page at a time in `order`. */
export function tableReader<Table extends PgTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  order: readonly (PgColumn | SQL)[],
): AdminListReader<Table['$inferSelect']> {
  return {
    count: async () => db.$count(table, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        // Drizzle cannot work out the row's type from a table that is a type parameter.
        .offset(offset) as Promise<Table['$inferSelect'][]>,
  };
}

/** One page of a table, the page clamped to the last one (a deleted row may have emptied it). */
export async function readAdminPage<Row, Item>(
  query: AdminListQuery,
  reader: AdminListReader<Row>,
  toItem: (row: Row) => Item,
): Promise<AdminListPage<Item>> {
  const total = await reader.count();
  const page = clampPage(query.page, total, ADMIN_PAGE_SIZE);
  const rows = total === 0 ? [] : await reader.rows(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return {
    items: rows.map(toItem),
    total,
    page,
    pageCount: pageCount(total, ADMIN_PAGE_SIZE),
    pageSize: ADMIN_PAGE_SIZE,
  };
}
