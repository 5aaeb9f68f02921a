import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The e-mail of the staff member making an admin request, as ledgers and timelines record them. The
 * admin scope's guard has already checked the token; this only refuses a route wrongly registered
 * outside it.
 */
export function staffEmail(request: FastifyRequest): string {
  if (!request.admin) throw new AppError('unauthorized', 'Authentication required');
  return request.admin.email;
}
