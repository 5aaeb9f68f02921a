import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The products CSV as the back office downloads it, signed in with `auth`; expects a 200. */
export async function exportProductsCsv(t: {
  app: FastifyInstance;
  auth: { authorization: string };
}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products/export',
    headers: t.auth,
  });
  expect(response.statusCode).toBe(200);
  return response;
}
