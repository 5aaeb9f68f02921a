/** How the API answers a PDF: documented as such in the API document, sent for printing. */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendDatedFile, type FileKind } from '../dated-file-reply';

type ErrorStatus = 400 | 404 | 409 | 503;

/** The documented answers of a PDF route: the file, or a JSON error staff can act on. */
export function pdfResponse(
  description: string,
  errors: readonly ErrorStatus[] = [400, 404, 409, 503],
) {
  return {
    200: { description, content: { 'application/pdf': { schema: z.string() } } },
    ...Object.fromEntries(errors.map((status) => [status, apiErrorSchema])),
  };
}

const PDF_FILE: FileKind = { type: 'application/pdf', disposition: 'inline', extension: 'pdf' };

/** Shown in the browser's viewer (inline), named for when it is saved; never kept by a cache. */
export function sendPdf(reply: FastifyReply, name: string, pdf: Uint8Array) {
  return sendDatedFile(reply, PDF_FILE, name, Buffer.from(pdf));
}
