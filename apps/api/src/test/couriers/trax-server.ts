/**
 * A local Trax speaking its Sonic API Documentation v2.0 as docs/couriers/trax.md describes it ("Test
 * server contract"): the bare `Authorization` key (a `Bearer` prefix is refused), `status: 0` on
 * success, refusals as HTTP 200 `{ status: 1, message, errors: { field: ["…"] } }` (the shape a
 * production client reads; Trax documents none), cities in the `GET /api/cities` shape with made-up
 * ids (test-cities.ts) and `delivery: []` for a city it does not serve, tracking history newest first
 * with Unix timestamps. A refused key's 401 is this server's assumption. Payments (`GET
 * /api/shipment/payments?tracking_number=`): `current_payment_status`, `charges{}` and `payments[]`
 * with the amount a number and charges, gst and payable decimal strings, as the guide prints them.
 */
import { NO_DELIVERY_CITY, testCities } from './test-cities';
import {
  pakistanDateTime,
  serialNumber,
  startTestServer,
  testPdf,
  type TestReply,
  type TestRequest,
  type TestServer,
} from './test-courier-server';

export const TRAX_KEY = 'test-trax-key';

interface TraxShipment {
  trackingNumber: string;
  orderId: string;
  cityId: number;
  amount: number;
  history: { date_time: string; timestamp: number; status: string; status_reason: string | null }[];
}

/** One payment Trax made for a shipment, in rupees. */
export interface TraxPayment {
  id: number;
  type: 'Delivered' | 'Returned';
  charges: number;
  gst: number;
}

export interface TraxTestServer extends TestServer {
  apiUrl: string;
  shipments: Map<string, TraxShipment>;
  advance(trackingNumber: string, status: string, reason?: string): void;
  /** Trax pays (or charges a return) for the shipment: one more row in its payments. */
  pay(trackingNumber: string, payment: TraxPayment): void;
  /**
   * Answer a booking with the guide's own key, `tracking number` (with a space), instead of the
   * `tracking_number` live clients read.
   */
  guideSpelling: { bookingKey: boolean };
  /**
   * What Trax's shipment-status webhook sends for the shipment's latest status (§24): no
   * credentials, and the status spaced as the guide's sample ('Shipment-Arrived at origin').
   */
  push(trackingNumber: string): { tracking_number: string; status: string; date_time: string };
}

const ok = (message: string, payload: Record<string, unknown> = {}): TestReply => ({
  json: { status: 0, message, ...payload },
});
const refuse = (message: string, errors: Record<string, string[]> = {}): TestReply => ({
  json: { status: 1, message, errors },
});

