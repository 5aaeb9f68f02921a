/**
 * Where a parcel is, in the shop's words, whichever courier carries it (issue #28). Each courier's own
 * statuses are mapped onto these in apps/api/src/modules/couriers/<courier>/statuses.ts.
 */
export const PARCEL_STATES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returning',
  'returned',
  'cancelled',
  /** The courier asks the shop whether to return the parcel or try again. */
  'held_for_review',
  'lost',
] as const;

export type ParcelState = (typeof PARCEL_STATES)[number];

/** States after which a courier no longer moves the parcel: nothing left to ask the courier about. */
export const FINAL_PARCEL_STATES: readonly ParcelState[] = [
  'delivered',
  'returned',
  'cancelled',
  'lost',
];

/** How each state reads to staff and the shopper. */
export const PARCEL_STATE_LABELS: Record<ParcelState, string> = {
  booked: 'Booked with the courier',
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  returning: 'On its way back to the shop',
  returned: 'Returned to the shop',
  cancelled: 'Cancelled at the courier',
  held_for_review: 'Held by the courier for the shop’s answer',
  lost: 'Lost by the courier',
};
