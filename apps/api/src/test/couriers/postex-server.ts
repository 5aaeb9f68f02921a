/**
 * A local PostEx speaking its Merchant API Integration Guide v4.1.9 as docs/couriers/postex.md
 * describes it ("Test server contract"): the `token` header (401 `TOKEN IS INVALID` otherwise), the
 * `{ statusCode: "200", statusMessage, dist }` envelope with errors inside HTTP 200, upper-case city
 * names, digit-string tracking numbers, ≤ 10 airway bills per PDF, the live parameter names for bulk
 * tracking and list-orders. Its refusal of a repeated orderRefNumber is this server's own wording:
 * PostEx does not document one. Payments (§3.14): `GET /v1/payment-status/{tn}` answers the settle
 * flag and CPR numbers, with only the keys that have values as live answers do, and the amounts
 * appear on the parcel's tracking row once paid.
 */
import { NO_DELIVERY_CITY, TEST_CITY_NAMES } from './test-cities';
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
import {
  flatRow,
  ok,
  paymentStatus,
  refuse,
  trackingRow,
  type PostexOrder,
  type PostexPayment,
} from './postex-test-records';

export const POSTEX_TOKEN = 'test-postex-token';
/** The API's path on PostEx's host; POSTEX_API_URL is the origin and this. */
export const POSTEX_API_PATH = '/services/integration/api/order';
const BASE = POSTEX_API_PATH;

export interface PostexTestServer extends TestServer {
  apiUrl: string;
  orders: Map<string, PostexOrder>;
  /**
   * Parcels created per order number, cancelled ones included: an order booked once counts 1 (the
   * booking tests' "exactly once").
   */
  bookingsPerReference(): Map<string, number>;
  /** Moves a parcel on, as PostEx would: its status, and an event in its history. */
  advance(trackingNumber: string, status: string, code: string, message?: string): void;
  /** PostEx settles the parcel: payment-status says so, the tracking row carries the amounts. */
  pay(trackingNumber: string, payment: PostexPayment): void;
}

