/** How the API sends a file staff download or print. */
import type { FastifyReply } from 'fastify';

/** A kind of file: how it is sent and what its name ends in. */
export interface FileKind {
  type: string;
  /** `attachment` is saved at once; `inline` opens in the browser's viewer, saved under the name. */
  disposition: 'attachment' | 'inline';
  extension: string;
}

/**
 * Sends a file named `<name>-<YYYY-MM-DD>.<extension>` (today's date, so each day's file is told
 * apart), never kept by a cache: it is made from the data as it is now.
 */
export function sendDatedFile(reply: FastifyReply, kind: FileKind, name: string, body: unknown) {
  const today = new Date().toISOString().slice(0, 10);
  const fileName = `${name}-${today}.${kind.extension}`;
  return reply
    .type(kind.type)
    .header('content-disposition', `${kind.disposition}; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
