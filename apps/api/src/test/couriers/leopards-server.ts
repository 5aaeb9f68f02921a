/**
 * A local Leopards speaking its API Documentation v2 as docs/couriers/leopards.md describes it ("Test
 * server contract"): `api_key`/`api_password` in the JSON body of POSTs and the query of GETs, every
 * answer HTTP 200 with `status` 1/"1" or 0 and `error` as a string or an object keyed by CN, routes
 * `/api/<method>/format/json/`, grams, integer city ids (made up: test-cities.ts), a `slip_link` per
 * CN, the `Tracking Detail` key with the guide's `Staus` spelling. The wording of refused credentials
 * and of a repeated order id is this server's own: Leopards does not publish them.
 */
import { NO_DELIVERY_CITY, testCities } from './test-cities';
import {
  pakistanDateTime,
  pakistanDay,
  serialNumber,
  startTestServer,
  testPdf,
  type TestReply,
  type TestRequest,
  type TestServer,
} from './test-courier-server';
import { adviceList, updateAdvice } from './leopards-server-advice';
import { paymentDetails, shippingCharges } from './leopards-server-payments';
import { fail, succeed, type LeopardsPacket, type LeopardsPayment } from './leopards-test-records';

export const LEOPARDS_KEY = 'test-leopards-key';
export const LEOPARDS_PASSWORD = 'test-leopards-password';

export interface LeopardsTestServer extends TestServer {
  apiUrl: string;
  packets: Map<string, LeopardsPacket>;
  advance(cn: string, status: string, reason?: string): void;
  pay(cn: string, payment: LeopardsPayment): void;
  /** Refuse every call inside HTTP 200 with these words (`status: 0, error: "…"`); null: answer. */
  refusal: { message: string | null };
  /** Leopards holds the parcel and asks the shop what to do (the shipper advice list). */
  hold(cn: string, reason: string): void;
  /**
   * What Leopards' Push API POSTs to the shop's webhook for a status code (Push API v1.0): the body,
   * and the key and secret headers agreed at setup.
   */
  push(
    cn: string,
    code: string,
    credentials: { key: string; secret: string },
    reason?: string,
  ): { headers: Record<string, string>; payload: { data: Record<string, string>[] } };
}