export async function startTraxServer(): Promise<TraxTestServer> {
  const shipments = new Map<string, TraxShipment>();
  const sheets = new Map<number, string[]>();
  const payments = new Map<string, TraxPayment[]>();
  const guideSpelling = { bookingKey: false };
  let serial = 0;
  /** Each event a second after the last, so the newest-first order is plain. */
  let clock = Math.floor(Date.now() / 1000);

  async function handle(request: TestRequest): Promise<TestReply> {
    if (request.headers.authorization !== TRAX_KEY) {
      return { status: 401, json: { status: 1, message: 'Unauthenticated.' } };
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = (name: string) => request.query.get(name) ?? '';
    const current = (s: TraxShipment) => s.history[0]?.status ?? '';
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/cities':
        return ok('Pickup and Delivery Information of Cities', {
          cities: testCities.map((city) => ({
            id: city.id,
            name: city.name,
            hub: { id: city.id, name: city.name },
            zone: { id: 1, name: 'Central' },
            pickup: city.name === 'Lahore',
            delivery: city.name === NO_DELIVERY_CITY ? [] : { Regular: ['Rush', 'Saver Plus'] },
          })),
        });
      case 'GET /api/pickup_addresses':
        return ok('Pickup Addresses', {
          pickup_addresses: [
            {
              id: 3015,
              person_of_contact: 'Zewar & Bags',
              phone_number: '03001234567',
              Email_address: 'orders@zewar.test',
              address: 'Shop 4, Liberty Market',
              status: 1,
              default: true,
              city: { id: 701, name: 'Lahore' },
            },
          ],
        });
      case 'POST /api/shipment/book':
        return book(body);
      case 'GET /api/shipment/track/order_id':
        return ok('Shipment Tracking', {
          details: [...shipments.values()]
            .filter((s) => s.orderId === query('order_id'))
            .map(details),
        });
      case 'GET /api/shipment/air_waybill': {
        const shipment = shipments.get(query('tracking_number'));
        if (!shipment)
          return refuse('Invalid tracking number', {
            tracking_number: ['The selected tracking number is invalid.'],
          });
        if (server.faults.labelsNotReady) return refuse('Air waybill is not generated yet');
        return { pdf: await testPdf([`Trax airway bill ${shipment.trackingNumber}`]) };
      }
      case 'POST /api/receiving_sheet/create': {
        const numbers = Array.isArray(body.tracking_numbers)
          ? body.tracking_numbers.map(String)
          : [];
        const unknown = numbers.find((tn) => !shipments.has(tn));
        if (numbers.length === 0 || unknown) {
          return refuse('The given data was invalid.', {
            tracking_numbers: [`Tracking number ${unknown ?? ''} is invalid.`],
          });
        }
        const id = 6158 + sheets.size;
        sheets.set(id, numbers);
        return ok('Receiving Sheet has been Created', { receiving_sheet_id: id });
      }
      case 'GET /api/receiving_sheet/view': {
        const numbers = sheets.get(Number(query('receiving_sheet_id')));
        if (!numbers) return refuse('Receiving sheet not found');
        return { pdf: await testPdf([`Trax receiving sheet: ${numbers.join(', ')}`]) };
      }
      case 'GET /api/shipment/track': {
        const shipment = shipments.get(query('tracking_number'));
        if (!shipment) return refuse('Shipment not found');
        return ok(`Tracking of Shipment#${shipment.trackingNumber}`, {
          details: details(shipment),
        });
      }
      case 'GET /api/shipment/payments': {
        const shipment = shipments.get(query('tracking_number'));
        if (!shipment) return refuse('Shipment not found');
        const rows = payments.get(shipment.trackingNumber) ?? [];
        const charges = rows.reduce((sum, row) => sum + row.charges, 0);
        const gst = rows.reduce((sum, row) => sum + row.gst, 0);
        return ok(`Payments of Shipment#${shipment.trackingNumber}`, {
          current_payment_status: rows.length > 0 ? 'Payment - Processed' : 'Payment - Pending',
          charges: {
            weight_charges: charges.toFixed(2),
            fuel_surcharge: '0.00',
            cash_handling_charges: '0.00',
            total_charges: charges.toFixed(2),
            gst: gst.toFixed(2),
            net_payable: (shipment.amount - charges - gst).toFixed(2),
          },
          payments: rows.map((row) => {
            const amount = row.type === 'Delivered' ? shipment.amount : 0;
            return {
              id: row.id,
              datetime: '2026-11-20 12:00:00',
              type: row.type,
              amount,
              charges: row.charges.toFixed(2),
              gst: row.gst.toFixed(2),
              payable: (amount - row.charges - row.gst).toFixed(2),
            };
          }),
        });
      }
      case 'POST /api/shipment/cancel': {
        const shipment = shipments.get(String(body.tracking_number));
        if (!shipment) return refuse('Shipment not found');
        if (current(shipment) !== 'Shipment - Booked')
          return refuse(`Shipment #${shipment.trackingNumber} cannot be Cancelled`);
        advance(shipment.trackingNumber, 'Shipment - Cancelled');
        return ok(`Shipment #${shipment.trackingNumber} is Cancelled`);
      }
      case 'POST /api/request/rcp': {
        const shipment = shipments.get(String(body.tracking_number));
        if (
          !shipment ||
          current(shipment) !== 'Return - Confirmation Pending' ||
          ![1, 2].includes(Number(body.type))
        ) {
          return refuse('Request cannot be made for this shipment');
        }
        const next =
          Number(body.type) === 1 ? 'Return - Confirm' : 'Shipment - Re-Attempt Requested';
        advance(shipment.trackingNumber, next);
        return ok(`Shipment successfully marked as ${next}`);
      }
      default:
        return { status: 404, json: { status: 1, message: 'Not Found' } };
    }
  }

  function book(body: Record<string, unknown>): TestReply {
    const city = testCities.find((c) => c.id === Number(body.consignee_city_id));
    if (!city || city.name === NO_DELIVERY_CITY) {
      return refuse('The given data was invalid.', {
        consignee_city_id: ['The selected consignee city is not allotted for this service.'],
      });
    }
    if (!/^03\d{9}$/.test(String(body.consignee_phone_number_1 ?? ''))) {
      return refuse('The given data was invalid.', {
        consignee_phone_number_1: ['The consignee phone number 1 format is invalid.'],
      });
    }
    if (
      !Number.isInteger(body.amount) ||
      body.pickup_address_id !== 3015 ||
      typeof body.estimated_weight !== 'number'
    ) {
      return refuse('The given data was invalid.', { amount: ['The amount must be an integer.'] });
    }
    const orderId = String(body.order_id ?? '');
    if (orderId && [...shipments.values()].some((s) => s.orderId === orderId)) {
      return refuse('The given data was invalid.', {
        order_id: ['The order id has already been taken.'],
      });
    }
    serial += 1;
    const trackingNumber = serialNumber('2022023', serial, 7);
    shipments.set(trackingNumber, {
      trackingNumber,
      orderId,
      cityId: city.id,
      amount: Number(body.amount),
      history: [],
    });
    advance(trackingNumber, 'Shipment - Booked');
    const key = guideSpelling.bookingKey ? 'tracking number' : 'tracking_number';
    return ok('Shipment has been Booked!', { [key]: trackingNumber });
  }

  function details(s: TraxShipment) {
    return {
      tracking_number: s.trackingNumber,
      order_id: s.orderId,
      consignee: { city: testCities.find((c) => c.id === s.cityId)?.name },
      order_information: { amount: s.amount },
      tracking_history: s.history,
    };
  }

  function advance(trackingNumber: string, status: string, reason?: string): void {
    const shipment = shipments.get(trackingNumber);
    if (!shipment) throw new Error(`No Trax shipment ${trackingNumber}`);
    clock += 1;
    shipment.history.unshift({
      date_time: '',
      timestamp: clock,
      status,
      status_reason: reason ?? null,
    });
  }

  function push(trackingNumber: string) {
    const latest = shipments.get(trackingNumber)?.history[0];
    if (!latest) throw new Error(`No Trax shipment ${trackingNumber}`);
    return {
      tracking_number: trackingNumber,
      status: latest.status.replace(/\s*-\s*/, '-'),
      date_time: pakistanDateTime(new Date(latest.timestamp * 1000)),
    };
  }

  const server = await startTestServer(handle);
  return Object.assign(server, {
    apiUrl: server.origin,
    shipments,
    advance,
    push,
    pay(trackingNumber: string, payment: TraxPayment) {
      if (!shipments.has(trackingNumber)) throw new Error(`No Trax shipment ${trackingNumber}`);
      payments.set(trackingNumber, [...(payments.get(trackingNumber) ?? []), payment]);
    },
    guideSpelling,
  });
}
