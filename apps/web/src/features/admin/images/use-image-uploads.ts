import { useCallback, useState } from 'react';
import { uploadImage } from './api/upload-image';
import { compressImage } from './compress-image';

export type UploadPhase = 'compressing' | 'uploading' | 'done' | 'error';

export interface UploadProgress {
  phase: UploadPhase;
  /** Progress of the current phase, 0–100. */
  percent: number;
  error?: string;
}

export interface PendingImage {
  /** Stable key of the form row the file belongs to. */
  key: string;
  file: File;
}

export class UploadFailedError extends Error {
  constructor(failed: number) {
    super(
      failed === 1 ? 'An image could not be uploaded.' : `${failed} images could not be uploaded.`,
    );
    this.name = 'UploadFailedError';
  }
}

/**
 * Compresses then uploads each new image, all in parallel, one request per image (spec §7), keeping each
 * file's progress for the form to show. Resolves with the stored file names in the order given; rejects
 * if any image failed, so the form is never saved with an image missing.
 */
export function useImageUploads() {
  const [progress, setProgress] = useState<Record<string, UploadProgress>>({});

  const update = useCallback((key: string, next: UploadProgress) => {
    setProgress((current) => ({ ...current, [key]: next }));
  }, []);

  const uploadAll = useCallback(
    async (images: readonly PendingImage[]): Promise<string[]> => {
      const results = await Promise.allSettled(
        images.map(async ({ key, file }) => {
          try {
            update(key, { phase: 'compressing', percent: 0 });
            const compressed = await compressImage(file, (percent) =>
              update(key, { phase: 'compressing', percent }),
            );
            update(key, { phase: 'uploading', percent: 0 });
            const name = await uploadImage(compressed, file.name, {
              onProgress: (percent) => update(key, { phase: 'uploading', percent }),
            });
            update(key, { phase: 'done', percent: 100 });
            return name;
          } catch (error) {
            const message = error instanceof Error ? error.message : 'Upload failed';
            update(key, { phase: 'error', percent: 0, error: message });
            throw error;
          }
        }),
      );
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0) throw new UploadFailedError(failed);
      return results.map((result) => (result.status === 'fulfilled' ? result.value : ''));
    },
    [update],
  );

  const reset = useCallback(() => setProgress({}), []);

  return { progress, uploadAll, reset };
}
