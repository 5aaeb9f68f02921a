/** Reading an order's parcel booking as staff see it, for the booking and tracking tests. */
import type { ParcelBooking } from '@shop/domain/schemas/parcel-booking.schema';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** GET /api/admin/orders/:id/booking, which must answer 200: the booking, its parcel and tracking. */
export async function readBooking<Body = ParcelBooking>(
  app: FastifyInstance,
  auth: { authorization: string },
  orderId: number,
): Promise<Body> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/booking`,
    headers: auth,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Body>();
}
