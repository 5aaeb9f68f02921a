/**
 * What the local Leopards (leopards-server.ts) keeps about each packet and each payment, and its
 * answers: HTTP 200 with `status: 1` and `error: 0`, or, refused, `status: 0` and `error` as a string or an
 * object keyed by CN.
 */
import type { TestReply } from './test-courier-server';

export interface LeopardsPacket {
  cn: string;
  orderId: string;
  destinationCityId: number;
  collectAmount: number;
  weightGrams: number;
  status: string;
  details: { Staus: string; 'Activity Date': string; Reason: string; 'Reciever Name': string }[];
  /** On the shipper advice list, waiting for the shop's answer. */
  advice?: { id: number; reason: string; answer: string };
}

/** A paid packet, in rupees: getPaymentDetails says "Paid" and getShippingCharges has the charges. */
export interface LeopardsPayment {
  chequeNo: string;
  shipmentCharges: number;
  cashHandlingCharges: number;
  returnCharges: number;
  gstAmount: number;
}

export const fail = (error: unknown, payload: Record<string, unknown> = {}): TestReply => ({
  json: { status: 0, error, ...payload },
});

export const succeed = (payload: Record<string, unknown>): TestReply => ({
  json: { status: 1, error: 0, ...payload },
});
