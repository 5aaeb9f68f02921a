/**
 * The order path's load (bench/order-path.ts): `connections` shoppers at once, each order from a phone
 * no other order used, two lines (one product of each half of the pool), sent to the real server's
 * POST /api/shipping/create for a fixed time. Answers orders placed per second and the latencies.
 */
import http from 'node:http';
import { NO_COD_RULES, withCashOnDelivery } from '@shop/domain/cod-rules';
import { computeTotals } from '@shop/domain/pricing';

export interface LoadResult {
  placed: number;
  refused: Map<number, number>;
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

export function shopperPhoneSuffix(): number {
  nextPhone += 1;
  if (nextPhone >= 5_000_000) throw new Error('the bench ran out of phone numbers');
  return nextPhone;
}

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

function post(
  agent: http.Agent,
  base: URL,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/api/shipping/create',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The shoppers' `connections` kept-alive connections, opened by the first load (the warm-up) and kept
 * for the rounds after it, as pgbench keeps its clients' connections: fifty connections opened at
 * once to a busy server wait seconds for their first answer (a bare Node server shows the same), which
 * is the connections' start, not the order path.
 */
export function shopperConnections(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections });
}

/** Orders for `seconds` over the agent's `connections`; each shopper waits for her answer. */
export async function orderLoad(
  base: string,
  pool: OrderPool,
  connections: number,
  seconds: number,
  agent: http.Agent,
): Promise<LoadResult> {
  const url = new URL(base);
  const latencies: number[] = [];
  const refused = new Map<number, number>();
  let firstRefusal: string | null = null;
  const started = performance.now();
  const until = started + seconds * 1000;
  const shopper = async () => {
    while (performance.now() < until) {
      const body = JSON.stringify(orderBody(pool, shopperPhoneSuffix()));
      const sent = performance.now();
      const answer = await post(agent, url, body);
      if (answer.status === 201) latencies.push(performance.now() - sent);
      else {
        refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
        firstRefusal ??= `${answer.status} ${answer.text.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, shopper));
  const took = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    placed: latencies.length,
    refused,
    perSecond: latencies.length / took,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    firstRefusal,
  };
}
