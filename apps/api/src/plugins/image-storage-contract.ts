/**
 * What an image storage is, whichever keeps the objects: the disk (image-storage-disk.ts) or a bucket
 * (image-storage-s3.ts). Both implement it here, apart from image-storage.ts that chooses one, so
 * neither imports the module that imports it.
 */
import type { Readable } from 'node:stream';

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
