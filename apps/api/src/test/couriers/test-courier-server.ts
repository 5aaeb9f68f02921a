/**
 * What the couriers' test servers share: a real HTTP server on a random local port, JSON in and out,
 * PDFs, and the fault switches the contract suite flips (an answer that comes too late, an HTTP 500, a
 * label that is not ready yet). Each courier's own API, auth and envelopes are in <courier>-server.ts.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface TestRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The JSON body, or undefined when there was none. */
  body: unknown;
}

export type TestReply =
  | { status?: number; json: unknown }
  | { status?: number; pdf: Uint8Array }
  | { status: number; text: string };

export interface Faults {
  /** Answer this many milliseconds late (a courier past the adapter's deadline); 0 answers at once. */
  delayMs: number;
  /** Only requests whose path matches are late (the booking call, not a lookup before it); null: all. */
  delayPath: RegExp | null;
  /** Answer every call with HTTP 500. */
  serverError: boolean;
  /** Labels and sheets are not made yet. */
  labelsNotReady: boolean;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  faults: Faults;
  /** Every request in the order it came, for tests that check what an adapter sent. */
  requests: TestRequest[];
  close(): Promise<void>;
}

/** `port` 0 (the tests) takes a free one; the browser tests' server gives its own. */
export async function startTestServer(
  handle: (request: TestRequest) => TestReply | Promise<TestReply>,
  port = 0,
): Promise<TestServer> {
  const faults: Faults = {
    delayMs: 0,
    delayPath: null,
    serverError: false,
    labelsNotReady: false,
  };
  const requests: TestRequest[] = [];
  const server = createServer((incoming, response) => {
    void answer(incoming, response);
  });
  async function answer(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://test.local');
    const request: TestRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    };
    requests.push(request);
    const late = faults.delayMs > 0 && (faults.delayPath?.test(request.path) ?? true);
    if (late) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    // A late answer is still acted on, as a courier does: a booking the adapter gave up waiting for
    // exists all the same, which is what findBooking is for.
    const reply: TestReply = faults.serverError
      ? { status: 500, text: '<html><body>500 Internal Server Error</body></html>' }
      : await handle(request);
    if (!response.destroyed) send(response, reply);
  }
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const listening = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${listening}`,
    faults,
    requests,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function send(response: ServerResponse, reply: TestReply): void {
  if ('pdf' in reply) {
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/pdf' });
    response.end(Buffer.from(reply.pdf));
  } else if ('json' in reply) {
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.json));
  } else {
    response.writeHead(reply.status, { 'content-type': 'text/html' });
    response.end(reply.text);
  }
}

/** A small, valid PDF with one page per line of text (a label per parcel, a sheet per call). */
export async function testPdf(pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of pages) {
    const page = document.addPage([288, 432]); // 4 × 6 inches, a label's size
    page.drawText(line, { x: 24, y: 400, size: 12, font });
  }
  return document.save();
}

/** The time on a clock in Pakistan (UTC+5, no summer time), yyyy-mm-ddThh:mm:ss.sssZ read as local. */
function pakistanClock(date: Date): string {
  return new Date(date.getTime() + 5 * 60 * 60 * 1000).toISOString();
}

/** Today in Pakistan, yyyy-mm-dd. */
export function pakistanDay(date: Date = new Date()): string {
  return pakistanClock(date).slice(0, 10);
}

/** Now as a courier in Pakistan writes it, without a zone: yyyy-mm-dd hh:mm:ss. */
export function pakistanDateTime(date: Date = new Date()): string {
  return pakistanClock(date).replace('T', ' ').slice(0, 19);
}

/** A run of digits for made-up tracking numbers, unique within one server. */
export function serialNumber(prefix: string, serial: number, digits: number): string {
  return `${prefix}${String(serial).padStart(digits, '0')}`;
}
