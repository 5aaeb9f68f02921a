/**
 * A report's lines matched to the shop's parcels (decision 0031): by tracking number, exactly or by the
 * digits a spreadsheet's `2.63E+13` left when they fit one parcel only, else by order number. Each line
 * gets a key (parcel, reference, outcome, amount) so that a payment another report or fetch counted
 * already is recognised and counted once.
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import type { SettlementProblem } from '@shop/domain/schemas/settlements.schema';
import { matchTracking } from '@shop/domain/settlement-report-cells';
import type { CourierPayment } from '../couriers/courier';
import type { ReportLine } from './settlement-report';
import type {
  KnownParcel,
  NewSettlementLine,
  createSettlementsRepository,
} from './settlements.repository';

type SettlementsRepository = ReturnType<typeof createSettlementsRepository>;

export interface PlannedLine {
  line: ReportLine;
  parcel: KnownParcel | null;
  unmatchedReason: string | null;
  key: string;
}

export interface Plan {
  lines: PlannedLine[];
  fresh: PlannedLine[];
  duplicates: number;
  problems: SettlementProblem[];
}

/** Each line's parcel, or why it has none; and which lines an earlier report counted already. */
export async function planLines(
  repository: SettlementsRepository,
  courier: CourierName,
  lines: ReportLine[],
): Promise<Plan> {
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

/** A planned line as the ledger's row. */
export function settlementLineRow(courier: CourierName, entry: PlannedLine): NewSettlementLine {
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

/** A payment the courier's call answered, as a report's line (numbered in the order answered). */
export function paymentAsLine(payment: CourierPayment, index: number): ReportLine {
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
