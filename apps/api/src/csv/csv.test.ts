/** The CSV writer and reader: RFC 4180 quoting both ways, and what the writer writes reads back as it was. */
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText, CsvSyntaxError, parseCsv } from './csv-reader';
import { csvCell, csvRow, csvStream } from './csv-writer';

async function* slicesOf<Item>(items: Item[]) {
  yield items;
}

const cells = (csv: string) => parseCsv(csv).records.map((record) => record.cells);

describe('csvCell', () => {
  it('quotes only cells with a comma, a semicolon, a tab, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(2999.5)).toBe('2999.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('guards text a spreadsheet would run as a formula, and apostrophes before one', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-50% sale')).toBe("'-50% sale");
    expect(csvCell("'=already")).toBe("''=already");
    expect(csvCell("'quoted")).toBe("'quoted");
  });
});

/**
 * A file as a spreadsheet splits it with `separator` (Excel uses ';' where the decimal comma is the
 * custom, and a tab for pasted text): quotes group, doubled quotes are one; each cell's text.
 */
function spreadsheetCells(file: string, separator: string): string[] {
  const found: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < file.length; index += 1) {
    const char = file[index];
    if (quoted) {
      if (char === '"' && file[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator || char === '\n') {
      found.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += char;
  }
  found.push(cell);
  return found;
}

const FORMULA_FIRST = /^[=+\-@\t\r]/;

describe('text a spreadsheet would split at another separator', () => {
  it('quotes a cell holding a semicolon or a tab, so no part of it starts a cell of its own', () => {
    expect(csvCell('Ali;=1+1')).toBe('"Ali;=1+1"');
    expect(csvCell('Ali\t=1+1')).toBe('"Ali\t=1+1"');
    expect(csvCell('Gulberg; Lahore')).toBe('"Gulberg; Lahore"');
  });

  it('leaves no cell starting like a formula whichever separator the spreadsheet splits at', async () => {
    const awkward = fc
      .array(fc.constantFrom('a', ' ', ';', ',', '\t', '\r', '\n', '"', "'", '=', '+', '-', '@'), {
        maxLength: 12,
      })
      .map((chars) => chars.join(''));
    const rows = fc.array(fc.array(awkward, { minLength: 2, maxLength: 2 }), {
      minLength: 1,
      maxLength: 4,
    });
    const columns = [0, 1].map(
      (index) => [`c${index}`, (row: string[]) => row[index] ?? ''] as const,
    );
    await fc.assert(
      fc.asyncProperty(rows, async (written) => {
        const file = (await text(csvStream(columns, slicesOf(written)))).replace(/^\uFEFF/, '');
        for (const separator of [',', ';', '\t']) {
          for (const cell of spreadsheetCells(file, separator)) {
            expect(cell, JSON.stringify({ separator, written })).not.toMatch(FORMULA_FIRST);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF and a byte-order mark', () => {
    const csv = '\uFEFFid,title\r\n1,"Ring, gold"\r\n2,"Say ""hi"""\r\n3,"two\r\nlines"\r\n';
    expect(parseCsv(csv).records).toEqual([
      { line: 1, cells: ['id', 'title'] },
      { line: 2, cells: ['1', 'Ring, gold'] },
      { line: 3, cells: ['2', 'Say "hi"'] },
      { line: 4, cells: ['3', 'two\r\nlines'] },
    ]);
  });

  it('numbers records by the line they start on, whatever line ends the file uses', () => {
    const lines = (csv: string) => parseCsv(csv).records.map((record) => record.line);
    expect(lines('a\n"b\nc\nd"\ne')).toEqual([1, 2, 5]);
    expect(lines('a\r"b\rc"\re\r')).toEqual([1, 2, 4]);
    expect(lines('a\r\n"b\r\n\r\nc"\r\ne')).toEqual([1, 2, 5]);
  });

  it('keeps empty cells, a last line without its line end and empty lines (as one empty cell)', () => {
    expect(cells('a,,c\r\n,\r\n\r\nlast,')).toEqual([['a', '', 'c'], ['', ''], [''], ['last', '']]);
    expect(cells('"",""')).toEqual([['', '']]);
    expect(cells('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted cell as it is', () => {
    expect(cells('5" bangle,x')).toEqual([['5" bangle', 'x']]);
  });

  it('refuses a quoted cell that never closes, on the line it opens', () => {
    expect(() => parseCsv('a\r\n"open,\r\nmore\r\n')).toThrow(
      expect.objectContaining({ line: 2, message: 'A quoted cell is not closed' }),
    );
  });

  it('refuses text after a closing quote, on its line', () => {
    const reading = () => parseCsv('a\n"two\nlines"x,b');
    expect(reading).toThrow(CsvSyntaxError);
    expect(reading).toThrow(expect.objectContaining({ line: 3 }));
  });

  it('stops after maxRecords and says there was more', () => {
    expect(parseCsv('a\nb\nc\n', 2)).toEqual({
      records: [
        { line: 1, cells: ['a'] },
        { line: 2, cells: ['b'] },
      ],
      truncated: true,
    });
    expect(parseCsv('a\nb\n', 2).truncated).toBe(false);
  });
});

describe('written, then read', () => {
  it('gives back every row as it was, guarded formulas included', async () => {
    const columns = [0, 1, 2].map(
      (index) => [`c${index}`, (row: string[]) => row[index] ?? ''] as const,
    );
    const rows = fc.array(
      fc.array(fc.string({ unit: 'grapheme' }), { minLength: 3, maxLength: 3 }),
      {
        minLength: 1,
        maxLength: 5,
      },
    );
    await fc.assert(
      fc.asyncProperty(rows, async (written) => {
        const file = await text(csvStream(columns, slicesOf(written)));
        const [heading, ...read] = parseCsv(file).records;
        expect(heading?.cells).toEqual(['c0', 'c1', 'c2']);
        expect(read.map((record) => record.cells.map(cellText))).toEqual(written);
      }),
    );
  });

  it('streams a heading row after the byte-order mark, rows ending in CRLF', async () => {
    const file = await text(
      csvStream([['Name', (name: string) => name]], slicesOf(['Zainab', 'ذیشان'])),
    );
    expect(file).toBe('\uFEFFName\r\nZainab\r\nذیشان\r\n');
    expect(csvRow(['a', 1])).toBe('a,1\r\n');
  });
});
