/**
 * Leopards' shipper advice (API Documentation v2, "Shipper Advice"): the list of parcels Leopards
 * holds until the shop says what to do, and the shop's answer. Leopards has no tracking status for a
 * held parcel, so the list is what tells one. `RA` is read as return and `RT` as retry, the meaning two
 * third-party clients agree on (the guide does not say; docs/couriers/leopards.md §7).
 */
import { shopDayIso } from '@shop/domain/shop-time';
import type { HeldParcelAnswer } from '../courier';
import { CourierError } from '../courier-errors';
import { field, list, text } from '../courier-http';

/** A call to Leopards, as LeopardsCourier makes it (credentials added, envelope read). */
export type LeopardsPost = (
  method: string,
  what: string,
  body: Record<string, unknown>,
) => Promise<unknown>;

/** How far back the list is read: a held parcel waits days for an answer, not months. */
const ADVICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** CNs on the shipper advice list that no one has answered yet. */
export async function awaitingAdvice(post: LeopardsPost): Promise<Set<string>> {
  const body = await post(
    'shipperAdviceList',
    'the shipper advice list',
    adviceRange('from_date', 'to_date'),
  );
  return new Set(
    list(field(body, 'packet_list'))
      .filter((row) => text(field(row, 'advice_text')) === '')
      .map((row) => text(field(row, 'track_number'))),
  );
}

export async function answerAdvice(
  post: LeopardsPost,
  trackingNumber: string,
  answer: HeldParcelAnswer,
): Promise<void> {
  // The answer names the advice row's id, which only the paged form of the list gives.
  const page = await post('shipperAdviceList', `the advice row of ${trackingNumber}`, {
    ...adviceRange('dateFrom', 'toDate'),
    Cn_number: trackingNumber,
    start: 0,
    length: 10,
  });
  const row = list(field(page, 'data')).find(
    (entry) => text(field(entry, 'cn_number')) === trackingNumber,
  );
  if (!row) {
    throw new CourierError(
      'leopards',
      'refused',
      `Leopards holds no advice request for ${trackingNumber}`,
    );
  }
  await post('updateShipperAdvice', `the advice on ${trackingNumber}`, {
    data: [
      {
        id: field(row, 'id'),
        cn_number: trackingNumber,
        shipper_advice_status: answer === 'return' ? 'RA' : 'RT',
        shipper_remarks:
          answer === 'return' ? 'Return to shipper' : 'Please attempt delivery again',
      },
    ],
  });
}

function adviceRange(from: string, to: string): Record<string, string> {
  const now = new Date();
  return {
    [from]: shopDayIso(new Date(now.getTime() - ADVICE_DAYS * DAY_MS)),
    [to]: shopDayIso(now),
  };
}
