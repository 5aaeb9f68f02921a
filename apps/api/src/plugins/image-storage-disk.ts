/**
 * Images on the local disk, in DATA_DIR/images: the default, and all a single server needs. Each
 * object is written to a private temporary name and renamed into place, so no reader sees part of it.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ImageStorage, StoredObject } from './image-storage-contract';

export async function createDiskImageStorage(dataDir: string): Promise<ImageStorage> {
  const dir = path.join(dataDir, 'images');
  await mkdir(dir, { recursive: true });
  const fileOf = (name: string) => {
    // The store only passes its own names; anything that could leave the folder is a bug.
    if (name !== path.basename(name) || name.startsWith('.')) {
      throw new Error(`Not an object name: ${name}`);
    }
    return path.join(dir, name);
  };

  return {
    location: dir,
    async put(name, body) {
      const target = fileOf(name);
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body.body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },
    async get(name) {
      // Opened first, then measured: the size is the size of the file being sent.
      const handle = await open(fileOf(name), 'r').catch(ignoreMissing);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: info.size } satisfies StoredObject;
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(name) {
      const info = await stat(fileOf(name)).catch(ignoreMissing);
      return info?.isFile() ?? false;
    },
    async delete(name) {
      await unlink(fileOf(name)).catch(ignoreMissing);
    },
    async *list() {
      for await (const entry of await opendir(dir)) {
        // A file still being written has a private name (see put) and is not an object yet.
        if (entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.partial')) {
          yield entry.name;
        }
      }
    },
    async close() {},
  };
}

function ignoreMissing(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
}
