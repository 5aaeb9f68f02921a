/**
 * Where a parcel is, in the shop's words, whichever courier carries it (issue #28). Each courier's own
 * statuses are mapped onto these in apps/api/src/modules/couriers/<courier>/statuses.ts.
 */
import { labelledCodes } from './labelled-codes';

/** Each state and how it reads to staff and the shopper. */
const parcelStates = labelledCodes([
  ['booked', 'Booked with the courier'],
  ['picked_up', 'Picked up by the courier'],
  ['in_transit', 'In transit'],
  ['out_for_delivery', 'Out for delivery'],
  ['delivered', 'Delivered'],
  ['returning', 'On its way back to the shop'],
  ['returned', 'Returned to the shop'],
  ['cancelled', 'Cancelled at the courier'],
  /** The courier asks the shop whether to return the parcel or try again. */
  ['held_for_review', 'Held by the courier for the shop’s answer'],
  ['lost', 'Lost by the courier'],
]);
export const PARCEL_STATES = parcelStates.codes;
export type ParcelState = (typeof PARCEL_STATES)[number];
export const PARCEL_STATE_LABELS = parcelStates.labels;

/** States after which a courier no longer moves the parcel: nothing left to ask the courier about. */
export const FINAL_PARCEL_STATES: readonly ParcelState[] = [
  'delivered',
  'returned',
  'cancelled',
  'lost',
];
