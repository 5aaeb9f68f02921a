/**
 * Trax, built to its API Documentation – SONIC, Version 2.0 (April 18, 2022), read from
 * Tech-Andaz/pay-minion @ db205a5, src/Trax/API Document - Trax.pdf, beside the PHP SDK in the same
 * commit (src/Trax/TraxClient.php, TraxAPI.php). Every call, field and doubt: docs/couriers/trax.md.
 * Choices where the guide is silent or unclear:
 * - refusals are read as `status` 1 with Laravel-style `errors` (a production client's reading; the
 *   guide shows no error at all), a duplicate order_id by Laravel's "has already been taken";
 * - the booking's tracking number is read from `tracking_number`, else the guide's `tracking number`;
 * - the pickup address is the account's default one (GET /api/pickup_addresses), asked once, and its
 *   e-mail stands in for a shopper without one (the guide marks the consignee's e-mail mandatory);
 * - a regular COD parcel (service 1, payment mode 1), charges taken from the COD (mode 4, a normal
 *   merchant's account), Rush delivery (mode 1), product type 3 Accessories (jewellery and bags),
 *   no insurance, the weight in kg (the guide's unit, inferred from its samples);
 * - one airway bill per call, merged here; tracking one parcel per call (there is no bulk call);
 * - payments one parcel per call, `GET /api/shipment/payments?tracking_number=` (the guide's
 *   "Payments" call): each of its `payments[]` is a line, `id` its reference, `amount` the COD,
 *   `charges` the fee, `gst` the tax, `payable` what was paid (decimal strings; negative for a
 *   return), a `type` naming a return ("Returned") a return. A parcel Trax does not know or has not
 *   paid yet has no payments.
 */
import { shopDayIso } from '@shop/domain/shop-time';
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
import { mergePdfs } from '../courier-pdf';
import { cityId, codRupees } from '../courier-values';
import { traxPayments, traxTracking } from './trax-answers';
import { saysNotFound, traxBody, traxRefusal } from './trax-envelope';

export interface TraxSettings {
  apiKey: string;
  /** https://sonic.pk, https://app.sonic.pk for testing, or a test server. */
  apiUrl: string;
}

/** Appendices A, B, C, D and F of the guide. */
const REGULAR_SERVICE = 1;
const ACCESSORIES = 3;
const RUSH = 1;
const CASH_ON_DELIVERY = 1;
const CHARGES_FROM_COD = 4;

interface PickupAddress {
  id: number;
  email: string;
}

export class TraxCourier implements Courier {
  readonly name = 'trax' as const;
  private readonly base: string;
  private pickup: Promise<PickupAddress> | undefined;

  constructor(
    private readonly settings: TraxSettings,
    private readonly http: CourierHttp,
    private readonly log: CourierLog,
  ) {
    this.base = settings.apiUrl.replace(/\/+$/, '');
  }

  async cities(): Promise<CourierCity[]> {
    const body = await this.call('GET', '/api/cities', 'the city list', 'cities');
    // A city Trax does not deliver to has `delivery: []`; one it does lists its regular service.
    return list(field(body, 'cities'))
      .filter((city) => list(field(field(city, 'delivery'), 'Regular')).length > 0)
      .map((city) => ({ id: text(field(city, 'id')), name: text(field(city, 'name')) }));
  }

  async book(parcel: Parcel): Promise<Booking> {
    const pickup = await this.pickupAddress();
    const body = await this.call(
      'POST',
      '/api/shipment/book',
      `booking ${parcel.orderNumber}`,
      'message',
      {
        json: {
          service_type_id: REGULAR_SERVICE,
          pickup_address_id: pickup.id,
          information_display: 1,
          consignee_city_id: cityId('trax', parcel.city),
          consignee_name: parcel.consigneeName,
          consignee_address: parcel.address,
          consignee_phone_number_1: parcel.phone,
          consignee_email_address: parcel.email ?? pickup.email,
          order_id: parcel.orderNumber,
          item_product_type_id: ACCESSORIES,
          item_description: parcel.itemsDescription,
          item_quantity: parcel.pieces,
          item_insurance: 0,
          pickup_date: shopDayIso(new Date()),
          special_instructions: parcel.note,
          estimated_weight: parcel.weightGrams / 1000,
          shipping_mode_id: RUSH,
          amount: codRupees(parcel.codAmountPaisa),
          payment_mode_id: CASH_ON_DELIVERY,
          charges_mode_id: CHARGES_FROM_COD,
        },
      },
    );
    const trackingNumber =
      text(field(body, 'tracking_number')) || text(field(body, 'tracking number'));
    if (!trackingNumber) {
      throw new CourierError('trax', 'unavailable', 'Trax booked without a tracking number');
    }
    return { trackingNumber };
  }

