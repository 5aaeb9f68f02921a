/**
 * Payments fetched through the couriers' own payments calls (issue #29, decision 0031), against the
 * three couriers' test servers, on the real app and database (PGlite, and PostgreSQL in the
 * api-postgres project): what the courier answers is recorded once as an 'api' report, a second
 * fetch adds nothing, and a courier that fails is a 502 or 503 that records nothing.
 */
import type {
  SettlementImportResult,
  SettlementImportRow,
} from '@shop/domain/schemas/settlements.schema';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settlementImports, settlementLines } from '../../db/schema/settlements';
import { setUpTestApp } from '../../test/app';
import { startAllCourierServers } from '../../test/couriers/all-couriers';
import { setUpForTests } from '../../test/set-up-for-tests';
import { insertParcels } from '../../test/settlements';
import type { CourierName, Parcel } from '../couriers/courier';

const servers = setUpForTests(startAllCourierServers);
const t = setUpTestApp(() => ({
  env: {
    ...servers.env,
    POSTEX_SETTLEMENT_RATES: 'fee=150,tax=2,return_fee=120',
    LEOPARDS_SETTLEMENT_RATES: 'fee=200,cod_fee=1,tax=2,return_fee=180',
    TRAX_SETTLEMENT_RATES: 'fee=100,tax=2,return_fee=100',
  },
}));

/** A parcel booked with the courier's test server, and its order in the shop, delivered or returned. */
async function booked(
  name: CourierName,
  rupees: number,
  status: 'delivered' | 'returned' = 'delivered',
): Promise<string> {
  const courier = t.app.couriers.find((configured) => configured.name === name);
  if (!courier) throw new Error(`${name} is not configured`);
  const cities = await courier.cities();
  const karachi = cities.find((city) => city.name.toLowerCase() === 'karachi');
  if (!karachi) throw new Error(`${name} has no Karachi`);
  const parcel: Parcel = {
    orderNumber: `ZB-${name}-${rupees}-${status}`,
    consigneeName: 'Ayesha Khan',
    phone: '03001234567',
    address: 'House 12, Street 4, Block B, Gulshan',
    city: karachi.id,
    codAmountPaisa: rupees * 100,
    pieces: 1,
    weightGrams: 500,
    itemsDescription: '1 × Gold-plated jhumka',
    note: '',
  };
  const { trackingNumber } = await courier.book(parcel);
  await insertParcels(t.db, [{ courier: name, trackingNumber, total: rupees, status }]);
  return trackingNumber;
}

function fetchPayments(courier: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/settlements/fetch',
    headers: t.auth,
    payload: { courier },
  });
}

/** Fetches the courier's payments, which must go through, and answers what was recorded. */
async function paymentsFetched(courier: CourierName): Promise<SettlementImportResult> {
  const response = await fetchPayments(courier);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettlementImportResult>();
}

/** Fetches the courier's payments while `fail` has its test server failing; `recover` undoes that. */
async function fetchWhileFailing(courier: CourierName, fail: () => void, recover: () => void) {
  fail();
  try {
    return await fetchPayments(courier);
  } finally {
    recover();
  }
}

async function linesOf(courier: CourierName) {
  const [row] = await t.db
    .select({ n: count() })
    .from(settlementLines)
    .where(eq(settlementLines.courier, courier));
  return row?.n ?? 0;
}

async function importsOf(courier: CourierName) {
  return t.db.select().from(settlementImports).where(eq(settlementImports.courier, courier));
}

