/**
 * Reads the shop's PDFs back as a person and a scanner would: the text of each page (poppler's
 * pdftotext), and the Code 128 barcodes on a page rendered to pixels (poppler's pdftoppm) and decoded
 * by ZXing, a reader that shares nothing with the shop's encoder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Uint8Array, use: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page's text, as pdftotext reads it (one string a page). */
export function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const pages = stdout.split('\f');
    if (pages.at(-1)?.trim() === '') pages.pop();
    return pages;
  });
}

/** A binary PGM (P5) as its width, height and grey levels. */
function readPgm(bytes: Buffer): { width: number; height: number; grey: Uint8ClampedArray } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  return {
    width,
    height,
    grey: new Uint8ClampedArray(bytes.subarray(start, start + width * height)),
  };
}

/** The text of the Code 128 barcode on a page (1-based), rendered at `dpi`; null when none reads. */
export function readPageBarcode(pdf: Uint8Array, page: number, dpi = 200): Promise<string | null> {
  return withPdfFile(pdf, async (file, dir) => {
    const prefix = path.join(dir, 'page');
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-gray',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      prefix,
    ]);
    const { width, height, grey } = readPgm(await readFile(`${prefix}.pgm`));
    const reader = new MultiFormatReader();
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    try {
      const bitmap = new BinaryBitmap(
        new HybridBinarizer(new RGBLuminanceSource(grey, width, height)),
      );
      return reader.decode(bitmap, hints).getText();
    } catch {
      return null;
    }
  });
}
