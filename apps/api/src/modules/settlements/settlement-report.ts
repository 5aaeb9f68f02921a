/**
 * A courier's payment report as the file staff upload (issue #29, decision 0031): CSV (UTF-8, with or
 * without a byte-order mark) or XLSX (its first sheet, read with read-excel-file), headings spelt any
 * way the courier spells them (the domain's synonyms), one line per parcel paid or charged. Reading
 * never throws on a bad file: every problem comes back with its line and column, as the products CSV.
 */
import type { CourierName } from '@shop/domain/couriers';
import {
  readOrderNumberCell,
  readOutcomeCell,
  readRupeesCell,
  readTrackingCell,
  type TrackingCell,
} from '@shop/domain/settlement-report-cells';
import { mapHeaders, type SettlementField } from '@shop/domain/settlement-report-headers';
import type { SettlementOutcome } from '@shop/domain/settlements';
import {
  SETTLEMENT_IMPORT_MAX_LINES,
  type SettlementProblem,
} from '@shop/domain/schemas/settlements.schema';
import { readSheet } from 'read-excel-file/node';
import { CsvSyntaxError, parseCsv } from '../../csv/csv-reader';

export interface ReportLine {
  /** The line in the file, the heading being line 1 (the row in a spreadsheet). */
  line: number;
  tracking: TrackingCell | null;
  /** As written, for the difference's words when it matches nothing. */
  trackingText: string;
  orderNumber: number | null;
  orderNumberText: string;
  cod: number | null;
  fee: number | null;
  tax: number | null;
  paid: number;
  outcome: SettlementOutcome | null;
  reference: string;
}

export interface ReportReading {
  lines: ReportLine[];
  problems: SettlementProblem[];
}

const NOT_UTF8 =
  'The file is not UTF-8 text: in Excel, save it as "CSV UTF-8 (Comma delimited) (*.csv)" or as an Excel workbook (.xlsx)';
const NOT_A_REPORT =
  "The file is neither CSV nor an Excel workbook (.xlsx): save the courier's report as one of these";
const OLD_EXCEL =
  'The file is an old Excel workbook (.xls): open it in Excel and save it as an Excel workbook (.xlsx)';
const BROKEN_XLSX =
  'The Excel workbook could not be read (it is damaged or not a workbook): save it again';
const EMPTY = 'The file is empty';
const TOO_MANY = `A report holds at most ${SETTLEMENT_IMPORT_MAX_LINES.toLocaleString('en-US')} lines: split it`;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function problem(line: number, column: string, message: string): ReportReading {
  return { lines: [], problems: [{ line, column, message }] };
}

/** Cells as text: numbers as the file wrote them (read-excel-file's parseNumber), dates as days. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

/** Characters below space other than tab, line ends and form feed: binary, not text. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (
      code < 0x20 &&
      code !== 0x09 &&
      code !== 0x0a &&
      code !== 0x0b &&
      code !== 0x0c &&
      code !== 0x0d
    ) {
      return true;
    }
  }
  return false;
}

/** The rows of the file, headings first, or why it cannot be read. */
async function rowsOf(file: Buffer): Promise<{ rows: string[][] } | { problem: string }> {
  if (file.length === 0) return { problem: EMPTY };
  // ZIP (XLSX) and OLE2 (.xls) by their first bytes: browsers name a .csv "application/vnd.ms-excel".
  if (file[0] === 0x50 && file[1] === 0x4b) {
    try {
      const data = await readSheet(file, { parseNumber: (text: string) => text });
      return { rows: data.map((row) => row.map(cellText)) };
    } catch {
      return { problem: BROKEN_XLSX };
    }
  }
  if (file[0] === 0xd0 && file[1] === 0xcf && file[2] === 0x11 && file[3] === 0xe0) {
    return { problem: OLD_EXCEL };
  }
  let text: string;
  try {
    text = utf8.decode(file);
  } catch {
    return { problem: NOT_UTF8 };
  }
  // A PDF or an image that happens to be UTF-8: control characters a CSV never holds.
  if (hasControlCharacters(text.slice(0, 4096))) return { problem: NOT_A_REPORT };
  try {
    const reading = parseCsv(text, SETTLEMENT_IMPORT_MAX_LINES + 2);
    return { rows: reading.records.map((record) => record.cells) };
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { problem: `Line ${error.line}: ${error.message}` };
    }
    throw error;
  }
}

