/**
 * Tracking numbers pasted in bulk from a courier's sheet (issue #26): one order a line, its number and
 * its tracking number separated by a comma, a tab or spaces ("ZB-10015, LE-778812" or "10015	778812").
 */
import { parseOrderNumber } from './order-status';

export interface PastedTracking {
  /** The order's number (10015 for ZB-10015). */
  number: number;
  trackingNumber: string;
}

export interface PastedTrackingLines {
  found: PastedTracking[];
  /** Lines that do not read as `order number, tracking number`, as they were pasted (1-based). */
  unreadable: { line: number; text: string }[];
}

export function parseTrackingLines(text: string): PastedTrackingLines {
  const found: PastedTracking[] = [];
  const unreadable: PastedTrackingLines['unreadable'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const match = /^(.+?)\s*[,;\t]\s*(\S.*)$/.exec(line) ?? /^(\S+)\s+(\S.*)$/.exec(line);
    const number = match ? parseOrderNumber(match[1] ?? '') : null;
    const trackingNumber = match?.[2]?.trim() ?? '';
    if (number === null || trackingNumber === '') unreadable.push({ line: index + 1, text: line });
    else found.push({ number, trackingNumber });
  });
  return { found, unreadable };
}
