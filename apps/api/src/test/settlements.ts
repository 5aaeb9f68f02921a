/**
 * Parcels and payment reports for the settlement tests and bench (issue #29). The reports are written
 * as the couriers' own look: PostEx's names from its merchant API (Invoice Payment, Transaction Fee,
 * Transaction Tax, Balance Payment, CPR), Leopards' from getPaymentDetails / getShippingCharges
 * (CN #, Shipment Charges, GST Amount, cheque number), Trax's from Sonic's payments and invoice calls
 * (tracking_number, total_charges, gst, payable, payment_id).
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import writeXlsxFile from 'write-excel-file/node';
import type { Database } from '../db/client';
import { orders } from '../db/schema/orders';
import { TEST_SHIPPING_INFO } from '../modules/demo/test-fixtures';

export interface TestParcel {
  courier: CourierName;
  trackingNumber: string;
  /** Rupees. */
  total: number;
  status?: 'shipped' | 'delivered' | 'returned';
  daysAgo?: number;
}

/** Orders handed to a courier, as the booking leaves them; answers their numbers. */
export async function insertParcels(db: Database, parcels: TestParcel[], now = Date.now()) {
  const numbers: number[] = [];
  for (let start = 0; start < parcels.length; start += 500) {
    const rows = await db
      .insert(orders)
      .values(
        parcels.slice(start, start + 500).map((parcel) => ({
          shippingInfo: TEST_SHIPPING_INFO,
          originalTotal: parcel.total * 100,
          totalPrice: parcel.total * 100,
          deliveryFee: 0,
          grandTotal: parcel.total * 100,
          status: parcel.status ?? 'delivered',
          statusChangedAt: new Date(now - (parcel.daysAgo ?? 3) * 86_400_000),
          courier: COURIER_LABELS[parcel.courier],
          trackingNumber: parcel.trackingNumber,
        })),
      )
      .returning({ number: orders.number });
    numbers.push(...rows.map((row) => row.number));
  }
  return numbers;
}

export interface ReportLineFixture {
  tracking: string;
  order?: string;
  cod: number;
  fee: number;
  tax: number;
  paid: number;
  status: string;
  reference?: string;
}

const HEADINGS: Record<CourierName, string[]> = {
  postex: [
    'Tracking Number',
    'Order Ref Number',
    'Invoice Payment',
    'Transaction Fee',
    'Transaction  Tax',
    'Balance Payment',
    'Transaction Status',
    'CPR Number',
  ],
  leopards: [
    'CN #',
    'Order ID',
    'COD Amount',
    'Shipment Charges',
    'GST_Amount',
    'Net Amount',
    'Status',
    'Cheque No',
  ],
  trax: [
    'tracking_number',
    'order_id',
    'amount',
    'total_charges',
    'gst',
    'payable',
    'payment_type',
    'payment_id',
  ],
};

function cellsOf(line: ReportLineFixture): (string | number)[] {
  return [
    line.tracking,
    line.order ?? '',
    line.cod,
    line.fee,
    line.tax,
    line.paid,
    line.status,
    line.reference ?? '',
  ];
}

const quoted = (cell: string | number) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A report as CSV, CRLF, with a byte-order mark when asked (Excel's "CSV UTF-8"). */
export function reportCsv(
  courier: CourierName,
  lines: ReportLineFixture[],
  options: { bom?: boolean; headings?: string[] } = {},
): Buffer {
  const rows = [options.headings ?? HEADINGS[courier], ...lines.map(cellsOf)];
  const text = rows.map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
  return Buffer.from(`${options.bom ? '\uFEFF' : ''}${text}`, 'utf8');
}

/** A report as an Excel workbook; tracking numbers of digits only are number cells, as Excel keeps them. */
export async function reportXlsx(
  courier: CourierName,
  lines: ReportLineFixture[],
): Promise<Buffer> {
  const rows = [
    HEADINGS[courier],
    ...lines.map((line) =>
      cellsOf(line).map((cell, index) =>
        index === 0 && /^\d{1,15}$/.test(String(cell)) ? Number(cell) : cell,
      ),
    ),
  ];
  return writeXlsxFile(rows).toBuffer();
}
