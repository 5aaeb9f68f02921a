/**
 * Each adapter beside its test server, described the same way so one contract suite
 * (modules/couriers/couriers-contract.test.ts) runs unchanged against all three: how to build the
 * adapter (with any credentials), and how the courier moves a parcel to each state the shop cares about.
 */
import type { Courier, CourierLog } from '../../modules/couriers/courier';
import { CourierHttp } from '../../modules/couriers/courier-http';
import { LeopardsCourier } from '../../modules/couriers/leopards/leopards-courier';
import { PostexCourier } from '../../modules/couriers/postex/postex-courier';
import { TraxCourier } from '../../modules/couriers/trax/trax-courier';
import { LEOPARDS_KEY, LEOPARDS_PASSWORD, startLeopardsServer } from './leopards-server';
import { POSTEX_TOKEN, startPostexServer } from './postex-server';
import { NO_DELIVERY_CITY, testCities } from './test-cities';
import type { TestServer } from './test-courier-server';
import { startTraxServer, TRAX_KEY } from './trax-server';

export interface CourierHarness {
  server: TestServer;
  /** The adapter; `wrongCredentials` builds it with credentials the courier refuses. */
  courier(options?: { timeoutMs?: number; wrongCredentials?: boolean }): Courier;
  /** The courier's id of a city it does not deliver to (listed by the server, refused on booking). */
  undeliverableCity: string;
  /** Words of the courier's own reason for refusing that city (sent inside an HTTP 200). */
  undeliverableReason: RegExp;
  /** The COD amount the courier holds for a booked parcel, as it was sent (whole rupees). */
  codRupees(trackingNumber: string): number | undefined;
  /** The app's settings (environment) that point the app at this server. */
  env: Record<string, string>;
  /** Parcels the courier holds per order number, cancelled ones included. */
  bookingsPerReference(): Map<string, number>;
  /** The path of the courier's booking call. */
  bookPath: RegExp;
  /** Booking calls that reached the courier for this order number (refused ones included). */
  bookCalls(orderNumber: string): number;
  /** The rider picked the parcel up: the courier will not cancel it any more. */
  pickUp(trackingNumber: string): void;
  deliver(trackingNumber: string): void;
  returnToShop(trackingNumber: string): void;
  holdForReview(trackingNumber: string): void;
  /** A status the shop's table does not know. */
  unknownStatus(trackingNumber: string): string;
}

/** Collects what adapters log, so a test can see an unknown status reported. */
export function testLog(): CourierLog & { warnings: Record<string, unknown>[] } {
  const warnings: Record<string, unknown>[] = [];
  return { warnings, warn: (details) => warnings.push(details) };
}

const gwadarId = String(testCities.find((city) => city.name === NO_DELIVERY_CITY)?.id);

/** Counts the booking calls that reached `server` for an order number, sent in the body's `field`. */
function bookCallsCounter(server: TestServer, bookPath: RegExp, field: string) {
  return (reference: string) =>
    server.requests.filter(
      (request) =>
        bookPath.test(request.path) &&
        (request.body as Record<string, unknown>)[field] === reference,
    ).length;
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
/** Long enough for a loaded machine; the timeout test passes its own. */
const TEST_TIMEOUT_MS = 5000;

export async function postexHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startPostexServer();
  const bookPath = /\/v3\/create-order$/;
  return {
    server,
    courier: ({ timeoutMs = TEST_TIMEOUT_MS, wrongCredentials = false } = {}) =>
      new PostexCourier(
        {
          token: wrongCredentials ? 'not-the-token' : POSTEX_TOKEN,
          pickupAddressCode: '001',
          apiUrl: server.apiUrl,
        },
        new CourierHttp('postex', timeoutMs),
        log,
      ),
    undeliverableCity: NO_DELIVERY_CITY.toUpperCase(),
    undeliverableReason: /on field 'cityName': rejected value \[GWADAR\]/,
    codRupees: (tn) => server.orders.get(tn)?.invoicePayment,
    env: { POSTEX_TOKEN, POSTEX_PICKUP_ADDRESS_CODE: '001', POSTEX_API_URL: server.apiUrl },
    bookingsPerReference: () => server.bookingsPerReference(),
    bookPath,
    bookCalls: bookCallsCounter(server, bookPath, 'orderRefNumber'),
    pickUp: (tn) => server.advance(tn, 'Picked By PostEx', '0003'),
    deliver: (tn) => server.advance(tn, 'Delivered', '0005'),
    returnToShop: (tn) => server.advance(tn, 'Returned', '0002'),
    holdForReview: (tn) => server.advance(tn, 'Delivery Under Review', '0008'),
    unknownStatus: (tn) => {
      server.advance(tn, 'Handed To Partner', '0011');
      return 'Handed To Partner';
    },
  };
}

