/**
 * CSV files the back office downloads (orders for a courier, products to edit in a spreadsheet). Cells
 * are quoted as RFC 4180 says, and also when they hold a semicolon or a tab: Excel splits a CSV at ';'
 * where the decimal mark is a comma, and pasted text at tabs, so `Ali;=1+1` unquoted would become a
 * cell `=1+1` of its own. Lines end in CRLF; the file starts with a byte-order mark so Excel reads
 * it as UTF-8 (Urdu names and accents stay readable). A text cell a spreadsheet would run as a formula
 * (=, +, -, @, tab or CR first) gets a leading apostrophe: text typed by a stranger must not become a
 * formula on the staff's computer. `csvText` in csv-reader.ts takes that apostrophe off again, so a
 * file exported, edited and imported keeps its text as it was.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { sendDatedFile, type FileKind } from '../dated-file-reply';

export type CsvValue = string | number;

/** Text that starts like a formula, after any apostrophes (so `'=x` round-trips as well as `=x`). */
export const FORMULA_START = /^'*[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A column: its heading and how one item fills its cell. */
export type CsvColumn<Item> = readonly [heading: string, cell: (item: Item) => CsvValue];

/**
 * The whole file as a stream: the heading row, then each slice of items as it arrives, so a file of
 * ten thousand rows is never held in memory at once.
 */
export function csvStream<Item>(
  columns: readonly CsvColumn<Item>[],
  slices: AsyncIterable<Item[]>,
): Readable {
  return Readable.from(
    (async function* rows() {
      yield `\uFEFF${csvRow(columns.map(([heading]) => heading))}`;
      for await (const slice of slices) {
        yield slice.map((item) => csvRow(columns.map(([, cell]) => cell(item)))).join('');
      }
    })(),
  );
}

/**
 * The documented answers of a route that answers with sendCsv: the file as text/csv, while its errors stay
 * JSON (a `produces: ['text/csv']` would publish them as CSV too).
 */
export function csvResponse(description: string): FastifySchema['response'] {
  return { 200: { description, content: { 'text/csv': { schema: z.string() } } } };
}

const CSV_FILE: FileKind = {
  type: 'text/csv; charset=utf-8',
  disposition: 'attachment',
  extension: 'csv',
};

/** Sends a CSV stream as a download named `<name>-<YYYY-MM-DD>.csv`, never kept by a cache. */
export function sendCsv(reply: FastifyReply, name: string, file: Readable) {
  return sendDatedFile(reply, CSV_FILE, name, file);
}
