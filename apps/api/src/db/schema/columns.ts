/** Column shapes the tables share, each written once so every table declares them alike. */
import { sql } from 'drizzle-orm';
import { bigint, integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's own number from its sequence. */
export const serialId = () => serial('id').primaryKey();

/** A moment, with its time zone: every time the shop stores. */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** A moment that is always known and is now unless the insert says otherwise (created, asked…). */
export const timestamptzNow = <TName extends string>(name: TName) =>
  timestamptz(name).notNull().defaultNow();

/**
 * An amount in whole paisa: bigint, read as a JavaScript number. The unit prices of products,
 * variants and order lines are older integer columns.
 */
export const paisa = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/** The row this one belongs to: always set, and deleting that row deletes this one. */
export const belongsTo = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** `column IN ('a', 'b')`: a check that a text column holds one of the domain's values. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);
