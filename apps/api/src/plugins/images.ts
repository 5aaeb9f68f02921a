/**
 * The image store: every image the shop shows is re-encoded here with sharp to WebP (longest side at
 * most 800 px, never enlarged) and stored under a random name in DATA_DIR/images. Re-encoding means a
 * stored file is always a plain raster image, whatever was uploaded. Beside each image the store keeps
 * a small copy (IMAGE_SMALL_WIDTH_PX wide) for cards and thumbnails, so a phone does not download an
 * 800 px picture to show it 200 px wide; images stored before small copies existed get theirs the
 * first time one is asked for.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_SIDE_PX, IMAGE_SMALL_WIDTH_PX } from '@shop/domain/constants';
import { fullImageNameOfSmall, isFullImageName, smallImageName } from '@shop/domain/image-names';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors';

/** 40 megapixels: larger than any phone photo, small enough to decode within memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ImageStore {
  readonly dir: string;
  /** Decodes, re-encodes and stores an image and its small copy; returns the image's new name. */
  store(input: Buffer): Promise<string>;
  /**
   * The file to send for a name: a stored image, or its small copy (made now when the image is older
   * than small copies). Null when there is no such image or the name is not one the store makes.
   */
  fileToServe(name: string): Promise<string | null>;
  /** Whether a full-size image of this name is stored (what products and banners may point at). */
  exists(name: string): Promise<boolean>;
}

export async function createImageStore(dataDir: string): Promise<ImageStore> {
  const dir = path.join(dataDir, 'images');
  await mkdir(dir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, name);
  const isFile = (file: string) =>
    stat(file).then(
      (info) => info.isFile(),
      () => false,
    );
  // One making of a given small copy at a time in this process; another process making the same copy
  // at the same moment is harmless (same bytes, each written whole, then renamed into place).
  const making = new Map<string, Promise<void>>();

  async function makeSmallCopy(fullName: string, smallName: string): Promise<void> {
    let pending = making.get(smallName);
    if (!pending) {
      pending = (async () => {
        await writeWhole(fileOf(smallName), await toSmallWebp(await readFile(fileOf(fullName))));
      })().finally(() => making.delete(smallName));
      making.set(smallName, pending);
    }
    await pending;
  }

  return {
    dir,
    async store(input) {
      const webp = await toWebp(input);
      const name = `${randomUUID()}.webp`;
      const small = fileOf(smallImageName(name) as string);
      // The small copy first: an image is only named (and so only shown) once both are in place.
      await writeWhole(small, await toSmallWebp(webp));
      await writeWhole(fileOf(name), webp).catch(async (error: unknown) => {
        await unlink(small).catch(() => undefined);
        throw error;
      });
      return name;
    },
    async fileToServe(name) {
      if (isFullImageName(name)) return (await isFile(fileOf(name))) ? fileOf(name) : null;
      const fullName = fullImageNameOfSmall(name);
      if (!fullName) return null;
      if (await isFile(fileOf(name))) return fileOf(name);
      if (!(await isFile(fileOf(fullName)))) return null;
      await makeSmallCopy(fullName, name);
      return fileOf(name);
    },
    async exists(name) {
      return isFullImageName(name) && isFile(fileOf(name));
    },
  };
}

/** Writes a file so that no reader ever sees part of it: a private temporary name, then a rename. */
async function writeWhole(target: string, data: Buffer): Promise<void> {
  const partial = `${target}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, data, { flag: 'wx' });
    await rename(partial, target);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/** The small copy of a stored (already re-encoded) image. */
function toSmallWebp(storedWebp: Buffer): Promise<Buffer> {
  return sharp(storedWebp)
    .resize({ width: IMAGE_SMALL_WIDTH_PX, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
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