describe('fetching payments from PostEx (payment-status, amounts on the tracking row)', () => {
  it('records what PostEx settled once, and a second fetch adds nothing', async () => {
    const short = await booked('postex', 3000);
    const returned = await booked('postex', 2000, 'returned');
    const unpaid = await booked('postex', 1000);
    servers.postex.advance(returned, 'Returned', '0006');
    // 3,000 − 150 − 60 = 2,790 expected; PostEx paid 2,700. The return costs 120.
    servers.postex.pay(short, {
      cprNumber: 'CPR-7001',
      transactionFee: 150,
      transactionTax: 150,
      upfrontPayment: 2700,
    });
    servers.postex.pay(returned, {
      cprNumber: 'CPR-7001',
      transactionFee: 0,
      transactionTax: 0,
      reversalFee: 120,
      upfrontPayment: 0,
    });

    const result = await paymentsFetched('postex');
    expect(result).toMatchObject({
      dryRun: false,
      courier: 'postex',
      alreadyImported: false,
      lines: 2,
      matched: 2,
      unknown: 0,
      duplicates: 0,
      paid: 270_000 - 12_000,
    });
    expect(result.differences).toEqual([
      expect.objectContaining({ kind: 'short_payment', trackingNumber: short, amount: 9_000 }),
    ]);
    expect(result.reference).toMatch(/^api:/);
    const [recorded] = await importsOf('postex');
    expect(recorded).toMatchObject({ source: 'api', lines: 2, paid: 258_000 });
    expect(await linesOf('postex')).toBe(2);
    // The parcel PostEx has not settled was asked about and left out.
    expect(
      servers.postex.requests.some((request) => request.path.endsWith(`/payment-status/${unpaid}`)),
    ).toBe(true);

    // The short parcel is asked about again (still not fully paid): its payment is skipped.
    expect(await paymentsFetched('postex')).toMatchObject({
      lines: 1,
      duplicates: 1,
      paid: 0,
    });
    expect(await linesOf('postex')).toBe(2);
    expect(await importsOf('postex')).toHaveLength(1);

    const listed = await t.app.inject({ url: '/api/admin/settlements/imports', headers: t.auth });
    expect(
      listed.json<{ items: SettlementImportRow[] }>().items.find((row) => row.courier === 'postex'),
    ).toMatchObject({ source: 'api', fileName: null });
  });

  it('answers a PostEx that is down with a 503 to try again, and records nothing', async () => {
    const response = await fetchWhileFailing(
      'postex',
      () => (servers.postex.faults.serverError = true),
      () => (servers.postex.faults.serverError = false),
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json<{ message: string }>().message).toMatch(
      /^PostEx did not answer about its payments: .*HTTP 500.*Nothing was recorded/,
    );
    expect(await linesOf('postex')).toBe(2);
  });
});

describe('fetching payments from Leopards (getPaymentDetails, getShippingCharges)', () => {
  it('records the paid packets, the return with its fee, and nothing twice', async () => {
    const delivered = await booked('leopards', 4000);
    const returned = await booked('leopards', 1500, 'returned');
    await booked('leopards', 900);
    // 4,000 − (200 + 1% = 40) − 2% (80) = 3,680: paid exactly. The return costs 180.
    servers.leopards.pay(delivered, {
      chequeNo: 'CHQ-5501',
      shipmentCharges: 200,
      cashHandlingCharges: 40,
      returnCharges: 0,
      gstAmount: 80,
    });
    servers.leopards.pay(returned, {
      chequeNo: 'CHQ-5501',
      shipmentCharges: 0,
      cashHandlingCharges: 0,
      returnCharges: 180,
      gstAmount: 0,
    });
    expect(await paymentsFetched('leopards')).toMatchObject({
      lines: 2,
      matched: 2,
      paid: 368_000 - 18_000,
      differenceCount: 0,
    });
    expect(await linesOf('leopards')).toBe(2);

    expect(await paymentsFetched('leopards')).toMatchObject({ lines: 0, paid: 0 });
    expect(await linesOf('leopards')).toBe(2);
    expect(await importsOf('leopards')).toHaveLength(1);
  });

  it('answers a refusal inside HTTP 200 with a 502 naming Leopards, and records nothing', async () => {
    await booked('leopards', 1200);
    const response = await fetchWhileFailing(
      'leopards',
      () => (servers.leopards.refusal.message = 'Invalid API Key or Password'),
      () => (servers.leopards.refusal.message = null),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toBe(
      'Leopards refused the payments call: Leopards refused the API key: Invalid API Key or Password. Nothing was recorded. Check the Leopards settings (its key and address).',
    );
    expect(await linesOf('leopards')).toBe(2);
  });
});

describe('fetching payments from Trax (shipment/payments)', () => {
  it('records each payment row once', async () => {
    const delivered = await booked('trax', 2500);
    await booked('trax', 700);
    // 2,500 − 100 − 2% (50) = 2,350.
    servers.trax.pay(delivered, { id: 88001, type: 'Delivered', charges: 100, gst: 50 });
    expect(await paymentsFetched('trax')).toMatchObject({
      lines: 1,
      matched: 1,
      paid: 235_000,
      differenceCount: 0,
    });
    expect(await paymentsFetched('trax')).toMatchObject({ lines: 0, paid: 0 });
    expect(await linesOf('trax')).toBe(1);
  });
});

describe('the fetch call refuses bad input with a 400 naming the field', () => {
  it.each([[{}], [{ courier: 'tcs' }], [{ courier: 'postex', extra: 1 }]])('%j', async (body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settlements/fetch',
      headers: t.auth,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(
      response.json<{ fieldErrors: Record<string, string> }>().fieldErrors,
    );
    expect(fields.length).toBeGreaterThan(0);
    expect(['courier', 'extra']).toContain(fields[0]);
  });
});
