import type { FastifyRequest } from 'fastify';

/**
 * The shop's address for absolute links: PUBLIC_URL when set, else the address this request reached
 * (its Host, and the scheme a trusted proxy reports).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