export async function leopardsHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startLeopardsServer();
  const bookPath = /^\/api\/bookPacket\/format\/json\/$/;
  return {
    server,
    courier: ({ timeoutMs = TEST_TIMEOUT_MS, wrongCredentials = false } = {}) =>
      new LeopardsCourier(
        {
          apiKey: LEOPARDS_KEY,
          apiPassword: wrongCredentials ? 'wrong' : LEOPARDS_PASSWORD,
          apiUrl: server.apiUrl,
        },
        new CourierHttp('leopards', timeoutMs),
        log,
      ),
    undeliverableCity: gwadarId,
    undeliverableReason: /^Destination city is not serviceable$/,
    codRupees: (cn) => server.packets.get(cn)?.collectAmount,
    env: {
      LEOPARDS_API_KEY: LEOPARDS_KEY,
      LEOPARDS_API_PASSWORD: LEOPARDS_PASSWORD,
      LEOPARDS_API_URL: server.apiUrl,
    },
    bookingsPerReference: () => countBy([...server.packets.values()].map((p) => p.orderId)),
    bookPath,
    bookCalls: bookCallsCounter(server, bookPath, 'booked_packet_order_id'),
    pickUp: (cn) => server.advance(cn, 'Shipment Picked'),
    deliver: (cn) => server.advance(cn, 'Delivered'),
    returnToShop: (cn) => server.advance(cn, 'Returned to shipper'),
    holdForReview: (cn) => server.hold(cn, 'Consignee refused to accept'),
    unknownStatus: (cn) => {
      server.advance(cn, 'Shipment Held at Hub');
      return 'Shipment Held at Hub';
    },
  };
}

export async function traxHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startTraxServer();
  const bookPath = /^\/api\/shipment\/book$/;
  return {
    server,
    courier: ({ timeoutMs = TEST_TIMEOUT_MS, wrongCredentials = false } = {}) =>
      new TraxCourier(
        // The right key with the scheme Trax does not use is refused like a wrong key.
        { apiKey: wrongCredentials ? `Bearer ${TRAX_KEY}` : TRAX_KEY, apiUrl: server.apiUrl },
        new CourierHttp('trax', timeoutMs),
        log,
      ),
    undeliverableCity: gwadarId,
    undeliverableReason: /^The selected consignee city is not allotted for this service\.$/,
    codRupees: (tn) => server.shipments.get(tn)?.amount,
    env: { TRAX_API_KEY: TRAX_KEY, TRAX_API_URL: server.apiUrl },
    bookingsPerReference: () => countBy([...server.shipments.values()].map((s) => s.orderId)),
    bookPath,
    bookCalls: bookCallsCounter(server, bookPath, 'order_id'),
    pickUp: (tn) => server.advance(tn, 'Shipment - Rider Picked'),
    deliver: (tn) => server.advance(tn, 'Shipment - Delivered'),
    returnToShop: (tn) => server.advance(tn, 'Return - Delivered to Shipper'),
    holdForReview: (tn) => server.advance(tn, 'Return - Confirmation Pending'),
    unknownStatus: (tn) => {
      server.advance(tn, 'Shipment - Handed Over to Partner');
      return 'Shipment - Handed Over to Partner';
    },
  };
}
