/**
 * Cash from couriers (issue #29, decision 0031). An import reads a courier's payment report, matches
 * each line to the shop's parcel (settlement-matching.ts) and compares what was paid with what the
 * parcel should bring (settlement-differences.ts). The dry run answers all that and writes nothing; the
 * import writes the report and its lines in one transaction, or nothing when any line has a problem. A
 * report is kept once per (courier, reference) and a line once per (courier, line key), so importing it
 * again, or the same payment in another report, counts nothing twice.
 */
import { COURIER_NAMES, type CourierName } from '@shop/domain/couriers';
import {
  SETTLEMENT_IMPORT_LISTED_MAX,
  type CourierSettlement,
  type SettlementDifference,
  type SettlementImportQuery,
  type SettlementImportResult,
  type SettlementProblem,
} from '@shop/domain/schemas/settlements.schema';
import type { AdminListPage } from '@shop/domain/schemas/list-query.schema';
import type { SettlementRates } from '@shop/domain/settlements';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { importRefused } from '../../csv/import-refused';
import type { AppError } from '../../plugins/errors';
import type { Courier } from '../couriers/courier';
import { createSettlementBalances } from './settlement-differences';
import { paymentAsLine, planLines, settlementLineRow, type Plan } from './settlement-matching';
import { readSettlementReport } from './settlement-report';
import { createSettlementsRepository } from './settlements.repository';

export interface SettlementsDeps {
  db: Database;
  rates: Record<CourierName, SettlementRates>;
  paymentDays: number;
  now: () => number;
}

