/**
 * Cash from couriers (issue #29, decision 0031): what a courier owes the shop for a parcel and how a
 * paid amount compares with what was owed. Pure functions in whole paisa (decision 0005); the API
 * reads the report (settlement-report-headers.ts, settlement-report-cells.ts) and gathers the parcels,
 * these decide.
 */
import { labelledCodes } from './labelled-codes';
import { roundHalfAwayFromZero, type Paisa } from './money';

/** What the shop agreed with a courier: its fees and the tax it withholds, per parcel. */
export interface SettlementRates {
  /** Flat delivery fee per delivered parcel. */
  feePaisa: Paisa;
  /** Cash handling, in basis points (1/100 of a percent) of the COD collected. */
  codFeeBps: number;
  /** What a returned parcel costs the shop (taken off the courier's next payment). */
  returnFeePaisa: Paisa;
  /** Income tax withheld on the COD collected, in basis points: 200 = 2% (Finance Act 2025). */
  taxBps: number;
}

/** A parcel's end as far as money goes: the courier collected the cash, or brought the parcel back. */
export type SettlementOutcome = 'delivered' | 'returned';

/** A share of an amount in basis points, rounded half away from zero to the paisa. */
export function shareOf(amount: Paisa, bps: number): Paisa {
  return roundHalfAwayFromZero((amount * bps) / 10_000);
}

export interface ExpectedSettlement {
  cod: Paisa;
  fee: Paisa;
  tax: Paisa;
  /** cod − fee − tax; for a returned parcel −return fee. */
  net: Paisa;
}

/**
 * What the courier should pay for one parcel: the COD it collected less its fee and the tax it
 * withheld; a returned parcel collected nothing and costs its return fee (a negative net).
 */
export function expectedSettlement(
  outcome: SettlementOutcome,
  codPaisa: Paisa,
  rates: SettlementRates,
): ExpectedSettlement {
  if (outcome === 'returned') {
    return { cod: 0, fee: rates.returnFeePaisa, tax: 0, net: -rates.returnFeePaisa };
  }
  const fee = rates.feePaisa + shareOf(codPaisa, rates.codFeeBps);
  const tax = shareOf(codPaisa, rates.taxBps);
  return { cod: codPaisa, fee, tax, net: codPaisa - fee - tax };
}

/** The kinds of difference staff act on. */
const differenceKinds = labelledCodes([
  ['short_payment', 'Short payment'],
  ['over_payment', 'Overpayment'],
  ['never_paid', 'Never paid'],
  ['unknown_parcel', 'Payment for an unknown parcel'],
]);
export const SETTLEMENT_DIFFERENCE_KINDS = differenceKinds.codes;
export type SettlementDifferenceKind = (typeof SETTLEMENT_DIFFERENCE_KINDS)[number];
export const SETTLEMENT_DIFFERENCE_LABELS = differenceKinds.labels;

/**
 * A matched parcel's payments against what it should have brought: equal, short or over. `paid` is
 * the sum of every line the courier reported for it (a payment and a later correction add up).
 */
export function paymentDifference(
  expectedNet: Paisa,
  paid: Paisa,
): { kind: 'short_payment' | 'over_payment'; amount: Paisa } | null {
  if (paid === expectedNet) return null;
  return paid < expectedNet
    ? { kind: 'short_payment', amount: expectedNet - paid }
    : { kind: 'over_payment', amount: paid - expectedNet };
}

/**
 * A courier's balance with the shop: what it should pay for the parcels it delivered or brought back,
 * less what it paid for them. Negative when it paid more than it owed.
 */
export function owedBalance(
  expectedNets: readonly Paisa[],
  paidForParcels: readonly Paisa[],
): Paisa {
  let owed = 0;
  for (const net of expectedNets) owed += net;
  for (const paid of paidForParcels) owed -= paid;
  return owed;
}
