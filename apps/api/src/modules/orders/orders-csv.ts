/**
 * Orders as CSV, for a courier's booking sheet: one row per order with what the courier needs (who,
 * where, what, how much to collect). Cells are quoted as RFC 4180 says, and a cell a spreadsheet would
 * run as a formula (=, +, -, @ first) is written with a leading apostrophe: an address typed by a
 * stranger must not become a formula on the staff's computer.
 */
import { Readable } from 'node:stream';
import { ORDER_STATUS_LABELS } from '@shop/domain/order-status';
import type { Order } from '@shop/domain/schemas/order.schema';

const COLUMNS: [heading: string, cell: (order: Order) => string | number][] = [
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
    (order) =>
      order.cartItems
        .map(
          (line) =>
            `${line.quantity} x ${line.title}${line.selectedColor ? ` (${line.selectedColor})` : ''}`,
        )
        .join('; '),
  ],
  ['Pieces', (order) => order.cartItems.reduce((sum, line) => sum + line.quantity, 0)],
  ['Cash to collect (PKR)', (order) => order.grandTotal],
  ['Courier', (order) => order.courier ?? ''],
  ['Tracking number', (order) => order.trackingNumber ?? ''],
];

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvRow(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function ordersCsv(slices: AsyncIterable<Order[]>): Readable {
  return Readable.from(
    (async function* rows() {
      // A byte-order mark: Excel then reads the file as UTF-8 (names in Urdu script stay readable).
      yield `\uFEFF${csvRow(COLUMNS.map(([heading]) => heading))}`;
      for await (const slice of slices) {
        yield slice.map((order) => csvRow(COLUMNS.map(([, cell]) => cell(order)))).join('');
      }
    })(),
  );
}
