/**
 * A small RFC 4180 reader for files staff upload (products edited in a spreadsheet): cells quoted or
 * not, commas, quotes ("") and line breaks inside quotes, CRLF, LF or CR line ends, a byte-order mark,
 * a last line with or without its line end. Each record keeps the line it starts on, so a problem is
 * reported where the person will look for it in a text editor. Quotes inside an unquoted cell are kept
 * as they are (a lenient reading of what some tools write); text after a closing quote is an error,
 * because the cell's end is then a guess.
 */
import { FORMULA_START } from './csv-writer';

export interface CsvRecord {
  /** The line (from 1) the record starts on. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';

  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CsvReading {
  records: CsvRecord[];
  /** True when the file holds more than `maxRecords` records (the rest were not read). */
  truncated: boolean;
}

const UNQUOTED_END = /[,\r\n]/g;

/** Line breaks in a quoted cell's text: CRLF, LF or a lone CR each count once. */
function lineBreaks(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 10) count += 1;
    else if (char === 13 && text.charCodeAt(index + 1) !== 10) count += 1;
  }
  return count;
}

export function parseCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvReading {
  const records: CsvRecord[] = [];
  const end = text.length;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (index < end) {
    if (records.length === maxRecords) return { records, truncated: true };
    const record: CsvRecord = { line, cells: [] };
    for (;;) {
      if (text[index] === '"') {
        const quoteLine = line;
        let value = '';
        index += 1;
        for (;;) {
          const close = text.indexOf('"', index);
          if (close === -1) throw new CsvSyntaxError(quoteLine, 'A quoted cell is not closed');
          const part = text.slice(index, close);
          value += part;
          line += lineBreaks(part);
          if (text[close + 1] === '"') {
            value += '"';
            index = close + 2;
          } else {
            index = close + 1;
            break;
          }
        }
        record.cells.push(value);
        const next = text[index];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvSyntaxError(
            line,
            'Text after a closing quote: a cell with quotes must be quoted as a whole',
          );
        }
      } else {
        UNQUOTED_END.lastIndex = index;
        const stop = UNQUOTED_END.exec(text)?.index ?? end;
        record.cells.push(text.slice(index, stop));
        index = stop;
      }
      // After a comma comes another cell, empty when the comma ends the line or the file.
      if (text[index] !== ',') break;
      index += 1;
    }
    if (text[index] === '\r') index += text[index + 1] === '\n' ? 2 : 1;
    else if (text[index] === '\n') index += 1;
    line += 1;
    records.push(record);
  }
  return { records, truncated: false };
}

/** A cell's text as it was before csvCell guarded it against formulas (one leading apostrophe off). */
export function cellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
