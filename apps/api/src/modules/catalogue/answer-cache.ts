/**
 * The storefront's answers, kept until what they show changes: the catalogue's read routes (the spec's
 * GET /products/get, pages of GET /products) and the server-rendered pages (modules/seo). Each answer is
 * made once, carries an ETag (a client that has it gets 304), and is compressed once per encoding, when
 * first asked for.
 *
 * Writes in this process invalidate at once (products, orders, reviews, banners). Another process's
 * writes are seen after `maxAgeMs` (PostgreSQL with several processes); with PGlite there is only this
 * process.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a loader makes: the body as it is sent, its type and status. */
export interface Answer {
  body: string;
  type: string;
  status: number;
}

export function jsonAnswer(data: unknown): Answer {
  return { body: JSON.stringify(data), type: 'application/json; charset=utf-8', status: 200 };
}

export interface CachedAnswer {
  body: Buffer;
  type: string;
  status: number;
  etag: string;
  /** Compressed copies: a promise while compressing, then the bytes (sent without waiting). */
  encoded: Map<Encoding, Promise<Buffer> | Buffer>;
}

interface Entry {
  answer: Promise<CachedAnswer>;
  /** The answer once made: a hit can then be sent without waiting on the promise. */
  made?: CachedAnswer;
  generation: number;
  storedAt: number;
}

export function createAnswerCache(options: {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const fresh = (entry: Entry) =>
    entry.generation === generation && now() - entry.storedAt < options.maxAgeMs;

  return {
    /** The cached answer for `key`, or the one `load` makes (one load at a time per key). */
    get(key: string, load: () => Promise<Answer>): Promise<CachedAnswer> {
      const cached = entries.get(key);
      if (cached && fresh(cached)) {
        // Least recently used first: re-insert on every hit.
        entries.delete(key);
        entries.set(key, cached);
        return cached.answer;
      }
      const entry: Entry = { answer: serialise(load), generation, storedAt: now() };
      void entry.answer.then(
        (made) => (entry.made = made),
        () => undefined,
      );
      entries.delete(key);
      entries.set(key, entry);
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry.answer;
    },

    /** The answer for `key` when it is made and fresh; undefined otherwise (nothing is loaded). */
    made(key: string): CachedAnswer | undefined {
      const cached = entries.get(key);
      return cached && fresh(cached) ? cached.made : undefined;
    },

    /** The catalogue changed: every answer is made again when next asked for. */
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** An answer made for one request and kept nowhere, sent the way a cached one is. */
export function uncachedAnswer(load: () => Promise<Answer>): Promise<CachedAnswer> {
  return serialise(load);
}

async function serialise(load: () => Promise<Answer>): Promise<CachedAnswer> {
  const answer = await load();
  const body = Buffer.from(answer.body);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, type: answer.type, status: answer.status, etag, encoded: new Map() };
}

function encode(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> | Buffer {
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    const compressing =
      encoding === 'br'
        ? brotli(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(answer.body, { level: 6 });
    void compressing.then((bytes) => answer.encoded.set(encoding, bytes));
    answer.encoded.set(encoding, compressing);
    encoded = compressing;
  }
  return encoded;
}

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  // Browsers send a handful of distinct headers: parse each once.
  let known = encodingByHeader.get(acceptEncoding);
  if (known === undefined) {
    known = parseAcceptEncoding(acceptEncoding) ?? 'identity';
    if (encodingByHeader.size >= 100) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, known);
  }
  return known === 'identity' ? undefined : known;
}

const encodingByHeader = new Map<string, Encoding | 'identity'>();

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a cached answer: 304 when the client has it, else the body in the best accepted encoding. By
 * default the browser revalidates every time: a 304 costs a round trip but never shows a stale price
 * or stock; an answer that changes only with a release says how long it may be kept.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl = 'no-cache',
) {
  reply
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', cacheControl);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === answer.etag)) {
    return reply.status(304).send();
  }
  reply.status(answer.status).type(answer.type);
  const encoding =
    answer.body.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  const encoded = encode(answer, encoding);
  return reply
    .header('content-encoding', encoding)
    .send(Buffer.isBuffer(encoded) ? encoded : await encoded);
}
