/**
 * Each adapter beside its test server, described the same way so one contract suite
 * (modules/couriers/couriers-contract.test.ts) runs unchanged against all three: how to build the
 * adapter (with any credentials), and how the courier moves a parcel to each state the shop cares about.
 */
import type { CourierName } from '@shop/domain/couriers';
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

/**
 * The courier's booking call, at `bookPath`, and a count of the calls that reached `server` for an
 * order number, sent in the body's `field`.
 */
function bookingCalls(
  server: TestServer,
  bookPath: RegExp,
  field: string,
): Pick<CourierHarness, 'bookPath' | 'bookCalls'> {
  return {
    bookPath,
    bookCalls: (reference) =>
      server.requests.filter(
        (request) =>
          bookPath.test(request.path) &&
          (request.body as Record<string, unknown>)[field] === reference,
      ).length,
  };
}

/** Moves a parcel, with the courier's own `advance`, to `status`, one the shop's table does not know. */
function toUnknownStatus(
  status: string,
  advance: (trackingNumber: string, status: string) => void,
): CourierHarness['unknownStatus'] {
  return (trackingNumber) => {
    advance(trackingNumber, status);
    return status;
  };
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
/** Long enough for a loaded machine; the timeout test passes its own. */
const TEST_TIMEOUT_MS = 5000;

/**
 * The harness's `courier`: the adapter `make` builds over an HTTP client with the test's deadline
 * (TEST_TIMEOUT_MS unless the test gives one), with credentials the courier refuses when `wrong`.
 */
function adapter(
  name: CourierName,
  make: (wrong: boolean, http: CourierHttp) => Courier,
): CourierHarness['courier'] {
  return ({ timeoutMs = TEST_TIMEOUT_MS, wrongCredentials = false } = {}) =>
    make(wrongCredentials, new CourierHttp(name, timeoutMs));
}

export async function postexHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startPostexServer();
  return {
    server,
    courier: adapter(
      'postex',
      (wrong, http) =>
        new PostexCourier(
          {
            token: wrong ? 'not-the-token' : POSTEX_TOKEN,
            pickupAddressCode: '001',
            apiUrl: server.apiUrl,
          },
          http,
          log,
        ),
    ),
    undeliverableCity: NO_DELIVERY_CITY.toUpperCase(),
    undeliverableReason: /on field 'cityName': rejected value \[GWADAR\]/,
    codRupees: (tn) => server.orders.get(tn)?.invoicePayment,
    env: { POSTEX_TOKEN, POSTEX_PICKUP_ADDRESS_CODE: '001', POSTEX_API_URL: server.apiUrl },
    bookingsPerReference: () => server.bookingsPerReference(),
    ...bookingCalls(server, /\/v3\/create-order$/, 'orderRefNumber'),
    pickUp: (tn) => server.advance(tn, 'Picked By PostEx', '0003'),
    deliver: (tn) => server.advance(tn, 'Delivered', '0005'),
    returnToShop: (tn) => server.advance(tn, 'Returned', '0002'),
    holdForReview: (tn) => server.advance(tn, 'Delivery Under Review', '0008'),
    unknownStatus: toUnknownStatus('Handed To Partner', (tn, status) =>
      server.advance(tn, status, '0011'),
    ),
  };
}

export async function leopardsHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startLeopardsServer();
  return {
    server,
    courier: adapter(
      'leopards',
      (wrong, http) =>
        new LeopardsCourier(
          {
            apiKey: LEOPARDS_KEY,
            apiPassword: wrong ? 'wrong' : LEOPARDS_PASSWORD,
            apiUrl: server.apiUrl,
          },
          http,
          log,
        ),
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
    ...bookingCalls(server, /^\/api\/bookPacket\/format\/json\/$/, 'booked_packet_order_id'),
    pickUp: (cn) => server.advance(cn, 'Shipment Picked'),
    deliver: (cn) => server.advance(cn, 'Delivered'),
    returnToShop: (cn) => server.advance(cn, 'Returned to shipper'),
    holdForReview: (cn) => server.hold(cn, 'Consignee refused to accept'),
    unknownStatus: toUnknownStatus('Shipment Held at Hub', server.advance),
  };
}

export async function traxHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startTraxServer();
  return {
    server,
    courier: adapter(
      'trax',
      (wrong, http) =>
        new TraxCourier(
          // The right key with the scheme Trax does not use is refused like a wrong key.
          { apiKey: wrong ? `Bearer ${TRAX_KEY}` : TRAX_KEY, apiUrl: server.apiUrl },
          http,
          log,
        ),
    ),
    undeliverableCity: gwadarId,
    undeliverableReason: /^The selected consignee city is not allotted for this service\.$/,
    codRupees: (tn) => server.shipments.get(tn)?.amount,
    env: { TRAX_API_KEY: TRAX_KEY, TRAX_API_URL: server.apiUrl },
    bookingsPerReference: () => countBy([...server.shipments.values()].map((s) => s.orderId)),
    ...bookingCalls(server, /^\/api\/shipment\/book$/, 'order_id'),
    pickUp: (tn) => server.advance(tn, 'Shipment - Rider Picked'),
    deliver: (tn) => server.advance(tn, 'Shipment - Delivered'),
    returnToShop: (tn) => server.advance(tn, 'Return - Delivered to Shipper'),
    holdForReview: (tn) => server.advance(tn, 'Return - Confirmation Pending'),
    unknownStatus: toUnknownStatus('Shipment - Handed Over to Partner', server.advance),
  };
}

/** Every courier's harness, by the courier's name, in the order staff see the couriers. */
export const COURIER_HARNESSES: Record<CourierName, (log: CourierLog) => Promise<CourierHarness>> =
  { postex: postexHarness, leopards: leopardsHarness, trax: traxHarness };
