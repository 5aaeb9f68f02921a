/**
 * Answers compressed with brotli or gzip when the client accepts it (@fastify/compress), from 1 KB up:
 * shoppers on phone networks pay for every byte. Brotli at quality 4 compresses nearly as well as its
 * default (11) at a small fraction of the CPU. Answers compressed already (the catalogue's cached
 * answers, which keep their compressed copies) pass through untouched; their routes say `compress:
 * false` so they skip the plugin's hooks altogether. Request bodies are never compressed (no client of
 * the shop sends one so), so the plugin's request decompression, a hook on every route, is off.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export const compression = fp(compressionPlugin, { name: 'compression' });
