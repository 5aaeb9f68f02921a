/**
 * Cash from couriers (issue #29, decision 0031): what a courier owes the shop for a parcel, how a line
 * of its payment report is read, and how a paid amount compares with what was owed. Pure functions in
 * whole paisa (decision 0005); the API reads the report and gathers the parcels, these decide.
 */
import type { CourierName } from './couriers';
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
export const SETTLEMENT_DIFFERENCE_KINDS = [
  'short_payment',
  'over_payment',
  'never_paid',
  'unknown_parcel',
] as const;
export type SettlementDifferenceKind = (typeof SETTLEMENT_DIFFERENCE_KINDS)[number];

export const SETTLEMENT_DIFFERENCE_LABELS: Record<SettlementDifferenceKind, string> = {
  short_payment: 'Short payment',
  over_payment: 'Overpayment',
  never_paid: 'Never paid',
  unknown_parcel: 'Payment for an unknown parcel',
};

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

// ——— Reading a report ————————————————————————————————————————————————————————————————

/** The report's columns the shop reads, whatever the courier calls them. */
export const SETTLEMENT_FIELDS = [
  'trackingNumber',
  'orderNumber',
  'cod',
  'fee',
  'tax',
  'paid',
  'status',
  'reference',
] as const;
export type SettlementField = (typeof SETTLEMENT_FIELDS)[number];

/** A header as compared: lower case, letters and digits only ("Tracking #" → "tracking"). */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Header names per field, written as people and the couriers write them; compared through headerKey,
 * so spacing, case, underscores and punctuation do not matter. The couriers' own API field names
 * (docs/couriers) are listed with the words their portals' reports use.
 */
const COMMON_HEADERS: Record<SettlementField, string[]> = {
  trackingNumber: [
    'tracking number',
    'tracking no',
    'tracking',
    'tracking id',
    'cn',
    'cn number',
    'cn no',
    'consignment number',
    'consignment no',
    'awb',
    'awb number',
    'airway bill',
  ],
  orderNumber: [
    'order number',
    'order no',
    'order id',
    'order ref',
    'order reference',
    'reference number',
    'ref no',
  ],
  cod: [
    'cod',
    'cod amount',
    'collected amount',
    'amount collected',
    'invoice amount',
    'cash collected',
  ],
  fee: [
    'fee',
    'charges',
    'delivery charges',
    'shipping charges',
    'service charges',
    'courier charges',
    'total charges',
  ],
  tax: ['tax', 'taxes', 'wht', 'withholding tax', 'income tax', 'tax withheld', 'gst'],
  paid: ['net amount', 'net payable', 'payable', 'net paid', 'amount paid', 'paid amount', 'net'],
  status: ['status', 'order status', 'shipment status', 'delivery status', 'payment type'],
  reference: [
    'payment reference',
    'payment id',
    'cpr',
    'cpr number',
    'cheque no',
    'invoice number',
  ],
};

const COURIER_HEADERS: Record<CourierName, Partial<Record<SettlementField, string[]>>> = {
  // Merchant API §3.8, §3.14: the tracking row's money fields and the payment status's CPR.
  postex: {
    trackingNumber: ['trackingNumber'],
    orderNumber: ['orderRefNumber', 'order ref number'],
    cod: ['invoicePayment', 'invoice payment'],
    fee: ['transactionFee', 'transaction fee', 'reversalFee', 'reversal fee'],
    tax: ['transactionTax', 'transaction tax', 'reversalTax', 'reversal tax'],
    paid: ['balancePayment', 'balance payment', 'settled amount', 'settlement amount'],
    status: ['transactionStatus', 'transaction status'],
    reference: ['cprNumber_1', 'cpr number 1', 'cpr no'],
  },
  // API v2 getPaymentDetails / getShippingCharges.
  leopards: {
    trackingNumber: ['booked_packet_cn', 'cn_number', 'cn #'],
    orderNumber: ['booked_packet_order_id', 'shipment order id'],
    cod: ['booked_packet_collect_amount', 'collect amount', 'cod value'],
    fee: ['shipment_charges', 'net_charges', 'shipment charges', 'net charges'],
    tax: ['gst_amount', 'gst amount'],
    paid: ['invoice_cheque_amount', 'cheque amount', 'net amount payable'],
    status: ['booked_packet_status', 'packet status'],
    reference: ['invoice_cheque_no', 'invoice cheque no'],
  },
  // Sonic v2 shipment/payments and invoice.
  trax: {
    trackingNumber: ['tracking_number'],
    orderNumber: ['order_id'],
    cod: ['amount', 'cod_amount'],
    fee: ['total_charges', 'weight_charges'],
    tax: ['gst'],
    paid: ['payable', 'net_payable', 'invoice_amount'],
    status: ['payment_type', 'shipment_status'],
    reference: ['payment_id'],
  },
};

/** The header keys that name each field for a courier, its own words first. */
export function headerSynonyms(courier: CourierName): Map<string, SettlementField> {
  const byKey = new Map<string, SettlementField>();
  for (const source of [COURIER_HEADERS[courier], COMMON_HEADERS]) {
    for (const field of SETTLEMENT_FIELDS) {
      for (const header of source[field] ?? []) {
        const key = headerKey(header);
        if (!byKey.has(key)) byKey.set(key, field);
      }
    }
  }
  return byKey;
}

