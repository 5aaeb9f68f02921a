/**
 * The shop's own paper for packing (issue #29, decision 0029), made here with PDFKit: a packing slip
 * per order on A5 (one order a page, a long order goes on over the next), and the pick list on A4.
 * The order number is printed as text and as a Code 128 drawn as vector bars, so it scans sharp at any
 * printer's resolution.
 */
import { CODE128_QUIET_ZONE, code128Bars, encodeCode128B } from '@shop/domain/code128';
import { formatPaisa, type Paisa } from '@shop/domain/money';
import type { PickList } from '@shop/domain/pick-list';
import { formatShopDate, formatShopDateTime } from '@shop/domain/shop-time';
import { BRAND_NAME } from '@shop/domain/site';
import { PdfPage } from './pdf-page';

export interface PackingSlip {
  number: string;
  placedAt: Date;
  /** The whole-rupee cash the rider collects: the order's grand total. */
  cashToCollect: Paisa;
  name: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  lines: { title: string; variant: string; sku: string; quantity: number }[];
}

/** One module of the barcode, in points (0.53 mm): wide enough for any courier's scanner. */
const MODULE = 1.5;
const BAR_HEIGHT = 46;

/** Draws the order number's barcode with its quiet zones from (x, y); answers its width. */
function drawBarcode(page: PdfPage, text: string, x: number, y: number): number {
  const widths = encodeCode128B(text);
  const start = x + CODE128_QUIET_ZONE * MODULE;
  for (const [at, width] of code128Bars(widths)) {
    page.doc.rect(start + at * MODULE, y, width * MODULE, BAR_HEIGHT);
  }
  page.doc.fillColor('#000000').fill();
  const modules = widths.reduce((sum, width) => sum + width, 0);
  return (modules + 2 * CODE128_QUIET_ZONE) * MODULE;
}

const SLIP_MARGIN = 28;

function slipHeader(page: PdfPage, slip: PackingSlip, continued: boolean): number {
  const left = SLIP_MARGIN;
  const width = page.contentWidth;
  page.text(BRAND_NAME, left, SLIP_MARGIN, { size: 15, bold: true, width: width / 2 });
  page.text(continued ? `Packing slip (continued)` : 'Packing slip', left, SLIP_MARGIN, {
    size: 11,
    bold: true,
    width,
    align: 'right',
  });
  page.text(`Placed ${formatShopDate(slip.placedAt)}`, left, SLIP_MARGIN + 15, {
    size: 8,
    width,
    align: 'right',
  });
  if (!continued) return SLIP_MARGIN + 30;
  // A page that goes on says whose it is.
  page.text(slip.number, left, SLIP_MARGIN + 20, { size: 11, bold: true, width: width / 2 });
  return SLIP_MARGIN + 40;
}

function drawSlip(page: PdfPage, slip: PackingSlip, returnPolicy: string): void {
  const left = SLIP_MARGIN;
  const width = page.contentWidth;
  page.addPage();
  let y = slipHeader(page, slip, false);

  // The order number, for the eye and for the scanner.
  const barcodeWidth = drawBarcode(page, slip.number, left - CODE128_QUIET_ZONE * MODULE, y);
  page.text(slip.number, left, y + BAR_HEIGHT + 3, {
    size: 14,
    bold: true,
    width: barcodeWidth - 2 * CODE128_QUIET_ZONE * MODULE,
    align: 'center',
  });

  // The cash to collect, boxed beside it.
  const boxX = left + barcodeWidth - CODE128_QUIET_ZONE * MODULE + 12;
  const boxWidth = left + width - boxX;
  page.doc
    .rect(boxX, y, boxWidth, BAR_HEIGHT + 20)
    .lineWidth(1.5)
    .strokeColor('#000000')
    .stroke();
  page.text('Cash on delivery: collect', boxX + 8, y + 8, { size: 9, width: boxWidth - 16 });
  page.text(formatPaisa(slip.cashToCollect), boxX + 8, y + 24, {
    size: 18,
    bold: true,
    width: boxWidth - 16,
  });
  y += BAR_HEIGHT + 32;

  // Where it goes.
  page.text('Ship to', left, y, { size: 8, bold: true, color: '#444444' });
  y = page.text(slip.name, left, y + 11, { size: 12, bold: true, width });
  y = page.text(slip.phone, left, y + 1, { size: 10, width });
  y = page.text(slip.address, left, y + 1, { size: 10, width });
  const city = slip.postalCode ? `${slip.city} ${slip.postalCode}` : slip.city;
  y = page.text(city, left, y + 1, { size: 10, bold: true, width });
  y += 10;

  // What is in the parcel.
  const columns = [
    { title: 'Product', x: left, width: width * 0.42 },
    { title: 'Variant', x: left + width * 0.43, width: width * 0.2 },
    { title: 'SKU', x: left + width * 0.64, width: width * 0.26 },
    { title: 'Qty', x: left + width * 0.9, width: width * 0.1, align: 'right' as const },
  ];
  const tableHead = (at: number) => page.tableHead(columns, at, left, left + width);
  y = tableHead(y);
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  for (const line of slip.lines) {
    const cells = [line.title, line.variant || '–', line.sku || '–', String(line.quantity)];
    if (y + page.rowHeight(columns, cells) > page.bottom - 20) {
      page.addPage();
      y = tableHead(slipHeader(page, slip, true));
    }
    y = page.tableRow(columns, cells, y);
  }
  page.line(left, y, left + width);
  page.text(`${units} ${units === 1 ? 'item' : 'items'}`, left, y + 3, {
    size: 9,
    bold: true,
    width,
    align: 'right',
  });
  y += 20;

  // The shop's words on exchanges, at the foot of the slip.
  const policyHeight = page.heightOf(returnPolicy, { size: 8, width }) + 14;
  if (y + policyHeight > page.bottom) {
    page.addPage();
    y = slipHeader(page, slip, true);
  }
  const policyTop = Math.max(y, page.bottom - policyHeight);
  page.line(left, policyTop - 4, left + width);
  page.text('Exchanges and returns', left, policyTop, { size: 8, bold: true, width });
  page.text(returnPolicy, left, policyTop + 11, { size: 8, width });
}

