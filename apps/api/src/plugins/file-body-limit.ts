import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The route options of an import that takes a file as its body: a file over `maxBytes` is a 413 in
 * the import's own words, refused before the body is read when the request announces its size.
 */
export function fileBodyLimit(maxBytes: number, tooLarge: string) {
  return {
    bodyLimit: maxBytes,
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
        throw new AppError('too_large', tooLarge);
      }
    },
  };
}
