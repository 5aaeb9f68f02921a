/** A local HTTP server on a free port for the messaging services' test servers: raw bodies in. */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LocalReply {
  status: number;
  contentType: string;
  body: string;
}

export async function startLocalServer(
  handle: (request: LocalRequest) => LocalReply,
  port = 0,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const reply = handle({
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://local.test'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(reply.status, { 'content-type': reply.contentType });
      response.end(reply.body);
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
