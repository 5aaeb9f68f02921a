/**
 * Orders as CSV, for a courier's booking sheet: one row per order with what the courier needs (who,
 * where, what, how much to collect). Quoting and the guard against formulas: csv/csv-writer.ts.
 */
import type { Readable } from 'node:stream';
import { ORDER_STATUS_LABELS } from '@shop/domain/order-status';
import { lineName } from '@shop/domain/order-text';
import type { Order } from '@shop/domain/schemas/order.schema';
import { csvStream, type CsvColumn } from '../../csv/csv-writer';

const COLUMNS: CsvColumn<Order>[] = [
  ['Order', (order) => order.number],
  ['Placed', (order) => order.createdAt],
  ['Status', (order) => ORDER_STATUS_LABELS[order.status]],
  ['Name', (order) => order.shippingInfo.fullName],
  ['Phone', (order) => order.shippingInfo.phone],
  ['Address', (order) => order.shippingInfo.address],
  ['City', (order) => order.shippingInfo.city],
  ['Postal code', (order) => order.shippingInfo.postalCode],
  ['Email', (order) => order.shippingInfo.email],
  [
    'Items',
    (order) => order.cartItems.map((line) => `${line.quantity} x ${lineName(line)}`).join('; '),
  ],
  ['Pieces', (order) => order.cartItems.reduce((sum, line) => sum + line.quantity, 0)],
  ['Cash to collect (PKR)', (order) => order.grandTotal],
  ['Courier', (order) => order.courier ?? ''],
  ['Tracking number', (order) => order.trackingNumber ?? ''],
];

export function ordersCsv(slices: AsyncIterable<Order[]>): Readable {
  return csvStream(COLUMNS, slices);
}
