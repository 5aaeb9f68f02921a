import Box from '@mui/material/Box';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { useState } from 'react';
import { ifFailedEarly } from '../lib/image-failed-early';

interface ProductImageProps {
  src: string;
  alt: string;
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
  src,
  alt,
  ratio = '1 / 1',
  width = 600,
  height = 600,
  eager = false,
  fit = 'cover',
  decorative = false,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <Box
      sx={{
        aspectRatio: ratio,
        width: '100%',
        overflow: 'hidden',
        bgcolor: '#f7efe9',
        position: 'relative',
      }}
    >
      {failed ? (
        <Box
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : `${alt} (image unavailable)`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            color: 'primary.main',
          }}
        >
          <ImageNotSupportedOutlined sx={{ fontSize: 48, opacity: 0.7 }} aria-hidden />
          <Box component="span" aria-hidden sx={{ fontSize: '0.8rem', color: '#6b4a3a' }}>
            Image unavailable
          </Box>
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={decorative ? '' : alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          ref={ifFailedEarly(() => setFailedSrc(src))}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: fit }}
        />
      )}
    </Box>
  );
}
