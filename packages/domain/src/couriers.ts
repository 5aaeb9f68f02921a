/** The couriers the shop books with (issue #28), as the API names them and as staff read them. */
import { labelledCodes } from './labelled-codes';

const couriers = labelledCodes([
  ['postex', 'PostEx'],
  ['leopards', 'Leopards'],
  ['trax', 'Trax'],
]);
export const COURIER_NAMES = couriers.codes;
export type CourierName = (typeof COURIER_NAMES)[number];
export const COURIER_LABELS = couriers.labels;
