/**
 * A courier's payment report, its heading line (issue #29, decision 0031): which column holds which
 * field, whatever the courier or the person who saved the file calls it.
 */
import type { CourierName } from './couriers';

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
