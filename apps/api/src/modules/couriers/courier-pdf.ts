/**
 * Labels from couriers that print a few per call (PostEx ten, Trax and Leopards one) put together
 * into the one PDF staff print. pdf-lib copies the pages as they are, so the barcodes stay vector.
 */
import { PDFDocument } from 'pdf-lib';

export async function mergePdfs(parts: Uint8Array[]): Promise<Uint8Array> {
  const [only] = parts;
  if (parts.length === 1 && only) return only;
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}

/** Splits a list into runs of at most `size`, for couriers that take a few numbers per call. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}