export async function startLeopardsServer(): Promise<LeopardsTestServer> {
  const packets = new Map<string, LeopardsPacket>();
  const loadSheets = new Map<number, string[]>();
  const payments = new Map<string, LeopardsPayment>();
  const refusal: { message: string | null } = { message: null };
  let serial = 0;
  let adviceSerial = 0;
  const known = { packets, payments, slipLink: (cn: string) => slipLink(cn) };

  async function handle(request: TestRequest): Promise<TestReply> {
    const slip = /^\/api\/booked_packet_slip_api\/([^/]+)$/.exec(request.path);
    if (slip) {
      const packet = packets.get(decodeURIComponent(slip[1] ?? ''));
      if (!packet || server.faults.labelsNotReady) return { status: 404, text: 'Slip not found' };
      return { pdf: await testPdf([`Leopards slip ${packet.cn}`]) };
    }
    // Every call ends in /format/json/ but the load sheet's PDF (docs/couriers/leopards.md).
    const match = /^\/api\/(\w+)\/format\/json\/$/.exec(request.path);
    const method =
      request.path === '/api/downloadLoadSheet/' ? 'downloadLoadSheet' : (match?.[1] ?? '');
    if (!method || match?.[1] === 'downloadLoadSheet') return { status: 404, text: 'Not Found' };
    const params = (
      request.method === 'GET' ? Object.fromEntries(request.query) : (request.body ?? {})
    ) as Record<string, unknown>;
    if (params.api_key !== LEOPARDS_KEY || params.api_password !== LEOPARDS_PASSWORD) {
      return fail('Invalid API Key or Password');
    }
    if (refusal.message) return fail(refusal.message);
    const cnList = (value: unknown) =>
      String(value ?? '')
        .split(',')
        .filter(Boolean);
    switch (`${request.method} ${method}`) {
      case 'POST getAllCities':
        return {
          json: {
            status: 1,
            error: '0',
            city_list: testCities.map((city) => ({
              id: city.id,
              name: city.name,
              shipment_type: ['overnight', 'overland', 'detain'],
              allow_as_origin: city.name === 'Lahore',
              allow_as_destination: city.name !== NO_DELIVERY_CITY,
            })),
          },
        };
      case 'POST bookPacket':
        return bookPacket(params);
      case 'POST getShipmentDetailsByOrderID': {
        const ids = Array.isArray(params.shipment_order_id)
          ? params.shipment_order_id.map(String)
          : [];
        const rows = [...packets.values()].filter((p) => ids.includes(p.orderId));
        if (rows.length === 0) return fail('No record found', { data: null });
        return succeed({
          data: rows.map((p) => ({
            track_number: p.cn,
            booked_packet_order_id: p.orderId,
            booked_packet_status: p.status,
          })),
        });
      }
      case 'GET getPaymentDetails':
        return paymentDetails(cnList(params.cn_numbers), known);
      case 'GET getShippingCharges':
        return shippingCharges(cnList(params.cn_numbers), known);
      case 'POST generateLoadSheet': {
        const cns = Array.isArray(params.cn_numbers) ? params.cn_numbers.map(String) : [];
        const unknown = cns.filter((cn) => !packets.has(cn));
        if (cns.length === 0 || unknown.length > 0) {
          return fail(Object.fromEntries(unknown.map((cn) => [cn, 'Invalid CN number'])));
        }
        const id = 5000 + loadSheets.size;
        loadSheets.set(id, cns);
        return { json: { status: '1', error: 'null', load_sheet_id: String(id) } };
      }
      case 'POST downloadLoadSheet': {
        const cns = loadSheets.get(Number(params.load_sheet_id));
        if (!cns) return fail('Load sheet not found');
        return {
          pdf: await testPdf([
            `Leopards load sheet ${String(params.load_sheet_id)}: ${cns.join(', ')}`,
          ]),
        };
      }
      case 'POST trackBookedPacket': {
        const found = cnList(params.track_numbers).flatMap((cn) => packets.get(cn) ?? []);
        if (found.length === 0) return fail('No packet found', { packet_list: null });
        return succeed({ packet_list: found.map(trackingRow) });
      }
      case 'POST cancelBookedPackets': {
        const cns = cnList(params.cn_numbers);
        const refused = cns.filter(
          (cn) =>
            !['Pickup Request not Send', 'Pickup Request Sent'].includes(
              packets.get(cn)?.status ?? '',
            ),
        );
        if (refused.length > 0)
          return fail(Object.fromEntries(refused.map((cn) => [cn, 'Packet cannot be cancelled'])));
        for (const cn of cns) advance(cn, 'Cancelled');
        return { json: { status: '1', error: 'null' } };
      }
      case 'POST shipperAdviceList':
        return adviceList(packets, params);
      case 'POST updateShipperAdvice':
        return updateAdvice(packets, params, advance);
      default:
        return { status: 404, text: 'Not Found' };
    }
  }

  function bookPacket(params: Record<string, unknown>): TestReply {
    const failed = (error: string) => fail(error, { track_number: null, slip_link: null });
    const city = testCities.find((c) => c.id === Number(params.destination_city));
    if (!city || city.name === NO_DELIVERY_CITY)
      return failed('Destination city is not serviceable');
    if (!String(params.special_instructions ?? '').trim())
      return failed('Special Instructions are required');
    if (!Number.isInteger(params.booked_packet_weight))
      return failed('Packet weight (grams) is required');
    const orderId = String(params.booked_packet_order_id ?? '');
    if (
      orderId &&
      [...packets.values()].some((p) => p.orderId === orderId && p.status !== 'Cancelled')
    ) {
      return failed(`Order ID ${orderId} already exists`);
    }
    serial += 1;
    const cn = serialNumber('LE', 7505300000 + serial, 10);
    packets.set(cn, {
      cn,
      orderId,
      destinationCityId: city.id,
      collectAmount: Number(params.booked_packet_collect_amount),
      weightGrams: Number(params.booked_packet_weight),
      status: 'Pickup Request not Send',
      details: [],
    });
    return succeed({ track_number: cn, slip_link: slipLink(cn) });
  }

  function trackingRow(p: LeopardsPacket) {
    return {
      track_number: p.cn,
      booked_packet_order_id: p.orderId,
      booked_packet_collect_amount: p.collectAmount,
      booked_packet_weight: p.weightGrams,
      booked_packet_status: p.status,
      status_remarks: p.details.at(-1)?.Reason ?? '',
      'Tracking Detail': p.details,
    };
  }

  const slipLink = (cn: string) =>
    `${server.origin}/api/booked_packet_slip_api/${cn}?api_key_secure=c2VjdXJl&api_key_password_secure=c2VjcmV0`;

  function advance(cn: string, status: string, reason = ''): void {
    const packet = packets.get(cn);
    if (!packet) throw new Error(`No Leopards packet ${cn}`);
    packet.status = status;
    packet.details.push({
      Staus: status,
      'Activity Date': pakistanDay(),
      Reason: reason,
      'Reciever Name': '',
    });
  }

  function push(
    cn: string,
    code: string,
    credentials: { key: string; secret: string },
    reason = '',
  ) {
    return {
      headers: { 'x-api-key': credentials.key, 'x-api-secret': credentials.secret },
      payload: {
        data: [
          {
            cn_number: cn,
            status: code,
            receiver_name: code === 'DV' ? 'Ayesha Khan' : '',
            reason,
            // "yyyy-mm-dd H:i:s", Pakistan time.
            activity_date: pakistanDateTime(),
          },
        ],
      },
    };
  }

  const server = await startTestServer(handle);
  return Object.assign(server, {
    apiUrl: `${server.origin}/api/`,
    packets,
    advance,
    push,
    refusal,
    pay(cn: string, payment: LeopardsPayment) {
      if (!packets.has(cn)) throw new Error(`No Leopards packet ${cn}`);
      payments.set(cn, payment);
    },
    hold(cn: string, reason: string) {
      advance(cn, 'Pending', reason);
      adviceSerial += 1;
      const packet = packets.get(cn);
      if (packet) packet.advice = { id: 9000 + adviceSerial, reason, answer: '' };
    },
  });
}
