/**
 * The couriers' pushes as they send them (docs/couriers/leopards.md §10, trax.md §10), read into the
 * shop's news of a parcel. Leopards' Push API sends a list of `{ cn_number, status (a short code),
 * reason, activity_date }`; Trax sends one `{ tracking_number, status, date_time }`, its status in the
 * words of its tracking call (spaced differently: statusKey folds that).
 */
import { z } from 'zod';
import type { CourierLog } from '../couriers/courier';
import { pakistanTime } from '../couriers/courier-values';
import {
  LEOPARDS_PUSH_CODES,
  LEOPARDS_PUSH_NAMES,
  LEOPARDS_STATUSES,
} from '../couriers/leopards/statuses';
import { knownState, shopState, statusKey } from '../couriers/status-table';
import { TRAX_STATUSES } from '../couriers/trax/statuses';
import type { TrackingNews } from './parcel-tracking';

/** A tracking number as couriers send it: text, or a JSON number (Trax's sometimes are). */
const trackingNumberField = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'Tracking number is required' })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Tracking number is required' })
      .max(64, { error: 'Tracking number is at most 64 characters' }),
  );

const statusField = z
  .string({ error: 'Status is required' })
  .trim()
  .min(1, { error: 'Status is required' })
  .max(200, { error: 'Status is at most 200 characters' });

/** "yyyy-mm-dd H:i:s" in Pakistan time, as both couriers write it. */
const pakistanTimeField = z
  .string({ error: 'Time is required, as yyyy-mm-dd hh:mm:ss' })
  .refine((value) => pakistanTime(value) !== undefined, {
    error: 'Time must be yyyy-mm-dd hh:mm:ss',
  });

const optionalWords = (max: number) => z.string().max(max).nullish();

/** Leopards' Push API body (its sample is not valid JSON; this is its intended shape). */
export const leopardsPushSchema = z.object({
  data: z
    .array(
      z.object({
        cn_number: trackingNumberField,
        status: statusField,
        receiver_name: optionalWords(200),
        reason: optionalWords(500),
        activity_date: pakistanTimeField,
      }),
      { error: 'data must be a list of status updates' },
    )
    .min(1, { error: 'data must hold at least one status update' })
    .max(500, { error: 'data holds at most 500 status updates' }),
});
export type LeopardsPush = z.infer<typeof leopardsPushSchema>;

/** Leopards answers a push it took with this (Push API v1.0). */
export const leopardsPushAnswerSchema = z.object({
  status: z.literal(1),
  errors: z.array(z.string()),
});

/** Trax's shipment-status webhook body. Its payment and charges pushes have other fields. */
export const traxPushSchema = z.object({
  tracking_number: trackingNumberField,
  status: statusField,
  date_time: pakistanTimeField,
});
export type TraxPush = z.infer<typeof traxPushSchema>;

export const traxPushAnswerSchema = z.object({ status: z.literal(0), message: z.string() });

/** One Leopards update as news: its code's state (or a long name's), its words for the event. */
export function leopardsNews(update: LeopardsPush['data'][number], log: CourierLog): TrackingNews {
  const code = update.status.toUpperCase();
  const named = LEOPARDS_PUSH_NAMES[code];
  // The push is documented with codes; its long names are taken too (unconfirmed whether it sends them).
  const state =
    knownState(LEOPARDS_PUSH_CODES, code) ??
    shopState('leopards', LEOPARDS_STATUSES, update.status, log);
  const words = named ?? update.status;
  const at = pakistanTime(update.activity_date) as Date;
  return {
    state,
    courierStatus: update.status,
    at,
    events: [{ at, status: update.reason ? `${words} (${update.reason})` : words, state }],
  };
}

/** Trax's push as news; a payment push (its status "Payment-…") is not a parcel's. */
export function traxNews(push: TraxPush, log: CourierLog): TrackingNews | null {
  if (statusKey(push.status).startsWith('payment-')) return null;
  const state = shopState('trax', TRAX_STATUSES, push.status, log);
  const at = pakistanTime(push.date_time) as Date;
  return {
    state,
    courierStatus: push.status,
    at,
    events: [{ at, status: push.status, state }],
  };
}
