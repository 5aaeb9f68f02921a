/**
 * Leopards (LCS), built to its API Documentation Version 2 ("eCom Merchant APIs V2",
 * ecom.leopardscourier.com/eCom-Merchant-APIs-V2.pdf) and read beside the Laravel SDK
 * zfhassaan/swiftship @ 6a37b57, src/Couriers/LCS/LCSClient.php, which follows it call for call.
 * Every call, field and doubt: docs/couriers/leopards.md. Choices where the guide is silent:
 * - credentials go in every JSON body (POST) or the query (GET), never a header, as the guide says;
 * - one packet per bookPacket call (the batch call is reported broken); origin and shipper are
 *   `self` (the account's own), `shipment_id` is not sent (unconfirmed whether needed), and
 *   `special_instructions`, which the guide requires, is "-" when the order has no note;
 * - labels are the `slip_link` URLs Leopards gives per CN (bookPacket, and getPaymentDetails, asked
 *   again here since the adapter keeps nothing), fetched and merged; a slip that is not a PDF yet is
 *   "not ready";
 * - the load sheet's `courier_name` and `courier_code` are sent empty, as the SDK does by default;
 * - a parcel is held for review when it is on the shipper advice list without an answer (Leopards
 *   has no tracking status for it), and the answer `RA` is a return, `RT` a retry (the meaning two
 *   third-party clients agree on; the guide does not say).
 * - payments: `getPaymentDetails` (GET, ≤ 50 CNs) says which parcels are paid (`status` "Paid", as
 *   third-party code reads it) under which `invoice_cheque_no`; `getShippingCharges` (GET, ≤ 50 CNs)
 *   gives the amounts. The fee is `shipment_charges` + `cash_handling_charges` + `return_charges` +
 *   `insurance_charges` + `fuel_surcharge_amount`, the tax `gst_amount`; a parcel charged a return fee
 *   is a return and pays −(fee + tax), any other pays `booked_packet_collect_amount` − fee − tax. The
 *   guide names no withholding-tax field (docs/couriers/leopards.md §9), so none is read.
 */
import { FINAL_PARCEL_STATES } from '@shop/domain/parcel-state';
import type {
  Booking,
  Courier,
  CourierCity,
  CourierLog,
  CourierPayment,
  HeldParcelAnswer,
  Parcel,
  ParcelTracking,
} from '../courier';
import { CourierError } from '../courier-errors';
import { type CourierHttp, field, list, isPdf, text } from '../courier-http';
import { chunks, mergePdfs } from '../courier-pdf';
import { cityId, codRupees } from '../courier-values';
import { shopState } from '../status-table';
import { answerAdvice, awaitingAdvice } from './leopards-advice';
import { leopardsPayment, leopardsTracking } from './leopards-answers';
import { leopardsBody, saysNotFound } from './leopards-envelope';
import { LEOPARDS_STATUSES } from './statuses';

export interface LeopardsSettings {
  apiKey: string;
  apiPassword: string;
  /** https://merchantapi.leopardscourier.com/api/, the staging host, or a test server. */
  apiUrl: string;
}

/** getPaymentDetails takes at most 50 CNs; tracking publishes no limit, so the same is used. */
const CNS_PER_CALL = 50;

export class LeopardsCourier implements Courier {
  readonly name = 'leopards' as const;
  private readonly base: string;

  constructor(
    private readonly settings: LeopardsSettings,
    private readonly http: CourierHttp,
    private readonly log: CourierLog,
  ) {
    this.base = settings.apiUrl.endsWith('/') ? settings.apiUrl : `${settings.apiUrl}/`;
  }

  async cities(): Promise<CourierCity[]> {
    const body = await this.post('getAllCities', 'the city list', {});
    return list(field(body, 'city_list'))
      .filter((city) => field(city, 'allow_as_destination') !== false)
      .map((city) => ({ id: text(field(city, 'id')), name: text(field(city, 'name')) }))
      .filter((city) => city.id !== '' && city.name !== '');
  }

  async book(parcel: Parcel): Promise<Booking> {
    const body = await this.post('bookPacket', `booking ${parcel.orderNumber}`, {
      booked_packet_weight: Math.round(parcel.weightGrams), // grams, an int
      booked_packet_no_piece: parcel.pieces,
      booked_packet_collect_amount: codRupees(parcel.codAmountPaisa),
      booked_packet_order_id: parcel.orderNumber,
      origin_city: 'self',
      destination_city: cityId('leopards', parcel.city),
      shipment_name_eng: 'self',
      shipment_email: 'self',
      shipment_phone: 'self',
      shipment_address: 'self',
      consignment_name_eng: parcel.consigneeName,
      consignment_email: parcel.email ?? '',
      consignment_phone: parcel.phone,
      consignment_address: parcel.address,
      special_instructions: parcel.note.trim() || '-',
      shipment_type: 'overnight',
    });
    const trackingNumber = text(field(body, 'track_number'));
    if (!trackingNumber) {
      throw new CourierError('leopards', 'unavailable', 'Leopards booked without a CN number');
    }
    const labelUrl = text(field(body, 'slip_link'));
    return labelUrl ? { trackingNumber, labelUrl } : { trackingNumber };
  }

  async findBooking(orderNumber: string): Promise<Booking | null> {
    let body: unknown;
    try {
      body = await this.post('getShipmentDetailsByOrderID', `looking up ${orderNumber}`, {
        shipment_order_id: [orderNumber],
      });
    } catch (error) {
      if (saysNotFound(error)) return null;
      throw error;
    }
    const live = list(field(body, 'data')).find(
      (row) =>
        shopState(
          'leopards',
          LEOPARDS_STATUSES,
          text(field(row, 'booked_packet_status')),
          this.log,
        ) !== 'cancelled',
    );
    const trackingNumber = text(field(live, 'track_number'));
    return trackingNumber ? { trackingNumber } : null;
  }

