/** Image fixtures made on the fly, so the tests carry no binary files. */
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll } from 'vitest';

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 131, g: 79, b: 55 } },
  })
    .png()
    .toBuffer();
}

/** Stores a PNG of each [width, height] in the app's images, one after the other; answers their names. */
export async function storedPngs(
  app: FastifyInstance,
  sizes: [width: number, height: number][],
): Promise<string[]> {
  const names: string[] = [];
  for (const [width, height] of sizes)
    names.push(await app.images.store(await pngOf(width, height)));
  return names;
}

/**
 * Stores a PNG of each size before the tests of a file or describe block (storedPngs); the array
 * answered holds their names from then on.
 */
export function setUpStoredPngs(
  t: { app: FastifyInstance },
  sizes: [width: number, height: number][],
): string[] {
  const names: string[] = [];
  beforeAll(async () => {
    names.push(...(await storedPngs(t.app, sizes)));
  });
  return names;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header announcing huge dimensions with almost no data: a decompression bomb's shape. */
export function hugePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
