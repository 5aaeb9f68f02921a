/**
 * The local Leopards' payment calls (docs/couriers/leopards.md): getPaymentDetails says whether a
 * packet's cash was paid and by which cheque, getShippingCharges what was kept from it, the amounts as
 * strings as the guide's sample has them. Both take at most 50 CNs, refused inside HTTP 200.
 */
import { pakistanDay, type TestReply } from './test-courier-server';
import { fail, succeed, type LeopardsPacket, type LeopardsPayment } from './leopards-test-records';

export interface LeopardsLedger {
  packets: Map<string, LeopardsPacket>;
  payments: Map<string, LeopardsPayment>;
  slipLink(cn: string): string;
}

/** The guide's limit on the payment calls. */
const CNS_PER_CALL = 50;
const tooMany = () => fail(`Maximum ${CNS_PER_CALL} CN numbers are allowed`);

export function paymentDetails(cns: string[], ledger: LeopardsLedger): TestReply {
  if (cns.length > CNS_PER_CALL) return tooMany();
  const rows = cns.filter((cn) => ledger.packets.has(cn));
  return succeed({
    payment_list: rows.map((cn) => {
      const payment = ledger.payments.get(cn);
      return {
        booked_packet_cn: cn,
        billing_method: 'COD',
        status: payment ? 'Paid' : 'Pending',
        invoice_cheque_no: payment?.chequeNo ?? '',
        invoice_cheque_date: payment ? pakistanDay() : '',
        payment_method: payment ? 'IBFT' : '',
        message: '',
        slip_link: ledger.slipLink(cn),
      };
    }),
  });
}

export function shippingCharges(cns: string[], ledger: LeopardsLedger): TestReply {
  if (cns.length > CNS_PER_CALL) return tooMany();
  const rows = cns.filter((cn) => ledger.packets.has(cn));
  if (rows.length === 0) return fail('No record found', { data: null });
  return succeed({
    data: rows.map((cn) => {
      const packet = ledger.packets.get(cn);
      const payment = ledger.payments.get(cn);
      const charges = payment
        ? payment.shipmentCharges + payment.cashHandlingCharges + payment.returnCharges
        : 0;
      return {
        cn_number: cn,
        billing_method: 'COD',
        invoice_cheque_no: payment?.chequeNo ?? '',
        invoice_cheque_date: payment ? pakistanDay() : '',
        weight_charged: packet?.weightGrams ?? 0,
        shipment_charges: String(payment?.shipmentCharges ?? 0),
        cash_handling_charges: String(payment?.cashHandlingCharges ?? 0),
        return_charges: String(payment?.returnCharges ?? 0),
        insurance_charges: '0',
        fuel_surcharge_percentage: '0',
        fuel_surcharge_amount: '0',
        gst: '0',
        gst_amount: String(payment?.gstAmount ?? 0),
        booked_packet_collect_amount: String(packet?.collectAmount ?? 0),
        ' billed_charges': String(charges),
        old_invoice_no: '',
        net_charges: String(charges),
        gross_charges: String(charges + (payment?.gstAmount ?? 0)),
      };
    }),
  });
}
