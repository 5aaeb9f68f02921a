import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROMO_ROTATION_MS } from '@shop/domain/constants';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import { useRotatingIndex } from './use-rotating-index';
import { ifFailedEarly } from '../../../../lib/image-failed-early';
import { buttonLook } from '../../../../components/light-controls';
import { coverImageSx } from './cover-image-sx';
import { displayHeadingSx } from '../../../../components/display-type';

interface PromoSectionProps {
  id: string;
  title: string;
  text: string;
  /** Two images that take turns every 5 s (spec §2). */
  images: readonly [string, string];
  /** Bundled artwork shown in place of an image that fails to load. */
  fallbackImages: readonly [string, string];
  imageAlt: string;
  /** Image on the right on wide screens; the two promos mirror each other. */
  reverse?: boolean;
}

export function PromoSection({
  id,
  title,
  text,
  images,
  fallbackImages,
  imageAlt,
  reverse = false,
}: PromoSectionProps) {
  const { index } = useRotatingIndex(images.length, PROMO_ROTATION_MS);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = images.map((src, position) =>
    failed.has(src) ? (fallbackImages[position] ?? fallbackImages[0]) : src,
  );
  const markFailed = (src: string) =>
    setFailed((previous) => (previous.has(src) ? previous : new Set(previous).add(src)));
  const headingId = `${id}-heading`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: reverse ? '#ffffff' : '#FBEDE4', py: { xs: 5, md: 8 } }}
    >
      <Box
        sx={{
          maxWidth: 1180,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          display: 'grid',
          gap: { xs: 3, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box
          sx={{
            order: { xs: 0, md: reverse ? 1 : 0 },
            position: 'relative',
            aspectRatio: '1 / 1',
            maxWidth: 480,
            width: '100%',
            mx: 'auto',
            borderRadius: 3,
            overflow: 'hidden',
            boxShadow: '0 12px 30px rgba(131, 79, 55, 0.18)',
            bgcolor: '#F6D8C6',
          }}
        >
          {shown.map((src, position) => (
            <Box
              key={position}
              component="img"
              src={src}
              onError={() => markFailed(src)}
              ref={ifFailedEarly(() => markFailed(src))}
              alt={position === index ? imageAlt : ''}
              aria-hidden={position !== index}
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
              sx={{
                ...coverImageSx,
                opacity: position === index ? 1 : 0,
                transition: 'opacity 800ms ease',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          ))}
        </Box>
        <Box sx={{ textAlign: { xs: 'center', md: 'left' } }}>
          <Typography
            id={headingId}
            component="h2"
            sx={{
              ...displayHeadingSx,
              fontSize: { xs: '1.75rem', md: '2.4rem' },
              lineHeight: 1.2,
            }}
          >
            {title}
          </Typography>
          <Typography
            sx={{ mt: 2, mb: 3, fontSize: '1.05rem', maxWidth: 460, mx: { xs: 'auto', md: 0 } }}
          >
            {text}
          </Typography>
          <Box component={Link} to="/products" sx={buttonLook('contained', 'large')}>
            Shop
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
