/**
 * The order path's load (bench/order-path.ts): `connections` shoppers at once, each order from a phone
 * no other order used, two lines (one product of each half of the pool), sent to the real server's
 * POST /api/shipping/create for a fixed time by wrk. Answers orders placed per second and the latencies.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { NO_COD_RULES, withCashOnDelivery } from '@shop/domain/cod-rules';
import { computeTotals } from '@shop/domain/pricing';

export interface LoadResult {
  placed: number;
  /** Answers other than 201 Created. */
  refused: number;
  perSecond: number;
  p50: number;
  p99: number;
  firstRefusal: string | null;
}

export interface OrderPool {
  /** Product ids of the first and the second half of the pool. */
  firstHalf: number[];
  secondHalf: number[];
  /** Every product's price, in rupees (all the same). */
  priceRupees: number;
}

/** 03451000000, 03451000001 …: phones the pgbench half never uses (it draws from 5000000 up). */
let nextPhone = 1_000_000;

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

export function orderBody(pool: OrderPool, suffix: number) {
  const pick = (ids: number[]) => ids[Math.floor(Math.random() * ids.length)] as number;
  const lines = [pick(pool.firstHalf), pick(pool.secondHalf)].map((id) => ({
    id,
    quantity: 1,
    selectedColor: 'gold',
  }));
  // A fresh shop has no COD rules: no fee, the cash rounded down to whole rupees (issue #29).
  const totals = withCashOnDelivery(
    computeTotals({
      lines: lines.map((line) => ({ unitPrice: pool.priceRupees * 100, quantity: line.quantity })),
    }),
    NO_COD_RULES.fee,
  );
  return {
    shippingInfo: {
      fullName: 'Bench Shopper',
      email: `bench${suffix}@example.com`,
      address: '12 Gulberg III',
      city: 'Lahore',
      postalCode: '54000',
      phone: `0345${suffix}`,
      paymentMethod: 'cod',
    },
    cartItems: lines,
    totalPrice: totals.totalPrice / 100,
    deliveryFee: totals.deliveryFee / 100,
    grandTotal: totals.grandTotal / 100,
  };
}

const run = promisify(execFile);
const LOAD_SCRIPT = fileURLToPath(new URL('./order-load.lua', import.meta.url));
/** Phones each wrk thread may use in one load: far more orders than a 10 s round places. */
const PHONES_PER_THREAD = 50_000;
const THREADS = 2;

/**
 * Orders for `seconds` from `connections` shoppers at once, each waiting for her answer, sent by wrk
 * (order-load.lua), a client in C as pgbench is. Each load opens its connections anew and uses phones
 * no load before it used.
 */
export async function orderLoad(
  base: string,
  pool: OrderPool,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const firstPhone = nextPhone + 1;
  nextPhone += THREADS * PHONES_PER_THREAD;
  if (nextPhone >= 5_000_000) throw new Error('the bench ran out of phone numbers');
  const template = JSON.stringify(orderBody(pool, 0))
    .replace('"phone":"03450"', '"phone":"0345__PHONE__"')
    .replace('"email":"bench0@example.com"', '"email":"bench__PHONE__@example.com"')
    .replace(/"cartItems":\[\{"id":\d+/, '"cartItems":[{"id":__A__')
    .replace(/\},\{"id":\d+/, '},{"id":__B__');
  if (!['__PHONE__', '__A__', '__B__'].every((mark) => template.includes(mark))) {
    throw new Error(`the order's body changed shape: ${template}`);
  }
  const { stdout } = await run('wrk', [
    `-t${THREADS}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    LOAD_SCRIPT,
    new URL('/api/shipping/create', base).href,
    '--',
    String(firstPhone),
    String(PHONES_PER_THREAD),
    template,
    pool.firstHalf.join(','),
    pool.secondHalf.join(','),
  ]);
  const field = (name: string) => new RegExp(`^${name} (.*)$`, 'm').exec(stdout)?.[1];
  const placed = Number(field('placed'));
  const took = Number(field('seconds'));
  if (!Number.isFinite(placed) || !Number.isFinite(took)) throw new Error(`wrk said: ${stdout}`);
  return {
    placed,
    refused: Number(field('refused')),
    perSecond: placed / took,
    p50: Number(field('p50')),
    p99: Number(field('p99')),
    firstRefusal: field('first_refusal') ?? null,
  };
}