  async labels(trackingNumbers: string[]): Promise<Uint8Array> {
    const slips = new Map<string, string>();
    for (const run of chunks(trackingNumbers, CNS_PER_CALL)) {
      const answer = await this.http.send({
        method: 'GET',
        url: `${this.base}getPaymentDetails/format/json/`,
        query: { ...this.credentials(), cn_numbers: run.join(',') },
      });
      const body = leopardsBody(this.http, answer, 'the slips');
      for (const row of list(field(body, 'payment_list'))) {
        slips.set(text(field(row, 'booked_packet_cn')), text(field(row, 'slip_link')));
      }
    }
    const parts: Uint8Array[] = [];
    for (const trackingNumber of trackingNumbers) {
      const url = slips.get(trackingNumber);
      if (!url) {
        throw new CourierError(
          'leopards',
          'not_ready',
          `Leopards has no slip for ${trackingNumber} yet`,
        );
      }
      const answer = await this.http.send({ method: 'GET', url });
      if (answer.status !== 200 || !isPdf(answer.body)) {
        throw new CourierError(
          'leopards',
          'not_ready',
          `Leopards' slip for ${trackingNumber} is not ready yet`,
        );
      }
      parts.push(answer.body);
    }
    return mergePdfs(parts);
  }

  async loadSheet(trackingNumbers: string[]): Promise<Uint8Array> {
    const made = await this.post('generateLoadSheet', 'the load sheet', {
      cn_numbers: trackingNumbers,
      courier_name: '',
      courier_code: '',
    });
    const loadSheetId = Number(text(field(made, 'load_sheet_id')));
    // The PDF is the one call without the /format/json/ suffix.
    const answer = await this.http.send({
      method: 'POST',
      url: `${this.base}downloadLoadSheet/`,
      json: { ...this.credentials(), load_sheet_id: loadSheetId, response_type: 'PDF' },
    });
    if (answer.status === 200 && isPdf(answer.body)) return answer.body;
    leopardsBody(this.http, answer, 'the load sheet PDF');
    throw new CourierError(
      'leopards',
      'not_ready',
      `Leopards' load sheet ${loadSheetId} is not ready yet`,
    );
  }

  async track(trackingNumbers: string[]): Promise<ParcelTracking[]> {
    const found: ParcelTracking[] = [];
    for (const run of chunks(trackingNumbers, CNS_PER_CALL)) {
      try {
        const body = await this.post('trackBookedPacket', 'tracking', {
          track_numbers: run.join(','),
        });
        for (const packet of list(field(body, 'packet_list')))
          found.push(leopardsTracking(packet, this.log));
      } catch (error) {
        if (!saysNotFound(error)) throw error; // none of this run is known to Leopards
      }
    }
    const held = await awaitingAdvice(this.post.bind(this));
    return found.map((parcel) =>
      held.has(parcel.trackingNumber) && !FINAL_PARCEL_STATES.includes(parcel.state)
        ? { ...parcel, state: 'held_for_review' }
        : parcel,
    );
  }

  async cancel(trackingNumber: string): Promise<void> {
    await this.post('cancelBookedPackets', `cancelling ${trackingNumber}`, {
      cn_numbers: trackingNumber,
    });
  }

  async answerHeldParcel(trackingNumber: string, answer: HeldParcelAnswer): Promise<void> {
    await answerAdvice(this.post.bind(this), trackingNumber, answer);
  }

  async payments(trackingNumbers: string[]): Promise<CourierPayment[]> {
    const payments: CourierPayment[] = [];
    for (const run of chunks(trackingNumbers, CNS_PER_CALL)) {
      const paid = new Map<string, string>();
      const details = await this.get('getPaymentDetails', 'the payment details', run);
      for (const row of list(field(details, 'payment_list'))) {
        if (text(field(row, 'status')).toLowerCase() !== 'paid') continue;
        paid.set(text(field(row, 'booked_packet_cn')), text(field(row, 'invoice_cheque_no')));
      }
      if (paid.size === 0) continue;
      const charges = await this.get('getShippingCharges', 'the shipping charges', [
        ...paid.keys(),
      ]);
      for (const row of list(field(charges, 'data'))) {
        const trackingNumber = text(field(row, 'cn_number'));
        const cheque = paid.get(trackingNumber);
        if (cheque === undefined) continue;
        payments.push(leopardsPayment(trackingNumber, cheque, row));
      }
    }
    return payments;
  }

  /** A GET call: credentials and the CNs, comma-separated, in the query. */
  private async get(method: string, what: string, cns: string[]): Promise<unknown> {
    const answer = await this.http.send({
      method: 'GET',
      url: `${this.base}${method}/format/json/`,
      query: { ...this.credentials(), cn_numbers: cns.join(',') },
    });
    try {
      return leopardsBody(this.http, answer, what);
    } catch (error) {
      // "No record found" for CNs Leopards has no payment or charges for yet: an empty answer.
      if (saysNotFound(error)) return {};
      throw error;
    }
  }

  private credentials(): Record<string, string> {
    return { api_key: this.settings.apiKey, api_password: this.settings.apiPassword };
  }

  /** One call: credentials in the JSON body, the answer's envelope read. */
  private async post(
    method: string,
    what: string,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    const answer = await this.http.send({
      method: 'POST',
      url: `${this.base}${method}/format/json/`,
      json: { ...this.credentials(), ...body },
    });
    return leopardsBody(this.http, answer, what);
  }
}
