/**
 * Cash from couriers (issue #29): payment reports imported on the real app and database (PGlite, and
 * PostgreSQL in the api-postgres project), with reports written like the couriers' own.
 */
import type {
  SettlementDifference,
  SettlementImportResult,
  SettlementSummary,
} from '@shop/domain/schemas/settlements.schema';
import { XLSX_MEDIA_TYPE } from '@shop/domain/schemas/settlements.schema';
import { count, eq } from 'drizzle-orm';
import { settlementLines } from '../../db/schema/settlements';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPost, setUpTestApp } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { insertParcels, reportCsv, reportXlsx } from '../../test/settlements';

const t = setUpTestApp({
  env: {
    POSTEX_SETTLEMENT_RATES: 'fee=150,tax=2,return_fee=120',
    LEOPARDS_SETTLEMENT_RATES: 'fee=200,cod_fee=1,tax=2,return_fee=180',
    TRAX_SETTLEMENT_RATES: 'fee=100,tax=2,return_fee=100',
    COURIER_PAYMENT_DAYS: '10',
  },
});

function send(
  courier: string,
  file: Buffer,
  options: { dryRun?: boolean; reference?: string; type?: string } = {},
) {
  const query = new URLSearchParams({ courier, dry_run: String(options.dryRun ?? true) });
  if (options.reference) query.set('reference', options.reference);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/settlements/import?${query}`,
    headers: { ...t.auth, 'content-type': options.type ?? 'text/csv' },
    payload: file,
  });
}

async function linesOf(trackingNumber?: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(settlementLines)
    .where(trackingNumber ? eq(settlementLines.trackingNumber, trackingNumber) : undefined);
  return row?.n ?? 0;
}

async function summaryOf(courier: string) {
  const response = await t.app.inject({ url: '/api/admin/settlements/summary', headers: t.auth });
  expect(response.statusCode).toBe(200);
  const found = response.json<SettlementSummary>().couriers.find((row) => row.courier === courier);
  if (!found) throw new Error(`No ${courier} in the summary`);
  return found;
}

async function differencesOf(courier: string) {
  const response = await t.app.inject({
    url: `/api/admin/settlements/differences?courier=${courier}`,
    headers: t.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: SettlementDifference[] }>().items;
}

// PostEx's parcels: 3,000 and 5,000 delivered, 2,000 returned, one delivered long ago never paid,
// and two 14-digit numbers sharing their first digits (an E+13 line cannot tell them apart).
let numbers: number[] = [];
beforeAll(async () => {
  numbers = await insertParcels(t.db, [
    { courier: 'postex', trackingNumber: '26311122233344', total: 3000 },
    { courier: 'postex', trackingNumber: '27500011122233', total: 5000 },
    { courier: 'postex', trackingNumber: '28899900011122', total: 2000, status: 'returned' },
    { courier: 'postex', trackingNumber: '29900000000001', total: 1000, daysAgo: 30 },
    { courier: 'postex', trackingNumber: '31400000000001', total: 1500, status: 'shipped' },
    { courier: 'postex', trackingNumber: '31400000000002', total: 1500, status: 'shipped' },
  ]);
});

describe('a PostEx payment report', () => {
  // 3,000 − 150 − 2% (60) = 2,790; 5,000 − 150 − 100 = 4,750 but paid 4,700; the return costs 120.
  const lines = () => [
    {
      tracking: '26311122233344',
      cod: 3000,
      fee: 150,
      tax: 60,
      paid: 2790,
      status: 'Delivered',
      reference: 'CPR-1001',
    },
    {
      tracking: '27500011122233',
      cod: 5000,
      fee: 200,
      tax: 100,
      paid: 4700,
      status: 'Delivered',
      reference: 'CPR-1001',
    },
    {
      tracking: '28899900011122',
      cod: 0,
      fee: 120,
      tax: 0,
      paid: -120,
      status: 'Returned',
      reference: 'CPR-1001',
    },
    {
      tracking: '99999999999999',
      cod: 800,
      fee: 150,
      tax: 16,
      paid: 634,
      status: 'Delivered',
      reference: 'CPR-1001',
    },
  ];

  it('is previewed with its differences and writes nothing', async () => {
    const response = await send('postex', reportCsv('postex', lines(), { bom: true }));
    expect(response.statusCode).toBe(200);
    const result = response.json<SettlementImportResult>();
    expect(result).toMatchObject({
      dryRun: true,
      lines: 4,
      matched: 3,
      unknown: 1,
      duplicates: 0,
      paid: 2790 * 100 + 4700 * 100 - 12000 + 63400,
      expected: 279000 + 475000 - 12000,
      errorCount: 0,
    });
    expect(result.differences.map((d) => [d.kind, d.trackingNumber, d.amount])).toEqual([
      ['unknown_parcel', '99999999999999', -63400],
      ['short_payment', '27500011122233', 5000],
    ]);
    expect(await linesOf()).toBe(0);
  });

  it('is imported once: the same file again adds nothing', async () => {
    const file = reportCsv('postex', lines(), { bom: true });
    const first = await send('postex', file, { dryRun: false });
    expect(first.statusCode).toBe(200);
    expect(first.json<SettlementImportResult>()).toMatchObject({
      dryRun: false,
      alreadyImported: false,
    });
    const again = await send('postex', file, { dryRun: false });
    expect(again.statusCode).toBe(200);
    expect(again.json<SettlementImportResult>()).toMatchObject({ alreadyImported: true, paid: 0 });
    // The same payments in another file (as XLSX, another name) are counted once too.
    const xlsx = await send('postex', await reportXlsx('postex', lines()), {
      dryRun: false,
      type: XLSX_MEDIA_TYPE,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.json<SettlementImportResult>()).toMatchObject({ duplicates: 4, paid: 0 });

    const summary = await summaryOf('postex');
    expect(summary.paid).toBe(279000 + 470000 - 12000 + 63400);
    // Owed: 2,790 + 4,750 − 120 + 1,000's 830 (never paid) − what the known parcels were paid.
    expect(summary.owed).toBe(279000 + 475000 - 12000 + 83000 - (279000 + 470000 - 12000));
    const kinds = (await differencesOf('postex')).map((d) => [
      d.kind,
      d.orderNumber ?? d.trackingNumber,
    ]);
    expect(kinds).toEqual([
      ['short_payment', `ZB-${numbers[1]}`],
      ['never_paid', `ZB-${numbers[3]}`],
      ['unknown_parcel', '99999999999999'],
    ]);
    expect(summary.differences).toBe(3);
  });

  it('matches a number a spreadsheet shortened to E+13 when one parcel fits, and reports it when several do', async () => {
    const response = await send(
      'postex',
      reportCsv('postex', [
        {
          tracking: '2.99E+13',
          cod: 1000,
          fee: 150,
          tax: 20,
          paid: 830,
          status: 'Delivered',
          reference: 'CPR-1002',
        },
        {
          tracking: '3.14E+13',
          cod: 1500,
          fee: 150,
          tax: 30,
          paid: 1320,
          status: 'Delivered',
          reference: 'CPR-1002',
        },
      ]),
    );
    const result = response.json<SettlementImportResult>();
    expect(result).toMatchObject({ matched: 1, unknown: 1 });
    const ambiguous = result.differences.find((d) => d.kind === 'unknown_parcel');
    if (!ambiguous) throw new Error('No unknown parcel');
    expect(ambiguous.detail).toContain('31400000000001');
    expect(ambiguous.detail).toContain('31400000000002');
    expect(ambiguous.detail).toContain('not guessed');
    // 2.99E+13 is 29900000000001, the one 14-digit number starting 299: paid in full.
    expect(result.expected).toBe(83000);
    expect(result.differences.find((d) => d.trackingNumber === '29900000000001')).toBeUndefined();
  });

  it('refuses the whole report when one line is bad, naming the line and column', async () => {
    const bad = reportCsv('postex', [
      { tracking: '29900000000001', cod: 1000, fee: 150, tax: 20, paid: 830, status: 'Delivered' },
      {
        tracking: '29900000000001',
        cod: 1000,
        fee: 150,
        tax: 20,
        paid: Number.NaN,
        status: 'Delivered',
      },
    ]);
    const dry = await send('postex', bad);
    expect(dry.json<SettlementImportResult>().errors).toEqual([
      { line: 3, column: 'Balance Payment', message: '"NaN" is not an amount in rupees' },
    ]);
    const response = await send('postex', bad, { dryRun: false });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Nothing was imported \(1 problem\)\. line 3, Balance Payment/,
    );
    expect(await linesOf('29900000000001')).toBe(0);
  });
});

describe('Leopards and Trax reports', () => {
  let leopards: number[] = [];
  beforeAll(async () => {
    leopards = await insertParcels(t.db, [
      { courier: 'leopards', trackingNumber: 'LE751234567', total: 4000 },
      { courier: 'trax', trackingNumber: '202211223344', total: 2500 },
    ]);
  });

  it('reads Leopards headings and finds a line by its order number alone', async () => {
    // 4,000 − 200 − 1% (40) − 2% (80) = 3,680.
    const file = reportCsv(
      'leopards',
      [
        {
          tracking: '',
          order: `ZB-${leopards[0]}`,
          cod: 4000,
          fee: 240,
          tax: 80,
          paid: 3680,
          status: 'Delivered',
          reference: 'CHQ-77',
        },
      ],
      {
        headings: [
          '  cn_number ',
          'Order  Id',
          'COD Amount',
          'Shipment Charges',
          'GST_Amount',
          'NET AMOUNT',
          'Status',
          'Cheque No',
        ],
      },
    );
    const result = (await send('leopards', file)).json<SettlementImportResult>();
    expect(result).toMatchObject({ matched: 1, unknown: 0, expected: 368000, differenceCount: 0 });
  });

  it('reads a Trax workbook with its number cells', async () => {
    // 2,500 − 100 − 50 = 2,350.
    const file = await reportXlsx('trax', [
      {
        tracking: '202211223344',
        cod: 2500,
        fee: 100,
        tax: 50,
        paid: 2350,
        status: 'Delivered',
        reference: '9001',
      },
    ]);
    const result = (
      await send('trax', file, { type: XLSX_MEDIA_TYPE, dryRun: false })
    ).json<SettlementImportResult>();
    expect(result).toMatchObject({
      matched: 1,
      expected: 235000,
      paid: 235000,
      differenceCount: 0,
    });
    expect(await summaryOf('trax')).toMatchObject({ owed: 0, paid: 235000, differences: 0 });
  });

  it('the dashboard shows the cash still with the couriers, in rupees', async () => {
    const response = await t.app.inject({ url: '/api/admin/settlements/summary', headers: t.auth });
    const couriers = response.json<SettlementSummary>().couriers;
    const owed = couriers.reduce((sum, row) => sum + row.owed, 0);
    expect(owed).toBeGreaterThan(0);
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: t.auth });
    expect(dashboard.json<{ cashWithCouriers: number }>().cashWithCouriers).toBe(owed / 100);
  });
});

describe('a bad file is a 400 naming the body, never a 500', () => {
  it.each([
    ['empty', Buffer.alloc(0), 'text/csv', /empty/],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n\u0001\u0002binary'),
      'application/octet-stream',
      /neither CSV nor/,
    ],
    [
      'a broken workbook',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      XLSX_MEDIA_TYPE,
      /could not be read/,
    ],
    [
      'an old .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'application/vnd.ms-excel',
      /\.xls\b/,
    ],
    [
      'Latin-1 text',
      Buffer.from([0x54, 0x72, 0x61, 0x63, 0x6b, 0xe9, 0x0a]),
      'text/csv',
      /not UTF-8/,
    ],
    [
      'headings of no report',
      Buffer.from('name,city\r\nAyesha,Lahore\r\n'),
      'text/csv',
      /headings name no/,
    ],
  ])('%s', async (_name, file, type, message) => {
    for (const dryRun of [true, false]) {
      const response = await send('postex', file, { type, dryRun });
      if (dryRun) {
        expect(response.statusCode).toBe(200);
        expect(response.json<SettlementImportResult>().errors[0]?.message).toMatch(message);
      } else {
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(message);
      }
    }
  });

  it('a file over 5 MB is a 413, an unknown courier a 400 naming it, a JSON body a 400 naming the body', async () => {
    const huge = await send('postex', Buffer.alloc(6 * 1024 * 1024, 0x41));
    expect(huge.statusCode).toBe(413);
    const courier = await send('tcs', reportCsv('postex', []));
    expect(courier.statusCode).toBe(400);
    expect(courier.json<{ message: string }>().message).toMatch(/^querystring\.courier|courier/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settlements/import?courier=postex',
      headers: { ...t.auth, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toMatch(/^body: Send the report file/);
  });
});

describe('fetching payments from a courier the shop has not set up', () => {
  it('is a 400 naming courier', async () => {
    const response = await adminPost(t, '/api/admin/settlements/fetch', { courier: 'postex' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldRefusal('courier', 'PostEx is not set up for this shop: its API settings are not given'),
    );
  });
});
