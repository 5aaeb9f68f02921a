/**
 * What the local PostEx (postex-server.ts) keeps about each order and its settlement, and how it
 * writes them: the `{ statusCode: "200", statusMessage, dist }` envelope, the list and tracking rows,
 * and payment-status with only the keys that have values, as live answers do.
 */
import { pakistanDay, type TestReply } from './test-courier-server';

export interface PostexOrder {
  trackingNumber: string;
  orderRefNumber: string;
  cityName: string;
  invoicePayment: number;
  customerName: string;
  bookedOn: string;
  status: string;
  history: {
    transactionStatusMessage: string;
    transactionStatusMessageCode: string;
    updatedAt: string;
  }[];
}

/** A settled parcel's money, in rupees as PostEx writes it. */
export interface PostexPayment {
  cprNumber: string;
  transactionFee: number;
  transactionTax: number;
  reversalFee?: number;
  reversalTax?: number;
  upfrontPayment: number;
}

export const ok = (dist: unknown, statusMessage = 'SUCCESSFULLY OPERATED'): TestReply => ({
  json: { statusCode: '200', statusMessage, dist },
});
export const refuse = (statusCode: string, statusMessage: string, status = 200): TestReply => ({
  status,
  json: { statusCode, statusMessage },
});

/** An order as list-orders and bulk tracking write it. */
export function flatRow(order: PostexOrder) {
  return {
    orderRefNumber: order.orderRefNumber,
    trackingNumber: order.trackingNumber,
    customerName: order.customerName,
    cityName: order.cityName,
    invoicePayment: order.invoicePayment,
    transactionStatus: order.status,
    transactionDate: order.bookedOn,
  };
}

/** An order as track-order writes it: with its history and, once settled, the amounts kept. */
export function trackingRow(order: PostexOrder, payment: PostexPayment | undefined) {
  return {
    ...flatRow(order),
    // Decimals as PostEx writes them; present once the parcel is settled.
    ...(payment && {
      transactionFee: payment.transactionFee.toFixed(2),
      transactionTax: payment.transactionTax.toFixed(2),
      reversalFee: (payment.reversalFee ?? 0).toFixed(2),
      reversalTax: (payment.reversalTax ?? 0).toFixed(2),
      upfrontPayment: payment.upfrontPayment.toFixed(2),
    }),
    merchantName: 'Zewar & Bags',
    transactionStatusHistory: order.history,
  };
}

/** payment-status (§3.14): the settle flag, and the day and CPR number once settled. */
export function paymentStatus(order: PostexOrder, payment: PostexPayment | undefined) {
  const { orderRefNumber, trackingNumber } = order;
  if (!payment) return { orderRefNumber, trackingNumber, settle: false };
  return {
    orderRefNumber,
    trackingNumber,
    settle: true,
    settlementDate: pakistanDay(),
    upfrontPaymentDate: pakistanDay(),
    cprNumber_1: payment.cprNumber,
  };
}