/** The report refused: the first problem's words also stand under `body`, the field they are in. */
function refused(problems: SettlementProblem[]): AppError {
  return importRefused(problems, { body: problems[0]?.message ?? 'The report has problems' });
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export function createSettlementsService(deps: SettlementsDeps) {
  const repository = createSettlementsRepository(deps.db);
  const balances = createSettlementBalances({ ...deps, repository });

  async function read(courier: CourierName, file: Buffer, query: SettlementImportQuery) {
    const reading = await readSettlementReport(courier, file);
    const reference = query.reference ?? `sha256:${sha256(file)}`;
    const planned = await planLines(repository, courier, reading.lines);
    planned.problems = reading.problems;
    return { reading, reference, planned };
  }

  async function result(
    courier: CourierName,
    reference: string,
    planned: Plan,
    dryRun: boolean,
    alreadyImported: boolean,
  ): Promise<SettlementImportResult> {
    const fresh = alreadyImported ? [] : planned.fresh;
    const { differences, expected } = await balances.preview(courier, fresh);
    return {
      dryRun,
      courier,
      reference,
      alreadyImported,
      lines: planned.lines.length,
      matched: planned.lines.filter((entry) => entry.parcel).length,
      unknown: planned.lines.filter((entry) => !entry.parcel).length,
      duplicates: alreadyImported ? planned.lines.length : planned.duplicates,
      paid: fresh.reduce((sum, entry) => sum + entry.line.paid, 0),
      expected,
      differences: differences.slice(0, SETTLEMENT_IMPORT_LISTED_MAX),
      differenceCount: differences.length,
      errors: planned.problems.slice(0, SETTLEMENT_IMPORT_LISTED_MAX),
      errorCount: planned.problems.length,
    };
  }

  /**
   * Writes the report and its new lines in one transaction and answers what it added. The preview is
   * read before the lines are written, so it shows what this report adds; a report recorded at the
   * same moment by another import or fetch adds nothing here, and the answer says so.
   */
  async function record(
    courier: CourierName,
    reference: string,
    planned: Plan,
    report: { fileName: string | null; source: 'file' | 'api'; importedBy: string },
  ): Promise<SettlementImportResult> {
    const answer = await result(courier, reference, planned, false, false);
    const recorded = await deps.db.transaction((tx) =>
      createSettlementsRepository(tx).record(
        {
          courier,
          reference,
          ...report,
          lines: planned.fresh.length,
          paid: answer.paid,
        },
        planned.fresh.map((entry) => settlementLineRow(courier, entry)),
      ),
    );
    if (!recorded) return result(courier, reference, planned, false, true);
    return answer;
  }

  return {
    /**
     * Asks the courier's payments call about every parcel not yet fully paid and records what it
     * answers as a report (source 'api') through the same ledger and line keys as a file, in one
     * transaction: a payment recorded before (by a file or an earlier fetch) is skipped. A courier
     * that fails throws its CourierError before anything is written.
     */
    async fetchPayments(courier: Courier, actor: string): Promise<SettlementImportResult> {
      const name = courier.name;
      const asked = await balances.unsettledParcels(name);
      const payments = asked.length > 0 ? await courier.payments(asked) : [];
      const planned = await planLines(repository, name, payments.map(paymentAsLine));
      const keys = planned.fresh.map((entry) => entry.key).sort();
      const day = new Date(deps.now()).toISOString().slice(0, 10);
      const reference = `api:${day}:${sha256(keys.join('\n')).slice(0, 16)}`;
      if (planned.fresh.length === 0) return result(name, reference, planned, false, false);
      return record(name, reference, planned, { fileName: null, source: 'api', importedBy: actor });
    },

    async dryRun(courier: CourierName, file: Buffer, query: SettlementImportQuery) {
      const { reference, planned } = await read(courier, file, query);
      const already = await repository.importByReference(courier, reference);
      return result(courier, reference, planned, true, Boolean(already));
    },

    async apply(
      courier: CourierName,
      file: Buffer,
      query: SettlementImportQuery,
      actor: string,
    ): Promise<SettlementImportResult> {
      const { reference, planned } = await read(courier, file, query);
      if (planned.problems.length > 0) throw refused(planned.problems);
      if (planned.lines.length === 0) {
        throw refused([{ line: 2, column: '', message: 'The report has no lines' }]);
      }
      return record(courier, reference, planned, {
        fileName: query.file_name ?? null,
        source: 'file',
        importedBy: actor,
      });
    },

    async summary(): Promise<{ couriers: CourierSettlement[] }> {
      const couriers: CourierSettlement[] = [];
      for (const courier of COURIER_NAMES) {
        const { differences, owed } = await balances.open(courier);
        couriers.push({
          courier,
          owed,
          paid: await repository.paidTotal(courier),
          differences: differences.length,
        });
      }
      return { couriers };
    },

    async differences(query: {
      courier?: CourierName | undefined;
      page: number;
    }): Promise<AdminListPage<SettlementDifference>> {
      const all: SettlementDifference[] = [];
      for (const courier of query.courier ? [query.courier] : COURIER_NAMES) {
        all.push(...(await balances.open(courier)).differences);
      }
      return readAdminPage(
        query,
        {
          count: async () => all.length,
          rows: async (limit, offset) => all.slice(offset, offset + limit),
        },
        (difference) => difference,
      );
    },

    async imports(page: number) {
      return readAdminPage(
        { page },
        { count: () => repository.countImports(), rows: repository.imports },
        (row) => ({
          id: row.id,
          courier: row.courier,
          reference: row.reference,
          fileName: row.fileName,
          source: row.source,
          lines: row.lines,
          paid: row.paid,
          importedBy: row.importedBy,
          importedAt: row.importedAt.toISOString(),
        }),
      );
    },

    /** What every courier still owes, for the dashboard. */
    async cashWithCouriers(): Promise<number> {
      let owed = 0;
      for (const courier of COURIER_NAMES) owed += (await balances.open(courier)).owed;
      return owed;
    },
  };
}

/** The service on the app's database, with the courier rates and payment days it is configured with. */
export function settlementsServiceOf(app: FastifyInstance) {
  const { rates, paymentDays } = app.config.settlements;
  return createSettlementsService({ db: app.db, rates, paymentDays, now: app.now });
}
