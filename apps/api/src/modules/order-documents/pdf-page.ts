/**
 * A thin layer over PDFKit for the shop's own documents: the embedded fonts, text in any script
 * (pdf-text.ts), and the bytes when the document ends. Positions are PDF points from the top left.
 */
import PDFDocument from 'pdfkit';
import { BRAND_NAME } from '@shop/domain/site';
import { fontOf, shopFonts, textRuns, type FontName } from './pdf-text';

/** Width and height in points. */
const PAGE_SIZES = { A4: [595.28, 841.89], A5: [419.53, 595.28] } as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
  width?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

export interface TableColumn {
  title: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

const TABLE_HEAD = { size: 8, bold: true } as const;
const TABLE_CELL = { size: 9 } as const;

export class PdfPage {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(
    title: string,
    readonly size: 'A4' | 'A5',
    readonly margin: number,
  ) {
    this.doc = new PDFDocument({
      size,
      margin,
      autoFirstPage: false,
      info: { Title: title, Author: BRAND_NAME, Creator: BRAND_NAME },
    });
    // The fonts parsed once per process are handed over as they are (PDFKit takes a fontkit font
    // since 0.20): parsing DejaVu's tables again for each document cost ~250 ms a slip. Each document
    // still makes its own subset of the glyphs it uses.
    for (const [name, { font }] of Object.entries(shopFonts())) {
      this.doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  get bottom(): number {
    return PAGE_SIZES[this.size][1] - this.margin;
  }
  get contentWidth(): number {
    return PAGE_SIZES[this.size][0] - 2 * this.margin;
  }

  addPage(): void {
    this.doc.addPage({ size: this.size, margin: this.margin });
  }

  private use(font: FontName, style: TextStyle): void {
    this.doc
      .font(font)
      .fontSize(style.size)
      .fillColor(style.color ?? '#000000');
  }

  /** Draws text at (x, y), wrapped to the width; answers the y below it. */
  text(value: string, x: number, y: number, style: TextStyle): number {
    const runs = textRuns(value);
    if (runs.length === 0) return y;
    const options = {
      width: style.width ?? PAGE_SIZES[this.size][0] - this.margin - x,
      align: style.align ?? 'left',
      lineGap: 1,
    };
    runs.forEach((run, index) => {
      this.use(fontOf(run, style.bold ?? false), style);
      const continued = index < runs.length - 1;
      if (index === 0) this.doc.text(run.text, x, y, { ...options, continued });
      else this.doc.text(run.text, { ...options, continued });
    });
    return this.doc.y;
  }

  /** How tall text would be at the width, measured in the Latin font (Arabic letters a little taller). */
  heightOf(value: string, style: TextStyle & { width: number }): number {
    const runs = textRuns(value);
    this.use(style.bold ? 'latin-bold' : 'latin', style);
    const height = this.doc.heightOfString(runs.map((run) => run.text).join('') || ' ', {
      width: style.width,
      lineGap: 1,
    });
    return runs.some((run) => run.arabic) ? height * 1.4 : height;
  }

  line(x1: number, y: number, x2: number, width = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000000').stroke();
  }

  /** A table's headings in bold, a rule under them; answers where the first row goes. */
  tableHead(columns: readonly TableColumn[], y: number, left: number, right: number): number {
    for (const column of columns) {
      this.text(column.title, column.x, y, {
        ...TABLE_HEAD,
        width: column.width,
        align: column.align,
      });
    }
    this.line(left, y + 11, right);
    return y + 14;
  }

  /** How tall a row of cells in these columns will be, its tallest cell wrapped to its column. */
  rowHeight(columns: readonly TableColumn[], cells: readonly string[]): number {
    return Math.max(
      ...cells.map((cell, index) =>
        this.heightOf(cell, { ...TABLE_CELL, width: columns[index]?.width ?? this.contentWidth }),
      ),
    );
  }

  /** Writes a row of cells in their columns; answers where the next row goes. */
  tableRow(columns: readonly TableColumn[], cells: readonly string[], y: number): number {
    let below = y;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column)
        below = Math.max(
          below,
          this.text(cell, column.x, y, { ...TABLE_CELL, width: column.width, align: column.align }),
        );
    });
    return below + 3;
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}
