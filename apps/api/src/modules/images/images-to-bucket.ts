/**
 * Copies the images a shop kept on its disk (DATA_DIR/images) into its bucket, for the move to
 * S3_BUCKET (`npm run admin -- images-to-s3`). Safe to run again, and to stop halfway: an object the
 * bucket has already is skipped, and the bucket stores each object whole or not at all. The files on
 * the disk are left as they are: they are the way back until the shop has run on the bucket a while.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isStoredImageName } from '@shop/domain/image-names';
import { createDiskImageStorage } from '../../plugins/image-storage-disk';
import type { ImageStorage } from '../../plugins/image-storage';

/** Files copied at once: enough to hide the bucket's latency, few enough for a small server. */
const PARALLEL_COPIES = 4;

export interface CopyCounts {
  /** Images and small copies put into the bucket by this run. */
  copied: number;
  /** Ones the bucket had already (a run before this one, or the shop itself). */
  alreadyThere: number;
  /** Files in the folder that are not the store's (a half-written temporary file, a note). */
  leftAlone: number;
}

export async function copyImagesToBucket(
  dataDir: string,
  bucket: ImageStorage,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, alreadyThere: 0, leftAlone: 0 };
  const names = await readdir(path.join(dataDir, 'images')).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const images = names.filter((name) => isStoredImageName(name));
  counts.leftAlone = names.length - images.length;
  if (images.length === 0) return counts;
  const disk = await createDiskImageStorage(dataDir);

  let next = 0;
  let failed = false;
  async function copyUntilDone(): Promise<void> {
    while (next < images.length && !failed) {
      const name = images[next++] as string;
      if (await bucket.exists(name)) {
        counts.alreadyThere += 1;
        continue;
      }
      // Streamed from the file to the bucket: no image is held whole in memory.
      const file = await disk.get(name);
      if (!file) continue; // removed since the folder was read
      await bucket.put(name, file).catch((error: unknown) => {
        file.body.destroy();
        throw error;
      });
      counts.copied += 1;
    }
  }
  // The first failure (the bucket down, a key refused) stops every copier: a run again resumes.
  await Promise.all(
    Array.from({ length: PARALLEL_COPIES }, () =>
      copyUntilDone().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  return counts;
}
