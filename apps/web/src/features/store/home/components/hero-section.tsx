import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import defaultHero from '../../../../assets/hero-default.svg?no-inline';
import { BRAND_NAME } from '../../../../components/use-document-title';
import { imageUrl } from '../../../../lib/api-client';
import { ifFailedEarly } from '../../../../lib/image-failed-early';
import { useBanners } from '../api/get-banners';
import { buttonLook } from '../../../../components/light-controls';
import { coverImageSx } from './cover-image-sx';
import { displayTypeSx } from '../../../../components/display-type';

/**
 * The hero: the first banner from the server, else the bundled image (also when the banner's file
 * fails to load), the headline and the two calls to action (spec §2 'Home page').
 */
export function HeroSection() {
  const { data: banners } = useBanners();
  const first = banners?.find((banner) => banner.image)?.image;
  const bannerSrc = first ? imageUrl(first) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = bannerSrc && bannerSrc !== failedSrc ? bannerSrc : defaultHero;

  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        position: 'relative',
        minHeight: { xs: 420, md: 520 },
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        bgcolor: '#E9B99C',
      }}
    >
      <Box
        component="img"
        src={src}
        alt=""
        width={1600}
        height={800}
        fetchPriority="high"
        onError={() => bannerSrc && setFailedSrc(bannerSrc)}
        ref={ifFailedEarly(() => bannerSrc && setFailedSrc(bannerSrc))}
        sx={{
          ...coverImageSx,
          objectPosition: { xs: '70% center', md: 'center' },
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: 'rgba(44,44,44,0.6)',
            md: 'linear-gradient(90deg, rgba(44,44,44,0.75) 0%, rgba(44,44,44,0.5) 45%, rgba(44,44,44,0) 75%)',
          },
        }}
      />
      <Box
        sx={{
          position: 'relative',
          maxWidth: 1280,
          width: '100%',
          mx: 'auto',
          px: { xs: 2.5, sm: 4 },
          py: 6,
          color: '#ffffff',
        }}
      >
        <Typography
          id="hero-heading"
          component="h1"
          sx={{
            ...displayTypeSx,
            fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' },
            lineHeight: 1.1,
            maxWidth: 640,
            textShadow: '0 2px 12px rgba(0,0,0,0.25)',
          }}
        >
          SPICE UP YOUR STYLE WITH{' '}
          <Box component="span" sx={{ color: '#F6D8C6', display: 'block' }}>
            {BRAND_NAME}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
          <Box component={Link} to="/products" sx={buttonLook('contained', 'large')}>
            Shop Now
          </Box>
          <Box
            component={Link}
            to="/contact-us"
            sx={[
              buttonLook('outlined', 'large'),
              {
                color: '#ffffff',
                borderColor: '#ffffff',
                '&:hover': { borderColor: '#F6D8C6', bgcolor: 'rgba(255,255,255,0.1)' },
              },
            ]}
          >
            Contact Us
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
