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
/** Long enough for a loaded machine; the timeout test passes its own. */
const TEST_TIMEOUT_MS = 5000;

export async function postexHarness(log: CourierLog): Promise<CourierHarness> {
  const server = await startPostexServer();
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
    deliver: (tn) => server.advance(tn, 'Shipment - Delivered'),
    returnToShop: (tn) => server.advance(tn, 'Return - Delivered to Shipper'),
    holdForReview: (tn) => server.advance(tn, 'Return - Confirmation Pending'),
    unknownStatus: (tn) => {
      server.advance(tn, 'Shipment - Handed Over to Partner');
      return 'Shipment - Handed Over to Partner';
    },
  };
}
