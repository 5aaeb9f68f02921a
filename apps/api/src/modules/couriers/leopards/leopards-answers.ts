/**
 * Leopards' answers read as the shop's records (docs/couriers/leopards.md): a packet's tracking, its
 * `Tracking Detail` in Pakistan time, and a paid packet's row of getShippingCharges as a payment.
 */
import type { CourierLog, CourierPayment, ParcelTracking } from '../courier';
import { field, list, text } from '../courier-http';
import { pakistanTime, rupeesToPaisa } from '../courier-values';
import { shopState } from '../status-table';
import { LEOPARDS_STATUSES } from './statuses';

/** A trackBookedPacket packet, its events oldest first. */
export function leopardsTracking(packet: unknown, log: CourierLog): ParcelTracking {
  const courierStatus = text(field(packet, 'booked_packet_status'));
  const details = list(field(packet, 'Tracking Detail'));
  const events = details
    .map((detail) => {
      // "Staus" in the guide's JSON sample, "Status" in its XML and in live parsers.
      const status = text(field(detail, 'Status')) || text(field(detail, 'Staus'));
      const reason = text(field(detail, 'Reason'));
      const at = pakistanTime(field(detail, 'Activity Date'));
      return at && status ? { at, status: reason ? `${status} (${reason})` : status } : undefined;
    })
    .filter((event) => event !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    trackingNumber: text(field(packet, 'track_number')),
    state: shopState('leopards', LEOPARDS_STATUSES, courierStatus, log),
    courierStatus,
    events,
  };
}

/**
 * A getShippingCharges row of a packet getPaymentDetails says is paid under `cheque`. The fee is every
 * charge, the tax `gst_amount`; a packet charged a return fee is a return and pays −(fee + tax).
 */
export function leopardsPayment(
  trackingNumber: string,
  cheque: string,
  row: unknown,
): CourierPayment {
  const money = (key: string) => rupeesToPaisa(field(row, key)) ?? 0;
  const returnFee = money('return_charges');
  const fee =
    money('shipment_charges') +
    money('cash_handling_charges') +
    returnFee +
    money('insurance_charges') +
    money('fuel_surcharge_amount');
  const tax = money('gst_amount');
  const returned = returnFee > 0;
  const cod = rupeesToPaisa(field(row, 'booked_packet_collect_amount'));
  return {
    trackingNumber,
    reference: cheque || text(field(row, 'invoice_cheque_no')) || 'paid',
    outcome: returned ? 'returned' : 'delivered',
    cod: returned ? null : cod,
    fee,
    tax,
    paid: returned ? -(fee + tax) : (cod ?? 0) - fee - tax,
  };
}
