/**
 * Where the image store keeps its WebP files: the local disk (DATA_DIR/images, the embedded default)
 * or an S3-compatible bucket (S3_BUCKET). Both keep whole objects under the store's own names and
 * neither decodes an image: the store (images.ts) makes the WebP and small copies the same way for
 * either, so the rest of the code does not care which is in use.
 */
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { createDiskImageStorage } from './image-storage-disk';
import { createS3ImageStorage } from './image-storage-s3';

/** A stored object being read: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable;
  size: number;
}

export interface ImageStorage {
  /** Where the objects are, for people: a folder, or s3://bucket/prefix. */
  readonly location: string;
  /** Stores an object whole: a reader sees all of it or none of it, never a part. */
  put(name: string, body: Buffer | StoredObject): Promise<void>;
  /** The object to read, or null when there is none of that name. */
  get(name: string): Promise<StoredObject | null>;
  exists(name: string): Promise<boolean>;
  /**
   * The name of every object, from one listing: the folder read once, or the bucket's keys under its
   * prefix a page (1,000 keys) per request. Cheaper than a lookup per name once there are more than a few.
   */
  list(): AsyncIterable<string>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** Where the bucket's failures are told (the server's log; the admin command's terminal). */
export interface StorageLog {
  warn(details: { err: unknown; location: string }, message: string): void;
}

export function createImageStorage(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  log: StorageLog,
): Promise<ImageStorage> {
  return config.s3 ? createS3ImageStorage(config.s3, log) : createDiskImageStorage(config.dataDir);
}
