/**
 * Where the image store keeps its WebP files: the local disk (DATA_DIR/images, the embedded default)
 * or an S3-compatible bucket (S3_BUCKET). Both keep whole objects under the store's own names and
 * neither decodes an image: the store (images.ts) makes the WebP and small copies the same way for
 * either, so the rest of the code does not care which is in use.
 */
import type { AppConfig } from '../config';
import { createDiskImageStorage } from './image-storage-disk';
import { createS3ImageStorage } from './image-storage-s3';
import type { ImageStorage, StorageLog } from './image-storage-contract';

export type { ImageStorage, StorageLog, StoredObject } from './image-storage-contract';

export function createImageStorage(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  log: StorageLog,
): Promise<ImageStorage> {
  return config.s3 ? createS3ImageStorage(config.s3, log) : createDiskImageStorage(config.dataDir);
}
