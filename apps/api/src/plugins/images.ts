/**
 * The image store: every image the shop shows is re-encoded here with sharp to WebP (longest side at
 * most 800 px, never enlarged) and stored under a random name in the image storage (DATA_DIR/images,
 * or an S3 bucket: image-storage.ts). Re-encoding means a stored file is always a plain raster image,
 * whatever was uploaded. Beside each image the store keeps a small copy (IMAGE_SMALL_WIDTH_PX wide)
 * for cards and thumbnails, so a phone does not download an 800 px picture to show it 200 px wide;
 * images stored before small copies existed get theirs the first time one is asked for.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { IMAGE_MAX_SIDE_PX, IMAGE_SMALL_WIDTH_PX } from '@shop/domain/constants';
import { fullImageNameOfSmall, isFullImageName, smallImageName } from '@shop/domain/image-names';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors';
import type { ImageStorage } from './image-storage';

/** 40 megapixels: larger than any phone photo, small enough to decode within memory. */
const IMAGE_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** An image to send: streamed from the storage, or a small copy just made (already in memory). */
export interface ImageToSend {
  body: Readable | Buffer;
  size: number;
}

export interface ImageStore {
  /** Decodes, re-encodes and stores an image and its small copy; returns the image's new name. */
  store(input: Buffer): Promise<string>;
  /**
   * A stored image, or its small copy (made now when the image is older than small copies). Null when
   * there is no such image or the name is not one the store makes.
   */
  open(name: string): Promise<ImageToSend | null>;
  /** Whether a full-size image of this name is stored (what products and banners may point at). */
  exists(name: string): Promise<boolean>;
  /**
   * Which of these names are stored full-size images, from one listing of the storage: a products
   * file may name thousands, and a lookup each would be as many requests to a bucket.
   */
  storedAmong(names: Iterable<string>): Promise<Set<string>>;
}

export function createImageStore(storage: ImageStorage): ImageStore {
  // One making of a given small copy at a time in this process; another process making the same copy
  // at the same moment is harmless (same bytes, each stored whole).
  const making = new Map<string, Promise<Buffer | null>>();

  function makeSmallCopy(fullName: string, smallName: string): Promise<Buffer | null> {
    let pending = making.get(smallName);
    if (!pending) {
      pending = (async () => {
        const full = await storage.get(fullName);
        if (!full) return null;
        // Only an image the store itself made is read whole here: at most 800 px of WebP.
        const small = await toSmallWebp(await buffer(full.body));
        await storage.put(smallName, small);
        return small;
      })().finally(() => making.delete(smallName));
      making.set(smallName, pending);
    }
    return pending;
  }

  return {
    async store(input) {
      const webp = await toWebp(input);
      const name = `${randomUUID()}.webp`;
      const smallName = smallImageName(name) as string;
      // The small copy first: an image is only named (and so only shown) once both are in place.
      await storage.put(smallName, await toSmallWebp(webp));
      await storage.put(name, webp).catch(async (error: unknown) => {
        await storage.delete(smallName).catch(() => undefined);
        throw error;
      });
      return name;
    },
    async open(name) {
      if (isFullImageName(name)) return storage.get(name);
      const fullName = fullImageNameOfSmall(name);
      if (!fullName) return null;
      const stored = await storage.get(name);
      if (stored) return stored;
      const made = await makeSmallCopy(fullName, name);
      return made && { body: made, size: made.length };
    },
    async exists(name) {
      return isFullImageName(name) && storage.exists(name);
    },
    async storedAmong(names) {
      const wanted = new Set([...names].filter(isFullImageName));
      const stored = new Set<string>();
      if (wanted.size === 0) return stored;
      for await (const name of storage.list()) if (wanted.has(name)) stored.add(name);
      return stored;
    },
  };
}

/** The small copy of a stored (already re-encoded) image. */
function toSmallWebp(storedWebp: Buffer): Promise<Buffer> {
  return sharp(storedWebp)
    .resize({ width: IMAGE_SMALL_WIDTH_PX, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

async function toWebp(input: Buffer): Promise<Buffer> {
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
