import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CAROUSEL_NARROW_BELOW_PX,
  RATING_MAX,
  TESTIMONIAL_AUTOPLAY_MS,
} from '@shop/domain/constants';
import { useState } from 'react';
import { useMediaQuery } from '../../../../components/use-media-query';
import { HOME_SECTIONS } from '../../layout/section-scroll';
import { TESTIMONIALS, type Testimonial } from '../testimonials';
import { SectionHeading } from './section-heading';
import { useRotatingIndex } from './use-rotating-index';
import * as styles from './testimonials-carousel.css';
import { iconButtonLook } from '../../../../components/light-controls';
import {
  FormatQuoteIcon,
  PauseIcon,
  PlayArrowIcon,
  StarIcon,
} from '../../../../components/light-icons';

const WIDE_SLIDES = 4;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * 'From Our Customers' (spec §2): 4 slides side by side, 1 below 960 px, advancing every 5000 ms.
 * Like the carousel it replaces, it only moves when there are more testimonials than fit; it pauses
 * while pointed at or focused, on request, and never moves for shoppers who prefer reduced motion.
 */
export function TestimonialsCarousel() {
  const wide = useMediaQuery(`(min-width:${CAROUSEL_NARROW_BELOW_PX}px)`);
  const visible = wide ? WIDE_SLIDES : 1;
  const count = TESTIMONIALS.length;
  const canMove = count > visible;
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, setIndex, reducedMotion } = useRotatingIndex(
    canMove ? count : 0,
    TESTIMONIAL_AUTOPLAY_MS,
    hovered || stopped,
  );
  const playing = canMove && !reducedMotion && !stopped;

  return (
    <Box
      component="section"
      id={HOME_SECTIONS.testimonials}
      aria-labelledby="testimonials-heading"
      sx={{ py: { xs: 5, md: 8 }, bgcolor: '#FBEDE4' }}
    >
      <SectionHeading id="testimonials-heading">From Our Customers</SectionHeading>
      <Box
        aria-roledescription="carousel"
        aria-label="Customer testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ overflow: 'hidden' }}>
          <Box
            aria-live={playing ? 'off' : 'polite'}
            sx={{
              display: 'flex',
              transform: `translateX(-${(index * 100) / visible}%)`,
              transition: 'transform 600ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {TESTIMONIALS.map((testimonial, position) => (
              <Slide
                key={testimonial.name}
                testimonial={testimonial}
                label={`${position + 1} of ${count}`}
                width={`${100 / visible}%`}
                shown={position >= index && position < index + visible}
              />
            ))}
          </Box>
        </Box>
        {canMove && (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, mt: 2 }}
          >
            {!reducedMotion && (
              <Box
                component="button"
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'}
                sx={[iconButtonLook(), { color: '#2C2C2C' }]}
              >
                {stopped ? <PlayArrowIcon /> : <PauseIcon />}
              </Box>
            )}
            {TESTIMONIALS.map((testimonial, position) => (
              <Box
                component="button"
                type="button"
                key={testimonial.name}
                onClick={() => setIndex(position)}
                aria-label={`Show testimonial ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                sx={[iconButtonLook(), { p: 1.25 }]}
              >
                <Box
                  component="span"
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: position === index ? 'primary.main' : '#c9a99a',
                  }}
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

interface SlideProps {
  testimonial: Testimonial;
  label: string;
  width: string;
  shown: boolean;
}

function Slide({ testimonial, label, width, shown }: SlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!shown}
      inert={!shown}
      sx={{ flex: `0 0 ${width}`, px: 1.25, boxSizing: 'border-box' }}
    >
      <Box
        component="figure"
        sx={{
          m: 0,
          height: '100%',
          bgcolor: '#ffffff',
          borderRadius: 3,
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          boxShadow: '0 6px 18px rgba(131, 79, 55, 0.12)',
        }}
      >
        <FormatQuoteIcon className={styles.quoteIcon} />
        <Box component="blockquote" sx={{ m: 0, flex: 1, fontSize: '1rem', lineHeight: 1.6 }}>
          {testimonial.quote}
        </Box>
        <Box
          role="img"
          aria-label={`Rated ${testimonial.rating} out of ${RATING_MAX}`}
          sx={{ display: 'flex', color: '#B7791F' }}
        >
          {Array.from({ length: RATING_MAX }, (_, star) => (
            <StarIcon
              key={star}
              fontSize="small"
              className={star < testimonial.rating ? undefined : styles.unlitStar}
            />
          ))}
        </Box>
        <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              flex: '0 0 44px',
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#ffffff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 700,
            }}
          >
            {initials(testimonial.name)}
          </Box>
          <div>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {testimonial.name}
            </Typography>
            <Typography component="p" sx={{ fontSize: '0.875rem', color: '#5c4a40' }}>
              {testimonial.city}
            </Typography>
          </div>
        </Box>
      </Box>
    </Box>
  );
}
