/**
 * One contract every courier adapter passes against a local server that speaks that courier's
 * published API (apps/api/src/test/couriers/). No database is involved, so the suite runs in the
 * api-pglite project only: a second run under api-postgres would test the same thing again.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER_LABELS, COURIER_NAMES } from '@shop/domain/couriers';
import {
  COURIER_HARNESSES,
  type CourierHarness,
  testLog,
} from '../../test/couriers/courier-harnesses';
import type { Courier, Parcel } from './courier';
import { CourierError } from './courier-errors';

const harnesses = COURIER_NAMES.map(
  (name) => [COURIER_LABELS[name], COURIER_HARNESSES[name]] as const,
);

/** What a rejected call threw, for checks on its code and words. */
async function failure(call: Promise<unknown>): Promise<CourierError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof CourierError))
    throw new Error(`expected a CourierError, got ${String(error)}`);
  return error;
}

describe.runIf(process.env.TEST_DB !== 'postgres').each(harnesses)(
  'the %s adapter',
  (_name, start) => {
    const log = testLog();
    let harness: CourierHarness;
    let courier: Courier;
    let lahore: string;
    let serial = 10_000;

    const parcel = (overrides: Partial<Parcel> = {}): Parcel => {
      serial += 1;
      return {
        orderNumber: `ZB-${serial}`,
        consigneeName: 'Ayesha Khan',
        phone: '03001234567',
        address: 'House 12, Street 4, Gulberg III',
        city: lahore,
        codAmountPaisa: 299_950,
        pieces: 1,
        weightGrams: 450,
        itemsDescription: '1 × Kundan jhumka',
        note: '',
        ...overrides,
      };
    };
    const book = async (overrides: Partial<Parcel> = {}) =>
      (await courier.book(parcel(overrides))).trackingNumber;

    beforeAll(async () => {
      harness = await start(log);
      courier = harness.courier();
      const cities = await courier.cities();
      lahore = cities.find((city) => city.name.toLowerCase() === 'lahore')?.id ?? '';
    });
    afterAll(async () => {
      await harness.server.close();
    });

    it('lists the cities it delivers to, each with the id booking takes', async () => {
      const cities = await courier.cities();
      expect(cities.length).toBeGreaterThan(30);
      expect(lahore).not.toBe('');
      expect(cities.map((city) => city.id)).not.toContain(harness.undeliverableCity);
    });

    it('books a parcel, then finds the booking by the order number', async () => {
      const sent = parcel();
      const booking = await courier.book(sent);
      expect(booking.trackingNumber).toMatch(/^[A-Z]{0,2}\d{10,14}$/);
      // Rs 2,999.50 owed: couriers take whole rupees, rounded half away from zero.
      expect(harness.codRupees(booking.trackingNumber)).toBe(3000);
      await expect(courier.findBooking(sent.orderNumber, { since: new Date() })).resolves.toEqual({
        trackingNumber: booking.trackingNumber,
      });
      await expect(courier.findBooking('ZB-1')).resolves.toBeNull();
    });

    it('refuses a second booking under the same order number as a duplicate', async () => {
      const sent = parcel();
      await courier.book(sent);
      const error = await failure(courier.book({ ...sent, consigneeName: 'Someone else' }));
      expect(error.code).toBe('duplicate_reference');
      expect(error.retryable).toBe(false);
    });

    it("answers an error inside HTTP 200 as a refusal with the courier's reason", async () => {
      const error = await failure(courier.book(parcel({ city: harness.undeliverableCity })));
      expect(error.code).toBe('refused');
      expect(error.message).toMatch(harness.undeliverableReason);
      expect(error.retryable).toBe(false);
    });

    it('prints the labels of many parcels in one PDF, one page each', async () => {
      const numbers: string[] = [];
      for (let i = 0; i < 12; i += 1) numbers.push(await book());
      const pdf = await courier.labels(numbers);
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(12);
      const one = await courier.labels([numbers[0] ?? '']);
      expect(new TextDecoder().decode(one.subarray(0, 4))).toBe('%PDF');
    });

    it('says a label that is not made yet is not ready, worth asking again', async () => {
      const trackingNumber = await book();
      harness.server.faults.labelsNotReady = true;
      try {
        const error = await failure(courier.labels([trackingNumber]));
        expect(error.code).toBe('not_ready');
        expect(error.retryable).toBe(true);
      } finally {
        harness.server.faults.labelsNotReady = false;
      }
    });

    it('prints the load sheet as a PDF', async () => {
      const numbers = [await book(), await book()];
      const pdf = await courier.loadSheet(numbers);
      expect(new TextDecoder().decode(pdf.subarray(0, 4))).toBe('%PDF');
    });

    it("maps the courier's delivered, returned and held statuses onto the shop's", async () => {
      const [delivered, returned, held, fresh] = [
        await book(),
        await book(),
        await book(),
        await book(),
      ];
      harness.deliver(delivered);
      harness.returnToShop(returned);
      harness.holdForReview(held);
      const tracked = await courier.track([delivered, returned, held, fresh, '99999999999']);
      const state = (tn: string) => tracked.find((parcel) => parcel.trackingNumber === tn)?.state;
      expect(state(delivered)).toBe('delivered');
      expect(state(returned)).toBe('returned');
      expect(state(held)).toBe('held_for_review');
      expect(state(fresh)).toBe('booked');
      expect(tracked).toHaveLength(4); // the unknown number is left out
      const deliveredParcel = tracked.find((parcel) => parcel.trackingNumber === delivered);
      expect(deliveredParcel?.courierStatus).not.toBe('');
      expect(deliveredParcel?.events.at(-1)?.status).toContain('Delivered');
      expect(deliveredParcel?.events.every((event) => event.at instanceof Date)).toBe(true);
    });

    it('keeps a status it does not know as in transit, and logs it', async () => {
      const trackingNumber = await book();
      const status = harness.unknownStatus(trackingNumber);
      const [tracked] = await courier.track([trackingNumber]);
      expect(tracked).toMatchObject({ state: 'in_transit', courierStatus: status });
      expect(log.warnings).toContainEqual(expect.objectContaining({ courierStatus: status }));
    });

    it('cancels a booking, and a cancelled booking is not found again', async () => {
      const sent = parcel();
      const { trackingNumber } = await courier.book(sent);
      await courier.cancel(trackingNumber);
      const [tracked] = await courier.track([trackingNumber]);
      expect(tracked?.state).toBe('cancelled');
      await expect(
        courier.findBooking(sent.orderNumber, { since: new Date() }),
      ).resolves.toBeNull();
    });

    it('answers a held parcel: return it, or try again', async () => {
      const [back, again] = [await book(), await book()];
      harness.holdForReview(back);
      harness.holdForReview(again);
      await courier.answerHeldParcel(back, 'return');
      await courier.answerHeldParcel(again, 'retry');
      const tracked = await courier.track([back, again]);
      expect(tracked.find((parcel) => parcel.trackingNumber === back)?.state).toBe('returning');
      expect(tracked.find((parcel) => parcel.trackingNumber === again)?.state).toBe(
        'out_for_delivery',
      );
    });

    it('takes refused credentials for a setting to fix, not a refusal', async () => {
      const error = await failure(harness.courier({ wrongCredentials: true }).cities());
      expect(error.code).toBe('misconfigured');
      expect(error.retryable).toBe(false);
    });

    it('takes an HTTP 500 as unavailable, worth retrying', async () => {
      harness.server.faults.serverError = true;
      try {
        const error = await failure(courier.book(parcel()));
        expect(error.code).toBe('unavailable');
        expect(error.retryable).toBe(true);
      } finally {
        harness.server.faults.serverError = false;
      }
    });

    it('gives up on a late answer within its timeout; the booking is then found, not made twice', async () => {
      const impatient = harness.courier({ timeoutMs: 800 });
      await impatient.book(parcel()); // what an adapter asks once (Trax's pickup address) is asked now
      const sent = parcel();
      harness.server.faults.delayMs = 2500;
      const started = Date.now();
      try {
        const error = await failure(impatient.book(sent));
        expect(Date.now() - started).toBeLessThan(2000);
        expect(error.code).toBe('unavailable');
        expect(error.retryable).toBe(true);
      } finally {
        harness.server.faults.delayMs = 0;
      }
      // The courier acted on the request after all: the job asks before booking again.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const found = await courier.findBooking(sent.orderNumber, { since: new Date(started) });
      expect(found?.trackingNumber).toBeTruthy();
    });
  },
);
