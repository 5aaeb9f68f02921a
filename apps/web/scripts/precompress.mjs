#!/usr/bin/env node
/**
 * After `vite build`: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text file the
 * server sends as it is (issue #10). The server picks the copy the browser's Accept-Encoding allows,
 * so the smallest bytes travel without compressing on every request. A copy that saves nothing is not
 * kept. index.html is left out: the server fills in each page's head before sending it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT_FILES = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.map',
  '.webmanifest',
]);

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const path of files(dist)) {
  if (!TEXT_FILES.has(extname(path))) continue;
  const source = readFileSync(path);
  const copies = {
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: gzipSync(source, { level: 9 }),
  };
  for (const [suffix, compressed] of Object.entries(copies)) {
    if (compressed.length >= source.length) continue;
    writeFileSync(`${path}.${suffix}`, compressed);
    written += 1;
  }
}
console.log(`precompress: ${written} brotli and gzip copies in ${dist}`);
