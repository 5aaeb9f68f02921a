/**
 * Cash from couriers (issue #29, decision 0031). An import reads a courier's payment report, matches
 * each line to the shop's parcel by tracking number (exactly, or by the digits a spreadsheet's
 * `2.63E+13` left when they fit one parcel only) or by order number, and compares what was paid with
 * what the parcel should bring (the domain's expectedSettlement, at the courier's agreed rates). The
 * dry run answers all that and writes nothing; the import writes the report and its lines in one
 * transaction, or nothing when any line has a problem. A report is kept once per (courier, reference)
 * and a line once per (courier, line key), so importing it again, or the same payment in another
 * report, counts nothing twice.
 */
import { COURIER_LABELS, COURIER_NAMES, type CourierName } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import {
  SETTLEMENT_IMPORT_LISTED_MAX,
  type CourierSettlement,
  type SettlementDifference,
  type SettlementImportQuery,
  type SettlementImportResult,
  type SettlementProblem,
} from '@shop/domain/schemas/settlements.schema';
import type { AdminListPage } from '@shop/domain/schemas/list-query.schema';
import { matchTracking } from '@shop/domain/settlement-report-cells';
import {
  expectedSettlement,
  paymentDifference,
  type SettlementOutcome,
  type SettlementRates,
} from '@shop/domain/settlements';
import { ADMIN_PAGE_SIZE } from '@shop/domain/constants';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Courier, CourierPayment } from '../couriers/courier';
import { codRupees } from '../couriers/courier-values';
import { readSettlementReport, type ReportLine } from './settlement-report';
import {
  createSettlementsRepository,
  type KnownParcel,
  type NewSettlementLine,
} from './settlements.repository';

