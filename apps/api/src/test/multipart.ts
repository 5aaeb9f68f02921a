/** Builds a multipart/form-data request body for app.inject. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type FormPart =
  /** A text field; `contentType` declares its type, as `curl -F 'name=value;type=…'` does. */
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

export function multipart(parts: FormPart[]) {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"\r\n${type}\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts `parts` as a multipart form to `url`, with `headers` (a sign-in) beside the form's own. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: FormPart[],
  headers: Record<string, string> = {},
) {
  const form = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
