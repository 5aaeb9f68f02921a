/**
 * What a courier should have paid against what it paid (decision 0031): each parcel's expected
 * settlement (the domain's expectedSettlement at the courier's agreed rates) beside the lines that paid
 * for it, and the differences staff act on: short, over, never paid after the agreed days, or paid for a
 * parcel the shop does not know.
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import type { SettlementDifference } from '@shop/domain/schemas/settlements.schema';
import {
  expectedSettlement,
  paymentDifference,
  type SettlementOutcome,
  type SettlementRates,
} from '@shop/domain/settlements';
import { codRupees } from '../couriers/courier-values';
import type { PlannedLine } from './settlement-matching';
import type { KnownParcel, createSettlementsRepository } from './settlements.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The COD the rider collected: the order's grand total in whole rupees, as it was booked. */
export function codOf(grandTotal: number): number {
  return codRupees(grandTotal) * 100;
}

const orderLabel = (number: number) => `ZB-${number}`;

function outcomeOf(status: string, lineOutcome: SettlementOutcome | null): SettlementOutcome {
  return lineOutcome ?? (status === 'returned' ? 'returned' : 'delivered');
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

/** Money paid for no parcel of the shop: all of it is a difference. */
function unknownParcel(
  courier: CourierName,
  line: { trackingNumber: string | null; paid: number; reason: string | null },
): SettlementDifference {
  return {
    kind: 'unknown_parcel',
    courier,
    orderNumber: null,
    orderId: null,
    trackingNumber: line.trackingNumber,
    expected: null,
    paid: line.paid,
    amount: -line.paid,
    detail: line.reason ?? 'Unknown parcel',
  };
}

export interface BalanceDeps {
  repository: ReturnType<typeof createSettlementsRepository>;
  rates: Record<CourierName, SettlementRates>;
  paymentDays: number;
  now: () => number;
}

export function createSettlementBalances(deps: BalanceDeps) {
  const { repository } = deps;

  return {
    /** The differences a report's new lines leave, with what earlier reports paid counted in. */
    async preview(
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
          differences.push(
            unknownParcel(courier, {
              trackingNumber: entry.line.trackingText || null,
              paid: entry.line.paid,
              reason: entry.unmatchedReason,
            }),
          );
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
    },

    /** Every open difference of a courier, parcels in order-number order, then unknown payments. */
    async open(courier: CourierName): Promise<{
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
        differences.push(
          unknownParcel(courier, {
            trackingNumber: line.trackingNumber ?? line.orderNumberText,
            paid: line.paid,
            reason: line.reason,
          }),
        );
      }
      return { differences, owed };
    },

    /** The courier's parcels whose cash is not all in: delivered or returned, unpaid or paid short. */
    async unsettledParcels(courier: CourierName): Promise<string[]> {
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
    },
  };
}
