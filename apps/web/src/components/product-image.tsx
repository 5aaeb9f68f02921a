import { useState } from 'react';
import { imageSrcSet, imageUrl } from '../lib/api-client';
import { ImageNotSupportedOutlinedIcon } from './light-icons';
import { ifFailedEarly } from '../lib/image-failed-early';
import * as styles from './product-image.css';

interface ProductImageProps {
  /** The stored image's name; none (or a broken one) shows the placeholder. */
  image: string | null | undefined;
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute says it: the browser picks its copy by it. */
  sizes: string;
  /** CSS aspect ratio of the frame, reserved before the image arrives so nothing jumps. */
  ratio?: string;
  /** Intrinsic size hint for the browser; the frame decides the shown size. */
  width?: number;
  height?: number;
  /** On the first screen: loaded at once and first (the page's largest image is its LCP). */
  eager?: boolean;
  fit?: 'cover' | 'contain';
  /** The name is already beside the image (a card's title): hide the image from screen readers. */
  decorative?: boolean;
}

/**
 * A product photo in a fixed-ratio frame, lazy-loaded. A missing or broken image is replaced by a
 * placeholder that keeps the same frame and name (spec §2: 'replaced by a placeholder').
 */
export function ProductImage({
  image,
  alt,
  sizes,
  ratio = '1 / 1',
  width = 600,
  height = 600,
  eager = false,
  fit = 'cover',
  decorative = false,
}: ProductImageProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const failed = !image || failedImage === image;
  return (
    <div className={styles.frame} style={{ aspectRatio: ratio }}>
      {failed ? (
        <div
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : `${alt} (image unavailable)`}
          className={styles.placeholder}
        >
          <ImageNotSupportedOutlinedIcon className={styles.missingIcon} />
          <span aria-hidden className={styles.missingText}>
            Image unavailable
          </span>
        </div>
      ) : (
        <img
          src={imageUrl(image)}
          srcSet={imageSrcSet(image)}
          sizes={sizes}
          alt={decorative ? '' : alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedImage(image)}
          ref={ifFailedEarly(() => setFailedImage(image))}
          className={styles[fit]}
        />
      )}
    </div>
  );
}