export interface SettlementsDeps {
  db: Database;
  rates: Record<CourierName, SettlementRates>;
  paymentDays: number;
  now: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The COD the rider collected: the order's grand total in whole rupees, as it was booked. */
export function codOf(grandTotal: number): number {
  return codRupees(grandTotal) * 100;
}

const orderLabel = (number: number) => `ZB-${number}`;

interface PlannedLine {
  line: ReportLine;
  parcel: KnownParcel | null;
  unmatchedReason: string | null;
  key: string;
}

interface Plan {
  lines: PlannedLine[];
  fresh: PlannedLine[];
  duplicates: number;
  problems: SettlementProblem[];
}

function refused(problems: SettlementProblem[]): AppError {
  const [first] = problems;
  const where = first ? `line ${first.line}${first.column ? `, ${first.column}` : ''}: ` : '';
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return new AppError(
    'invalid',
    `Nothing was imported (${count}). ${where}${first?.message ?? ''}`.trim(),
    {
      body: first?.message ?? 'The report has problems',
    },
  );
}

export function createSettlementsService(deps: SettlementsDeps) {
  const repository = createSettlementsRepository(deps.db);

  function outcomeOf(status: string, lineOutcome: SettlementOutcome | null): SettlementOutcome {
    return lineOutcome ?? (status === 'returned' ? 'returned' : 'delivered');
  }

  /** Each line's parcel, or why it has none; and which lines an earlier report counted already. */
  async function plan(courier: CourierName, lines: ReportLine[]): Promise<Plan> {
    const known = await repository.knownParcels(courier);
    const byTracking = new Map(known.map((parcel) => [parcel.trackingNumber, parcel]));
    const byNumber = new Map(known.map((parcel) => [parcel.orderNumber, parcel]));
    const byLength = new Map<number, string[]>();
    for (const parcel of known) {
      const list = byLength.get(parcel.trackingNumber.length) ?? [];
      list.push(parcel.trackingNumber);
      byLength.set(parcel.trackingNumber.length, list);
    }
    const numbers = new Set(byTracking.keys());
    const planned: PlannedLine[] = lines.map((line) => {
      let parcel: KnownParcel | null = null;
      let unmatchedReason: string | null = null;
      if (line.tracking) {
        const match = matchTracking(line.tracking, numbers, byLength);
        if (match.kind === 'found') parcel = byTracking.get(match.trackingNumber) ?? null;
        else if (match.kind === 'ambiguous') {
          unmatchedReason = `${line.trackingText} was shortened by a spreadsheet and could be any of ${match.candidates.join(', ')}: not guessed`;
        }
      }
      if (!parcel && line.orderNumber !== null) parcel = byNumber.get(line.orderNumber) ?? null;
      if (!parcel && !unmatchedReason) {
        unmatchedReason = `No ${COURIER_LABELS[courier]} parcel of the shop has ${
          line.trackingText
            ? `tracking number ${line.trackingText}`
            : `order number ${line.orderNumberText}`
        }`;
      }
      const who = parcel
        ? `T:${parcel.trackingNumber}`
        : `X:${line.trackingText.toUpperCase()}|${line.orderNumberText.toUpperCase()}`;
      const key = `${who}|${line.reference}|${line.outcome ?? ''}|${line.paid}`;
      return { line, parcel, unmatchedReason, key };
    });
    const existing = await repository.existingLineKeys(courier, [
      ...new Set(planned.map((entry) => entry.key)),
    ]);
    const seen = new Set<string>();
    const fresh: PlannedLine[] = [];
    let duplicates = 0;
    for (const entry of planned) {
      if (existing.has(entry.key) || seen.has(entry.key)) duplicates += 1;
      else fresh.push(entry);
      seen.add(entry.key);
    }
    return { lines: planned, fresh, duplicates, problems: [] };
  }

  /** The differences the report's new lines leave, with what earlier reports paid counted in. */
  async function previewDifferences(
    courier: CourierName,
    fresh: PlannedLine[],
  ): Promise<{ differences: SettlementDifference[]; expected: number }> {
    const rates = deps.rates[courier];
    const byOrder = new Map<
      number,
      { parcel: KnownParcel; paid: number; outcome: SettlementOutcome | null }
    >();
    const differences: SettlementDifference[] = [];
    for (const entry of fresh) {
      if (!entry.parcel) {
        differences.push({
          kind: 'unknown_parcel',
          courier,
          orderNumber: null,
          orderId: null,
          trackingNumber: entry.line.trackingText || null,
          expected: null,
          paid: entry.line.paid,
          amount: -entry.line.paid,
          detail: entry.unmatchedReason ?? 'Unknown parcel',
        });
        continue;
      }
      const current = byOrder.get(entry.parcel.orderId) ?? {
        parcel: entry.parcel,
        paid: 0,
        outcome: null,
      };
      current.paid += entry.line.paid;
      current.outcome = current.outcome ?? entry.line.outcome;
      byOrder.set(entry.parcel.orderId, current);
    }
    const earlier = await repository.paidFor([...byOrder.keys()]);
    let expectedTotal = 0;
    for (const [orderId, { parcel, paid, outcome }] of byOrder) {
      const expected = expectedSettlement(
        outcomeOf(parcel.status, outcome),
        codOf(parcel.grandTotal),
        rates,
      );
      expectedTotal += expected.net;
      const total = paid + (earlier.get(orderId) ?? 0);
      const difference = paymentDifference(expected.net, total);
      if (difference) {
        differences.push(paymentWords(courier, parcel, expected.net, total, difference));
      }
    }
    return { differences, expected: expectedTotal };
  }

  function paymentWords(
    courier: CourierName,
    parcel: { orderId: number; orderNumber: number; trackingNumber: string | null },
    expected: number,
    paid: number,
    difference: { kind: 'short_payment' | 'over_payment'; amount: number },
  ): SettlementDifference {
    const label = COURIER_LABELS[courier];
    const detail =
      difference.kind === 'short_payment'
        ? `${label} paid ${formatPaisa(paid)} of ${formatPaisa(expected)}: ${formatPaisa(difference.amount)} short`
        : `${label} paid ${formatPaisa(paid)}, ${formatPaisa(difference.amount)} more than the ${formatPaisa(expected)} expected`;
    return {
      kind: difference.kind,
      courier,
      orderNumber: orderLabel(parcel.orderNumber),
      orderId: parcel.orderId,
      trackingNumber: parcel.trackingNumber,
      expected,
      paid,
      amount: expected - paid,
      detail,
    };
  }

  async function read(courier: CourierName, file: Buffer, query: SettlementImportQuery) {
    const reading = await readSettlementReport(courier, file);
    const reference =
      query.reference ?? `sha256:${createHash('sha256').update(file).digest('hex')}`;
    const planned = await plan(courier, reading.lines);
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
    const { differences, expected } = await previewDifferences(courier, fresh);
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

  function rowOf(courier: CourierName, entry: PlannedLine): NewSettlementLine {
    return {
      courier,
      lineKey: entry.key,
      line: entry.line.line,
      trackingNumber: entry.parcel?.trackingNumber ?? (entry.line.trackingText || null),
      orderNumberText: entry.line.orderNumberText || null,
      orderId: entry.parcel?.orderId ?? null,
      unmatchedReason: entry.unmatchedReason,
      outcome: entry.line.outcome,
      cod: entry.line.cod,
      fee: entry.line.fee,
      tax: entry.line.tax,
      paid: entry.line.paid,
    };
  }

  /** Every open difference of a courier, parcels in order-number order, then unknown payments. */
  async function differencesOf(courier: CourierName): Promise<{
    differences: SettlementDifference[];
    owed: number;
  }> {
    const rates = deps.rates[courier];
    const dueBefore = deps.now() - deps.paymentDays * DAY_MS;
    const differences: SettlementDifference[] = [];
    let owed = 0;
    for (const parcel of await repository.balances(courier)) {
      const outcome = outcomeOf(parcel.status, parcel.lineOutcome);
      const expected = expectedSettlement(outcome, codOf(parcel.grandTotal), rates).net;
      owed += expected - (parcel.paid ?? 0);
      if (parcel.paid === null) {
        // A return's fee not yet taken is not money missing; a delivery's cash past its days is.
        if (outcome === 'delivered' && parcel.statusChangedAt.getTime() < dueBefore) {
          differences.push({
            kind: 'never_paid',
            courier,
            orderNumber: orderLabel(parcel.orderNumber),
            orderId: parcel.orderId,
            trackingNumber: parcel.trackingNumber,
            expected,
            paid: null,
            amount: expected,
            detail: `Delivered on ${parcel.statusChangedAt.toISOString().slice(0, 10)} and not paid after ${deps.paymentDays} days: ${formatPaisa(expected)} expected`,
          });
        }
        continue;
      }
      const difference = paymentDifference(expected, parcel.paid);
      if (difference)
        differences.push(paymentWords(courier, parcel, expected, parcel.paid, difference));
    }
    for (const line of await repository.unknownLines(courier)) {
      differences.push({
        kind: 'unknown_parcel',
        courier,
        orderNumber: null,
        orderId: null,
        trackingNumber: line.trackingNumber ?? line.orderNumberText,
        expected: null,
        paid: line.paid,
        amount: -line.paid,
        detail: line.reason ?? 'Unknown parcel',
      });
    }
    return { differences, owed };
  }

  /** The courier's parcels whose cash is not all in: delivered or returned, unpaid or paid short. */
  async function unsettledParcels(courier: CourierName): Promise<string[]> {
    const rates = deps.rates[courier];
    const numbers: string[] = [];
    for (const parcel of await repository.balances(courier)) {
      if (!parcel.trackingNumber) continue;
      if (parcel.status !== 'delivered' && parcel.status !== 'returned') continue;
      const outcome = outcomeOf(parcel.status, parcel.lineOutcome);
      const expected = expectedSettlement(outcome, codOf(parcel.grandTotal), rates).net;
      if (parcel.paid === null || parcel.paid !== expected) numbers.push(parcel.trackingNumber);
    }
    return numbers;
  }

  /** A payment the courier's call answered, as a report's line (numbered in the order answered). */
  function lineOf(payment: CourierPayment, index: number): ReportLine {
    const trackingNumber = payment.trackingNumber.trim().toUpperCase();
    return {
      line: index + 1,
      tracking: { kind: 'exact', value: trackingNumber },
      trackingText: trackingNumber,
      orderNumber: null,
      orderNumberText: '',
      cod: payment.cod,
      fee: payment.fee,
      tax: payment.tax,
      paid: payment.paid,
      outcome: payment.outcome,
      reference: payment.reference,
    };
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
      const asked = await unsettledParcels(name);
      const payments = asked.length > 0 ? await courier.payments(asked) : [];
      const planned = await plan(name, payments.map(lineOf));
      const keys = planned.fresh.map((entry) => entry.key).sort();
      const reference = `api:${new Date(deps.now()).toISOString().slice(0, 10)}:${createHash(
        'sha256',
      )
        .update(keys.join('\n'))
        .digest('hex')
        .slice(0, 16)}`;
      const answer = await result(name, reference, planned, false, false);
      if (planned.fresh.length === 0) return answer;
      const recorded = await deps.db.transaction((tx) =>
        createSettlementsRepository(tx).record(
          {
            courier: name,
            reference,
            fileName: null,
            source: 'api',
            lines: planned.fresh.length,
            paid: answer.paid,
            importedBy: actor,
          },
          planned.fresh.map((entry) => rowOf(name, entry)),
        ),
      );
      // The same answers recorded at the same moment by another fetch: nothing added here.
      if (!recorded) return result(name, reference, planned, false, true);
      return answer;
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
      // The preview is read before the lines are written, so it shows what this report adds.
      const answer = await result(courier, reference, planned, false, false);
      const recorded = await deps.db.transaction((tx) =>
        createSettlementsRepository(tx).record(
          {
            courier,
            reference,
            fileName: query.file_name ?? null,
            source: 'file',
            lines: planned.fresh.length,
            paid: answer.paid,
            importedBy: actor,
          },
          planned.fresh.map((entry) => rowOf(courier, entry)),
        ),
      );
      if (!recorded) return result(courier, reference, planned, false, true);
      return answer;
    },

    async summary(): Promise<{ couriers: CourierSettlement[] }> {
      const couriers: CourierSettlement[] = [];
      for (const courier of COURIER_NAMES) {
        const { differences, owed } = await differencesOf(courier);
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
        all.push(...(await differencesOf(courier)).differences);
      }
      const pageCount = Math.max(1, Math.ceil(all.length / ADMIN_PAGE_SIZE));
      const page = Math.min(query.page, pageCount);
      return {
        items: all.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
        total: all.length,
        page,
        pageCount,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    async imports(page: number) {
      const total = await repository.countImports();
      const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
      const clamped = Math.min(page, pageCount);
      const rows = await repository.imports(ADMIN_PAGE_SIZE, (clamped - 1) * ADMIN_PAGE_SIZE);
      return {
        items: rows.map((row) => ({
          id: row.id,
          courier: row.courier,
          reference: row.reference,
          fileName: row.fileName,
          source: row.source,
          lines: row.lines,
          paid: row.paid,
          importedBy: row.importedBy,
          importedAt: row.importedAt.toISOString(),
        })),
        total,
        page: clamped,
        pageCount,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    /** What every courier still owes, for the dashboard. */
    async cashWithCouriers(): Promise<number> {
      let owed = 0;
      for (const courier of COURIER_NAMES) owed += (await differencesOf(courier)).owed;
      return owed;
    },
  };
}