/** One PDF of packing slips, one order after another in the order given. */
export async function packingSlipsPdf(
  slips: readonly PackingSlip[],
  returnPolicy: string,
): Promise<Uint8Array> {
  const page = new PdfPage(
    slips.length === 1 ? `Packing slip ${slips[0]?.number}` : `Packing slips (${slips.length})`,
    'A5',
    SLIP_MARGIN,
  );
  for (const slip of slips) drawSlip(page, slip, returnPolicy);
  return page.end();
}

const LIST_MARGIN = 36;

/** The pick list: each product, its variants by SKU with how many and for which orders, totals. */
export async function pickListPdf(list: PickList, printedAt: Date): Promise<Uint8Array> {
  const page = new PdfPage(`Pick list (${list.orders.length} orders)`, 'A4', LIST_MARGIN);
  const left = LIST_MARGIN;
  const width = page.contentWidth;
  const columns = [
    { title: 'Variant', x: left + 12, width: width * 0.24 },
    { title: 'SKU', x: left + width * 0.27, width: width * 0.22 },
    { title: 'Qty', x: left + width * 0.49, width: width * 0.07, align: 'right' as const },
    { title: 'Orders', x: left + width * 0.59, width: width * 0.41 },
  ];
  let pageNumber = 0;
  const header = (): number => {
    page.addPage();
    pageNumber += 1;
    page.text(`Pick list${pageNumber > 1 ? ' (continued)' : ''}`, left, LIST_MARGIN, {
      size: 16,
      bold: true,
      width,
    });
    page.text(`${BRAND_NAME} · printed ${formatShopDateTime(printedAt)}`, left, LIST_MARGIN + 4, {
      size: 9,
      width,
      align: 'right',
    });
    let y = LIST_MARGIN + 26;
    if (pageNumber === 1) {
      const orders = list.orders.length;
      y = page.text(
        `${orders} ${orders === 1 ? 'order' : 'orders'}, ${list.quantity} ${list.quantity === 1 ? 'item' : 'items'} to pick`,
        left,
        y,
        { size: 11, bold: true, width },
      );
      y += 6;
    }
    return page.tableHead(columns, y, left, left + width) + 1;
  };

  let y = header();
  const room = (height: number) => {
    if (y + height > page.bottom) y = header();
  };
  for (const product of list.products) {
    const titleHeight = page.heightOf(product.title, { size: 10, bold: true, width: width - 60 });
    room(titleHeight + 16);
    page.text(product.title, left, y, { size: 10, bold: true, width: width - 60 });
    page.text(`${product.quantity} in all`, left, y, {
      size: 10,
      bold: true,
      width,
      align: 'right',
    });
    y += titleHeight + 2;
    for (const row of product.rows) {
      const cells = [
        row.variant || '–',
        row.sku || '–',
        String(row.quantity),
        row.orders.join(', '),
      ];
      room(page.rowHeight(columns, cells) + 3);
      y = page.tableRow(columns, cells, y);
    }
    page.line(left, y, left + width, 0.25);
    y += 5;
  }

  // The orders the list covers, so the packer can tick the slips off against it.
  const covered = list.orders.join(', ');
  const coveredHeight = page.heightOf(covered, { size: 9, width });
  room(coveredHeight + 30);
  page.text(`Total: ${list.quantity} ${list.quantity === 1 ? 'item' : 'items'}`, left, y + 4, {
    size: 11,
    bold: true,
    width,
    align: 'right',
  });
  y += 22;
  page.text(`Orders covered (${list.orders.length})`, left, y, { size: 9, bold: true, width });
  page.text(covered, left, y + 12, { size: 9, width });
  return page.end();
}
