/**
 * What one courier does that the contract suite does not reach: the spellings its guide and its live
 * API disagree on, and the one status table all three share the reading of. No database: api-pglite only.
 */
import { describe, expect, it } from 'vitest';
import { testLog } from '../../test/couriers/courier-harnesses';
import { startTraxServer, TRAX_KEY } from '../../test/couriers/trax-server';
import { setUpForTests } from '../../test/set-up-for-tests';
import { CourierHttp } from './courier-http';
import { cityId, codRupees, pakistanTime } from './courier-values';
import { LEOPARDS_PUSH_CODES, LEOPARDS_STATUSES } from './leopards/statuses';
import { POSTEX_HISTORY_CODES, POSTEX_STATUSES } from './postex/statuses';
import { shopState } from './status-table';
import { TRAX_STATUSES } from './trax/statuses';
import { TraxCourier } from './trax/trax-courier';

describe.runIf(process.env.TEST_DB !== 'postgres')('courier quirks', () => {
  const trax = setUpForTests(startTraxServer);

  it("reads Trax's booking answer under the guide's spaced key as well", async () => {
    const log = testLog();
    const courier = new TraxCourier(
      { apiKey: TRAX_KEY, apiUrl: trax.apiUrl },
      new CourierHttp('trax'),
      log,
    );
    trax.guideSpelling.bookingKey = true;
    const booking = await courier.book({
      orderNumber: 'ZB-20001',
      consigneeName: 'Sana Malik',
      phone: '03211234567',
      address: 'Flat 3, Block 7, Clifton',
      city: '700',
      codAmountPaisa: 150_000,
      pieces: 2,
      weightGrams: 1200,
      itemsDescription: '2 × Clutch bag',
      note: 'Call before coming',
    });
    expect(booking.trackingNumber).toMatch(/^\d{14}$/);
    const sent = trax.requests.find((request) => request.path === '/api/shipment/book')?.body;
    // The bare key, the weight in kg, the shop's e-mail for a shopper without one.
    expect(trax.requests.every((request) => request.headers.authorization === TRAX_KEY)).toBe(true);
    expect(sent).toMatchObject({
      estimated_weight: 1.2,
      amount: 1500,
      consignee_email_address: 'orders@zewar.test',
    });
  });

  it("spells each courier's statuses however its calls do", () => {
    const log = testLog();
    // Trax's webhook writes 'Shipment-Arrived at origin', its tracking 'Shipment - Arrived at Origin'.
    expect(shopState('trax', TRAX_STATUSES, 'Shipment-Arrived at origin', log)).toBe('in_transit');
    // PostEx's create-order answers 'UnBooked', its status list says 'Unbooked'.
    expect(shopState('postex', POSTEX_STATUSES, 'UnBooked', log)).toBe('booked');
    expect(shopState('postex', POSTEX_HISTORY_CODES, '0013', log)).toBe('out_for_delivery');
    expect(shopState('leopards', LEOPARDS_STATUSES, 'Returned to Shipper', log)).toBe('returned');
    expect(shopState('leopards', LEOPARDS_PUSH_CODES, 'DV', log)).toBe('delivered');
    expect(log.warnings).toEqual([]);
  });

  it('rounds the COD amount to whole rupees, half away from zero', () => {
    expect(codRupees(299_950)).toBe(3000);
    expect(codRupees(299_949)).toBe(2999);
    expect(codRupees(0)).toBe(0);
  });

  it('refuses a city name where a courier books by id, before asking the courier', () => {
    expect(cityId('leopards', ' 789 ')).toBe(789);
    expect(() => cityId('trax', 'Lahore')).toThrow(
      'Trax books by city id, and "Lahore" is not one of its ids',
    );
  });

  it("reads the couriers' Pakistan-time stamps", () => {
    expect(pakistanTime('2026-06-27 16:00:00')?.toISOString()).toBe('2026-06-27T11:00:00.000Z');
    expect(pakistanTime('27/06/2026')?.toISOString()).toBe('2026-06-26T19:00:00.000Z');
    expect(pakistanTime('2026-06-27')?.toISOString()).toBe('2026-06-26T19:00:00.000Z');
    expect(pakistanTime('yesterday')).toBeUndefined();
  });
});
