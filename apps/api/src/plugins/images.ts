/**
 * The image store: every image the shop shows is re-encoded here with sharp to WebP (longest side at
 * most 800 px, never enlarged) and stored under a random name in DATA_DIR/images. Re-encoding means a
 * stored file is always a plain raster image, whatever was uploaded.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_SIDE_PX } from '@shop/domain/constants';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors';

/** 40 megapixels: larger than any phone photo, small enough to decode within memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export interface ImageStore {
  readonly dir: string;
  /** Decodes, re-encodes and stores an image; returns its new file name. */
  store(input: Buffer): Promise<string>;
  /** The absolute path of a stored image, or null when the name is not one the store could have made. */
  pathOf(name: string): string | null;
  exists(name: string): Promise<boolean>;
}

export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

export async function createImageStore(dataDir: string): Promise<ImageStore> {
  const dir = path.join(dataDir, 'images');
  await mkdir(dir, { recursive: true });
  const pathOf = (name: string) => (isStoredImageName(name) ? path.join(dir, name) : null);
  return {
    dir,
    pathOf,
    async store(input) {
      const webp = await toWebp(input);
      const name = `${randomUUID()}.webp`;
      const target = path.join(dir, name);
      const partial = `${target}.partial`;
      try {
        await writeFile(partial, webp, { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
      return name;
    },
    async exists(name) {
      const file = pathOf(name);
      if (!file) return false;
      return stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}

export async function toWebp(input: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(
      'unsupported',
      'The file is not an image (JPEG, PNG, WebP, GIF, AVIF or TIFF)',
    );
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError(
      'unsupported',
      'The file is not an image (JPEG, PNG, WebP, GIF, AVIF or TIFF)',
    );
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0 || pixels > IMAGE_MAX_PIXELS) {
    throw new AppError('invalid', 'The image has too many pixels (at most 40 megapixels)');
  }
  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: IMAGE_MAX_SIDE_PX,
        height: IMAGE_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported', 'The image could not be decoded');
  }
}