export async function startPostexServer(port = 0): Promise<PostexTestServer> {
  const orders = new Map<string, PostexOrder>();
  const paid = new Map<string, PostexPayment>();
  let serial = 0;
  // PostEx writes Pakistan's local time without a zone, as the adapter reads it (pakistanTime).
  const now = () => pakistanDateTime();

  function missing(request: TestRequest, names: string[]): TestReply | undefined {
    const absent = names.find((name) => !request.query.has(name));
    if (!absent) return undefined;
    // Spring's own answer, checked before the token.
    return {
      status: 400,
      json: {
        status: 400,
        error: 'Bad Request',
        trace: `org.springframework.web.bind.MissingServletRequestParameterException: Required String parameter '${absent}' is not present`,
      },
    };
  }

  async function handle(request: TestRequest): Promise<TestReply> {
    if (!request.path.startsWith(BASE)) return { status: 404, text: 'Not Found' };
    const path = request.path.slice(BASE.length);
    const route = `${request.method} ${path
      .replace(/^\/v1\/track-order\/.+$/, '/v1/track-order/{tn}')
      .replace(/^\/v1\/payment-status\/.+$/, '/v1/payment-status/{tn}')}`;
    const params: Record<string, string[]> = {
      'GET /v1/get-all-order': ['orderStatusId', 'startDate', 'endDate'],
      'GET /v1/track-bulk-order': ['TrackingNumbers'],
      'GET /v1/get-invoice': ['trackingNumbers'],
    };
    const bad = missing(request, params[route] ?? []);
    if (bad) return bad;
    if (request.headers.token !== POSTEX_TOKEN) return refuse('401', 'TOKEN IS INVALID', 401);
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (route) {
      case 'GET /v2/get-operational-city':
        return ok(
          TEST_CITY_NAMES.map((name) => ({
            operationalCityName: name.toUpperCase(),
            countryName: 'Pakistan',
            isPickupCity: name === 'Lahore',
            isDeliveryCity: name !== NO_DELIVERY_CITY,
          })),
        );
      case 'POST /v3/create-order':
        return createOrder(body);
      case 'GET /v1/get-all-order': {
        const start = request.query.get('startDate') ?? '';
        const end = request.query.get('endDate') ?? '';
        const rows = [...orders.values()].filter((o) => o.bookedOn >= start && o.bookedOn <= end);
        return ok(rows.map(flatRow));
      }
      case 'GET /v1/get-invoice': {
        const numbers = (request.query.get('trackingNumbers') ?? '').split(',');
        if (numbers.length > 10)
          return refuse('400', 'MAXIMUM 10 TRACKING NUMBERS ARE ALLOWED', 400);
        const unknown = numbers.find((tn) => !orders.has(tn));
        if (unknown || server.faults.labelsNotReady) {
          return refuse(
            '404',
            `Order not found with tracking Number : ${unknown ?? numbers[0]}`,
            404,
          );
        }
        return { pdf: await testPdf(numbers.map((tn) => `PostEx airway bill ${tn}`)) };
      }
      case 'POST /v2/generate-load-sheet': {
        const numbers = Array.isArray(body.trackingNumbers)
          ? (body.trackingNumbers as string[])
          : [];
        if (numbers.length === 0 || numbers.some((tn) => !orders.has(tn))) {
          return refuse('404', 'Order not found', 404);
        }
        for (const tn of numbers) {
          const order = orders.get(tn);
          if (order?.status === 'Unbooked') order.status = 'Booked';
        }
        return { pdf: await testPdf([`PostEx load sheet: ${numbers.join(', ')}`]) };
      }
      case 'GET /v1/track-order/{tn}': {
        const order = orders.get(decodeURIComponent(path.slice('/v1/track-order/'.length)));
        return order
          ? ok(trackingRow(order, paid.get(order.trackingNumber)))
          : refuse('404', 'RECORD NOT FOUND');
      }
      case 'GET /v1/payment-status/{tn}': {
        const trackingNumber = decodeURIComponent(path.slice('/v1/payment-status/'.length));
        const order = orders.get(trackingNumber);
        if (!order) return refuse('404', 'RECORD NOT FOUND');
        return ok(paymentStatus(order, paid.get(trackingNumber)));
      }
      case 'GET /v1/track-bulk-order':
        // The guide's bulk rows carry no history.
        return ok(
          (request.query.get('TrackingNumbers') ?? '').split(',').map((tn) => {
            const order = orders.get(tn);
            if (!order) return { trackingNumber: tn, message: 'ORDER NOT FOUND' };
            return {
              trackingNumber: tn,
              message: 'SUCCESSFULLY RETRIEVE ORDER',
              trackingResponse: { ...flatRow(order), items: 1, invoiceDivision: 1 },
            };
          }),
        );
      case 'PUT /v1/cancel-order': {
        const order = orders.get(String(body.trackingNumber));
        if (!order) return refuse('404', 'Order Not Found');
        if (!['Unbooked', 'Booked'].includes(order.status)) {
          return refuse('400', 'ORDER CANNOT BE CANCELLED AFTER PICKUP');
        }
        order.status = 'Un-Assigned By Me';
        return ok(null, 'Successfully Cancelled');
      }
      case 'PUT /v2/save-shipper-advice': {
        const order = orders.get(String(body.trackingNumber));
        if (
          !order ||
          order.status !== 'Delivery Under Review' ||
          ![1, 2].includes(Number(body.statusId))
        ) {
          return refuse('400', 'SHIPPER ADVICE CANNOT BE SAVED FOR THIS ORDER');
        }
        advance(
          order.trackingNumber,
          Number(body.statusId) === 1 ? 'Out For Return' : 'Out For Delivery',
          '0004',
        );
        return ok(null, 'SHIPPER ADVICE SAVED');
      }
      default:
        return { status: 404, text: 'Not Found' };
    }
  }

  function createOrder(body: Record<string, unknown>): TestReply {
    const city = String(body.cityName ?? '');
    const known = TEST_CITY_NAMES.some((name) => name.toUpperCase() === city.toUpperCase());
    if (!body.cityName || !known || city.toUpperCase() === NO_DELIVERY_CITY.toUpperCase()) {
      return refuse(
        '400',
        `Validation failed for argument [1] in public ResponseEntity createOrder: [Field error in object 'orderDto' on field 'cityName': rejected value [${city || 'null'}]; default message [City is not operational]]`,
      );
    }
    if (!/^03\d{9}$/.test(String(body.customerPhone ?? ''))) {
      return refuse('400', 'INVALID CUSTOMER PHONE NUMBER, USE FORMAT 03XXXXXXXXX');
    }
    const ref = String(body.orderRefNumber ?? '');
    const taken = [...orders.values()].some(
      (o) => o.orderRefNumber === ref && o.status !== 'Un-Assigned By Me',
    );
    if (taken) return refuse('400', `ORDER REF NUMBER ${ref} ALREADY EXISTS`);
    serial += 1;
    const trackingNumber = serialNumber('2670456', serial, 7);
    orders.set(trackingNumber, {
      trackingNumber,
      orderRefNumber: ref,
      cityName: city.toUpperCase(),
      invoicePayment: Number(body.invoicePayment),
      customerName: String(body.customerName ?? ''),
      bookedOn: pakistanDay(),
      status: 'Unbooked',
      history: [
        {
          transactionStatusMessage: "At Merchant's Warehouse",
          transactionStatusMessageCode: '0001',
          updatedAt: now(),
        },
      ],
    });
    return ok(
      { trackingNumber, orderStatus: 'UnBooked', orderDate: now() },
      'ORDER HAS BEEN CREATED',
    );
  }

  function advance(trackingNumber: string, status: string, code: string, message = status): void {
    const order = orders.get(trackingNumber);
    if (!order) throw new Error(`No PostEx order ${trackingNumber}`);
    order.status = status;
    order.history.push({
      transactionStatusMessage: message,
      transactionStatusMessageCode: code,
      updatedAt: now(),
    });
  }

  function bookingsPerReference(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const order of orders.values()) {
      counts.set(order.orderRefNumber, (counts.get(order.orderRefNumber) ?? 0) + 1);
    }
    return counts;
  }

  const server = await startTestServer(handle, port);
  return Object.assign(server, {
    apiUrl: `${server.origin}${BASE}`,
    orders,
    advance,
    bookingsPerReference,
    pay(trackingNumber: string, payment: PostexPayment) {
      if (!orders.has(trackingNumber)) throw new Error(`No PostEx order ${trackingNumber}`);
      paid.set(trackingNumber, payment);
    },
  });
}
