/** An order's private page on the shop, for whoever holds its tracking token (the link is the key). */
export function orderPagePath(trackingToken: string): string {
  return `/order/${trackingToken}`;
}
