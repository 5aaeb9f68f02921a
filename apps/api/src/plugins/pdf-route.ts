/**
 * A route that answers a PDF (packing slips, pick lists, airway bills…): documented and sent by
 * pdf/pdf-reply.ts under one name, so the file name the document promises is the one sent.
 */
import type { z } from 'zod';
import { pdfResponse, sendPdf } from '../pdf/pdf-reply';
import type { ZodApp } from './route-schema';

/** Where the route reads what to print: exactly one part of the request, with its schema. */
type PdfInput<Schema extends z.ZodType> =
  { params: Schema } | { querystring: Schema } | { body: Schema };

export function pdfRoute<Schema extends z.ZodType>(
  app: ZodApp,
  route: {
    method: 'GET' | 'POST';
    path: string;
    tag: string;
    description: string;
    /** The file's name before its date: 'pick-list' is saved as pick-list-YYYY-MM-DD.pdf. */
    name: string;
    /** The JSON errors it answers instead; pdfResponse's list when not given. */
    errors?: Parameters<typeof pdfResponse>[1];
    input: PdfInput<Schema>;
    make: (input: z.output<Schema>) => Promise<Uint8Array>;
  },
): void {
  const read = 'params' in route.input ? 'params' : 'querystring' in route.input ? 'query' : 'body';
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.tag],
      description: route.description,
      ...route.input,
      response: pdfResponse(`${route.name}-YYYY-MM-DD.pdf`, route.errors),
    },
    // The input's schema has parsed the part read (the type provider cannot follow which part).
    handler: async (request, reply) =>
      sendPdf(reply, route.name, await route.make(request[read] as z.output<Schema>)),
  });
}
