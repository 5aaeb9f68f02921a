/** The fuzzer's settings, read from FUZZ_* variables once, and where the report goes. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PER_ROUTE = positiveInt(process.env.FUZZ_PER_ROUTE, 1000);
export const SEED = Number.parseInt(process.env.FUZZ_SEED ?? '1', 10) || 1;
export const SHOW = positiveInt(process.env.FUZZ_SHOW, 3);
export const ROUTE_FILTER = process.env.FUZZ_ROUTES ?? '';
/** FUZZ_TRACE=1 prints every request with its status and answer. */
export const TRACE = process.env.FUZZ_TRACE === '1';
export const SERVER_URL = process.env.FUZZ_DATABASE_URL;
export const DB_LABEL = SERVER_URL ? 'postgres' : 'pglite';
/** Requests generated at a time; ids are re-read (and rows re-seeded) between batches. */
export const BATCH = 100;
export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REPORT_FILE = path.join(ROOT, '.test-output', `fuzz-${DB_LABEL}.json`);

function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