export interface HeaderMapping {
  /** Column index per field found. */
  columns: Partial<Record<SettlementField, number>>;
  /** What is missing for the file to be read: a paid amount, and a tracking or order number. */
  missing: string[];
}

/** Which column holds which field. The first column that names a field wins. */
export function mapHeaders(courier: CourierName, headers: readonly string[]): HeaderMapping {
  const synonyms = headerSynonyms(courier);
  const columns: Partial<Record<SettlementField, number>> = {};
  headers.forEach((header, index) => {
    const field = synonyms.get(headerKey(header));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const missing: string[] = [];
  if (columns.trackingNumber === undefined && columns.orderNumber === undefined) {
    missing.push('a tracking number or order number column');
  }
  if (columns.paid === undefined) missing.push('a net amount paid column');
  return { columns, missing };
}

/**
 * A money cell in rupees as couriers write it ("1,234.50", "Rs. 1,234", "(120.00)", "-319.23") to
 * paisa; null when it is not an amount. Blank is null too: the caller decides whether blank is 0.
 */
export function readRupeesCell(cell: string): Paisa | null {
  let text = cell
    .trim()
    .replace(/^(rs\.?|pkr)\s*/i, '')
    .replace(/,/g, '')
    .trim();
  let sign = 1;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    sign = -1;
    text = (bracketed[1] ?? '').trim();
  }
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const negative = text.startsWith('-') ? -1 : 1;
  // Digits, not floating point: "0.285" rounds half away at the third place exactly.
  const paisaDigits = `${whole}${`${fraction}00`.slice(0, 2)}`;
  let paisa = Number(paisaDigits);
  if (fraction.length > 2 && Number(fraction[2]) >= 5) paisa += 1;
  if (!Number.isSafeInteger(paisa)) return null;
  const value = sign * negative * paisa;
  return value === 0 ? 0 : value;
}

/**
 * A tracking number as written. A spreadsheet turns a long number into "2.63E+13": then only the
 * digits before the exponent survive, and the number had `length` digits. Anything else is kept as
 * written, upper-cased, without spaces ("LE 7512 3456" → "LE75123456").
 */
export type TrackingCell =
  { kind: 'exact'; value: string } | { kind: 'prefix'; digits: string; length: number };

export function readTrackingCell(cell: string): TrackingCell | null {
  const text = cell.trim().replace(/^'/, '');
  if (text === '') return null;
  const scientific = /^(\d)(?:\.(\d+))?e\+?(\d{1,2})$/i.exec(text);
  if (scientific) {
    const digits = `${scientific[1]}${scientific[2] ?? ''}`.replace(/0+$/, '') || '0';
    const length = Number(scientific[3]) + 1;
    if (digits.length >= length) {
      return { kind: 'exact', value: `${digits}${'0'.repeat(length - digits.length)}` };
    }
    return { kind: 'prefix', digits, length };
  }
  // "26300012345678.0" (a number cell read as text) is the number itself.
  const wholeNumber = /^(\d+)\.0+$/.exec(text);
  const value = (wholeNumber?.[1] ?? text).replace(/\s+/g, '').toUpperCase();
  return { kind: 'exact', value };
}

/** What a tracking cell matched among the courier's known tracking numbers. */
export type TrackingMatch =
  | { kind: 'found'; trackingNumber: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'none' };

/**
 * Finds a tracking cell among known numbers: exact, or for a number a spreadsheet shortened, the one
 * number of that length starting with the digits that survived. More than one is ambiguous: it is
 * reported, never guessed. `byPrefix` is the known numbers of each length, for prefix searches.
 */
export function matchTracking(
  cell: TrackingCell,
  known: ReadonlySet<string>,
  byLength: ReadonlyMap<number, readonly string[]>,
): TrackingMatch {
  if (cell.kind === 'exact') {
    return known.has(cell.value) ? { kind: 'found', trackingNumber: cell.value } : { kind: 'none' };
  }
  const candidates = (byLength.get(cell.length) ?? []).filter((number) =>
    number.startsWith(cell.digits),
  );
  const [only] = candidates;
  if (candidates.length === 1 && only) return { kind: 'found', trackingNumber: only };
  if (candidates.length === 0) return { kind: 'none' };
  return { kind: 'ambiguous', candidates: candidates.slice(0, 5) };
}

/** An order number as written ("ZB-10015", "zb10015", "10015") to its number, or null. */
export function readOrderNumberCell(cell: string): number | null {
  const match = /^(?:zb\s*-?\s*)?(\d{1,9})(?:\.0+)?$/i.exec(cell.trim());
  return match ? Number(match[1]) : null;
}

/** A report's status cell to the parcel's outcome, when it says: returns read as returned. */
export function readOutcomeCell(cell: string): SettlementOutcome | null {
  const text = cell.trim().toLowerCase();
  if (text === '') return null;
  if (/return|reversal|rto/.test(text)) return 'returned';
  if (/deliver|paid|processed|settled|cod/.test(text)) return 'delivered';
  return null;
}
