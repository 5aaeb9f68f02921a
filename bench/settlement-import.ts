/**
 * A 5,000-line courier payment report imported (issue #29, "Goals": under 10 s, all or nothing, with a
 * dry run like the products CSV). The real app in this process on a fresh database (PGlite, or
 * PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL), 5,000 delivered PostEx parcels, and the
 * report as CSV and as an Excel workbook, each line a payment for one parcel (one in ten short). Times
 * the dry run and the import of each through POST /api/admin/settlements/import. Prints figures;
 * decides nothing.
 *
 *   npx tsx bench/settlement-import.ts [--lines 5000]
 */
import { XLSX_MEDIA_TYPE } from '../packages/domain/src/schemas/settlements.schema';
import { adminAuthHeader, createTestApp } from '../apps/api/src/test/app';
import {
  insertParcels,
  reportCsv,
  reportXlsx,
  type ReportLineFixture,
} from '../apps/api/src/test/settlements';

const flag = process.argv.indexOf('--lines');
const lines = flag > 0 ? Number(process.argv[flag + 1]) : 5000;

const t = await createTestApp({ env: { POSTEX_SETTLEMENT_RATES: 'fee=150,tax=2' } });
try {
  const auth = await adminAuthHeader(t.app);
  const report = (offset: number): ReportLineFixture[] =>
    Array.from({ length: lines }, (_, index) => {
      const cod = 1000 + (index % 50) * 100;
      const expected = cod - 150 - cod * 0.02;
      return {
        tracking: String(26_000_000_000_000 + offset + index),
        cod,
        fee: 150,
        tax: cod * 0.02,
        paid: index % 10 === 0 ? expected - 50 : expected,
        status: 'Delivered',
        reference: `CPR-${offset}`,
      };
    });
  const parcels = (offset: number) =>
    report(offset).map((line) => ({
      courier: 'postex' as const,
      trackingNumber: line.tracking,
      total: line.cod,
    }));
  await insertParcels(t.db, [...parcels(0), ...parcels(100_000)]);

  const time = async (label: string, file: Buffer, type: string, dryRun: boolean) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/settlements/import?courier=postex&dry_run=${dryRun}`,
      headers: { ...auth, 'content-type': type },
      payload: file,
    });
    const ms = performance.now() - started;
    const body = response.json<{ matched: number; differenceCount: number; paid: number }>();
    console.log(
      `${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(6)} s  status ${response.statusCode}  matched ${body.matched}  differences ${body.differenceCount}  ${(file.length / 1024).toFixed(0)} KB`,
    );
  };
  const csv = reportCsv('postex', report(0), { bom: true });
  const xlsx = await reportXlsx('postex', report(100_000));
  console.log(
    `${lines} lines per report, ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
  );
  await time('CSV dry run', csv, 'text/csv', true);
  await time('CSV import', csv, 'text/csv', false);
  await time('CSV import again (no-op)', csv, 'text/csv', false);
  await time('XLSX dry run', xlsx, XLSX_MEDIA_TYPE, true);
  await time('XLSX import', xlsx, XLSX_MEDIA_TYPE, false);
} finally {
  await t.close();
}
