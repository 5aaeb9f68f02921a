/** The couriers the shop books with (issue #28), as the API names them and as staff read them. */
export const COURIER_NAMES = ['postex', 'leopards', 'trax'] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

export const COURIER_LABELS: Record<CourierName, string> = {
  postex: 'PostEx',
  leopards: 'Leopards',
  trax: 'Trax',
};