/** Reads a report of this courier: its lines, and every problem with its line and column. */
export async function readSettlementReport(
  courier: CourierName,
  file: Buffer,
): Promise<ReportReading> {
  const read = await rowsOf(file);
  if ('problem' in read) return problem(1, '', read.problem);
  // Couriers' reports sometimes carry a title or a blank row over the headings: the headings are the
  // first row that names a paid amount and a parcel.
  const rows = read.rows;
  let headingIndex = -1;
  let mapping = mapHeaders(courier, rows[0] ?? []);
  for (let index = 0; index < Math.min(rows.length, 10); index += 1) {
    const candidate = mapHeaders(courier, rows[index] ?? []);
    if (candidate.missing.length === 0) {
      headingIndex = index;
      mapping = candidate;
      break;
    }
  }
  if (headingIndex < 0) {
    if (rows.every((row) => row.every((cell) => cell.trim() === ''))) return problem(1, '', EMPTY);
    return problem(1, '', `The headings name no ${mapping.missing.join(' and no ')}`);
  }
  const body = rows.slice(headingIndex + 1);
  if (body.length > SETTLEMENT_IMPORT_MAX_LINES) {
    return problem(headingIndex + SETTLEMENT_IMPORT_MAX_LINES + 2, '', TOO_MANY);
  }
  const headings = rows[headingIndex] ?? [];
  const { columns } = mapping;
  const lines: ReportLine[] = [];
  const problems: SettlementProblem[] = [];
  body.forEach((cells, offset) => {
    const line = headingIndex + offset + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cellOf = (field: SettlementField) => {
      const index = columns[field];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const headingOf = (field: SettlementField) => {
      const index = columns[field];
      return index === undefined ? field : (headings[index] ?? field).replace(/^\uFEFF/, '').trim();
    };
    // A totals row at the foot: no parcel, a word where the tracking number would be.
    const trackingText = cellOf('trackingNumber');
    const orderNumberText = cellOf('orderNumber');
    if (/^(grand\s*)?total/i.test(trackingText) || /^(grand\s*)?total/i.test(orderNumberText))
      return;
    const tracking = readTrackingCell(trackingText);
    const orderNumber = orderNumberText === '' ? null : readOrderNumberCell(orderNumberText);
    if (!tracking && orderNumber === null) {
      problems.push({
        line,
        column: headingOf(columns.trackingNumber !== undefined ? 'trackingNumber' : 'orderNumber'),
        message: 'A line needs a tracking number or an order number',
      });
      return;
    }
    const amounts: Partial<Record<'cod' | 'fee' | 'tax' | 'paid', number | null>> = {};
    let bad = false;
    for (const field of ['cod', 'fee', 'tax', 'paid'] as const) {
      const text = cellOf(field);
      if (text === '') {
        amounts[field] = field === 'paid' ? 0 : null;
        continue;
      }
      const value = readRupeesCell(text);
      if (value === null) {
        problems.push({
          line,
          column: headingOf(field),
          message: `"${text.slice(0, 40)}" is not an amount in rupees`,
        });
        bad = true;
      }
      amounts[field] = value;
    }
    if (bad) return;
    const outcome = readOutcomeCell(cellOf('status'));
    lines.push({
      line,
      tracking,
      trackingText,
      orderNumber,
      orderNumberText,
      cod: amounts.cod ?? null,
      fee: amounts.fee ?? null,
      tax: amounts.tax ?? null,
      paid: amounts.paid ?? 0,
      // A line that takes money back with nothing collected is a return's fee.
      outcome: outcome ?? ((amounts.paid ?? 0) < 0 && !amounts.cod ? 'returned' : null),
      reference: cellOf('reference').slice(0, 100),
    });
  });
  return { lines, problems };
}