  async findBooking(orderNumber: string): Promise<Booking | null> {
    let body: unknown;
    try {
      body = await this.call(
        'GET',
        '/api/shipment/track/order_id',
        `looking up ${orderNumber}`,
        'details',
        {
          query: { order_id: orderNumber, type: '0' },
        },
      );
    } catch (error) {
      if (saysNotFound(error)) return null;
      throw error;
    }
    const live = list(field(body, 'details'))
      .map((shipment) => traxTracking(shipment, this.log))
      .find((shipment) => shipment.state !== 'cancelled');
    return live ? { trackingNumber: live.trackingNumber } : null;
  }

  async labels(trackingNumbers: string[]): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    for (const trackingNumber of trackingNumbers) {
      parts.push(
        await this.pdf(
          '/api/shipment/air_waybill',
          { tracking_number: trackingNumber, type: '1' },
          `the airway bill of ${trackingNumber}`,
        ),
      );
    }
    return mergePdfs(parts);
  }

  async loadSheet(trackingNumbers: string[]): Promise<Uint8Array> {
    const made = await this.call(
      'POST',
      '/api/receiving_sheet/create',
      'the receiving sheet',
      'receiving_sheet_id',
      {
        json: { tracking_numbers: trackingNumbers },
      },
    );
    const id = text(field(made, 'receiving_sheet_id'));
    return this.pdf(
      '/api/receiving_sheet/view',
      { receiving_sheet_id: id, type: '1' },
      `receiving sheet ${id}`,
    );
  }

  async track(trackingNumbers: string[]): Promise<ParcelTracking[]> {
    const found: ParcelTracking[] = [];
    for (const trackingNumber of trackingNumbers) {
      try {
        const body = await this.call(
          'GET',
          '/api/shipment/track',
          `tracking ${trackingNumber}`,
          'details',
          {
            query: { tracking_number: trackingNumber, type: '0' },
          },
        );
        found.push(traxTracking(field(body, 'details'), this.log));
      } catch (error) {
        if (!saysNotFound(error)) throw error;
      }
    }
    return found;
  }

  async cancel(trackingNumber: string): Promise<void> {
    await this.call('POST', '/api/shipment/cancel', `cancelling ${trackingNumber}`, 'message', {
      json: { tracking_number: trackingNumber },
    });
  }

  async answerHeldParcel(trackingNumber: string, answer: HeldParcelAnswer): Promise<void> {
    // Appendix J: 1 Return Confirm, 2 Re-Attempt Request.
    await this.call('POST', '/api/request/rcp', `the answer on ${trackingNumber}`, 'message', {
      json: { tracking_number: trackingNumber, type: answer === 'return' ? 1 : 2 },
    });
  }

  async payments(trackingNumbers: string[]): Promise<CourierPayment[]> {
    const payments: CourierPayment[] = [];
    for (const trackingNumber of trackingNumbers) {
      let body: unknown;
      try {
        body = await this.call(
          'GET',
          '/api/shipment/payments',
          `the payments of ${trackingNumber}`,
          'payments',
          { query: { tracking_number: trackingNumber } },
        );
      } catch (error) {
        if (saysNotFound(error)) continue;
        throw error;
      }
      payments.push(...traxPayments(trackingNumber, body));
    }
    return payments;
  }

  private pickupAddress(): Promise<PickupAddress> {
    this.pickup ??= this.call(
      'GET',
      '/api/pickup_addresses',
      'the pickup addresses',
      'pickup_addresses',
    ).then((body) => {
      const rows = list(field(body, 'pickup_addresses'));
      const chosen = rows.find((row) => field(row, 'default') === true) ?? rows[0];
      const id = Number(text(field(chosen, 'id')));
      if (!chosen || !Number.isInteger(id)) {
        throw new CourierError('trax', 'misconfigured', 'The Trax account has no pickup address');
      }
      return { id, email: text(field(chosen, 'Email_address')) };
    });
    // A failed lookup is asked again at the next booking, not remembered.
    this.pickup.catch(() => (this.pickup = undefined));
    return this.pickup;
  }

  private async pdf(
    path: string,
    query: Record<string, string>,
    what: string,
  ): Promise<Uint8Array> {
    const answer = await this.http.send({
      method: 'GET',
      url: `${this.base}${path}`,
      headers: this.auth(),
      query,
    });
    if (answer.status === 200 && isPdf(answer.body)) return answer.body;
    if (answer.status === 404)
      throw new CourierError('trax', 'not_ready', `Trax has no ${what} yet`);
    // Trax does not document a failed print: a refused key is a refused key, anything else a
    // document it cannot give yet.
    const refusal = traxRefusal(this.http.json(answer, what), answer);
    if (refusal.code === 'misconfigured') throw refusal;
    throw new CourierError(
      'trax',
      'not_ready',
      `Trax cannot print ${what} yet: ${refusal.message}`,
    );
  }

  private auth(): Record<string, string> {
    // The bare key, no "Bearer" (guide, "Authorization — API Key to be provided individually").
    return { authorization: this.settings.apiKey };
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    key: string,
    request: { query?: Record<string, string>; json?: unknown } = {},
  ): Promise<unknown> {
    const answer = await this.http.send({
      method,
      url: `${this.base}${path}`,
      headers: this.auth(),
      ...request,
    });
    return traxBody(this.http, answer, what, key);
  }
}
