import imageCompression from 'browser-image-compression';
// Served from our own origin: the library's default worker script comes from a CDN the shop must not
// depend on (and that an offline or locked-down network cannot reach).
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE_PX } from '@shop/domain/constants';

/** Shrinks an image before upload (spec §5: at most 10 MB, longest side 800 px). */
export function compressImage(file: File, onProgress?: (percent: number) => void): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: IMAGE_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: IMAGE_MAX_SIDE_PX,
    useWebWorker: true,
    libURL: new URL(compressionLibUrl, window.location.href).href,
    onProgress,
  });
}
