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
import {
  FormatQuoteIcon,
  PauseIcon,
  PlayArrowIcon,
  StarIcon,
} from '../../../../components/light-icons';
import * as styles from './testimonials-carousel.css';

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
    <section
      id={HOME_SECTIONS.testimonials}
      aria-labelledby="testimonials-heading"
      className={styles.section}
    >
      <SectionHeading id="testimonials-heading">From Our Customers</SectionHeading>
      <div
        aria-roledescription="carousel"
        aria-label="Customer testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        className={styles.carousel}
      >
        <div className={styles.viewport}>
          <div
            aria-live={playing ? 'off' : 'polite'}
            className={styles.track}
            style={{ transform: `translateX(-${(index * 100) / visible}%)` }}
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
          </div>
        </div>
        {canMove && (
          <div className={styles.controls}>
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'}
                className={styles.playPause}
              >
                {stopped ? <PlayArrowIcon /> : <PauseIcon />}
              </button>
            )}
            {TESTIMONIALS.map((testimonial, position) => (
              <button
                type="button"
                key={testimonial.name}
                onClick={() => setIndex(position)}
                aria-label={`Show testimonial ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                className={styles.dotButton}
              >
                <span className={position === index ? styles.currentDot : styles.otherDot} />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
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
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!shown}
      inert={!shown}
      className={styles.slide}
      style={{ flex: `0 0 ${width}` }}
    >
      <figure className={styles.figure}>
        <FormatQuoteIcon className={styles.quoteIcon} />
        <blockquote className={styles.quote}>{testimonial.quote}</blockquote>
        <div
          role="img"
          aria-label={`Rated ${testimonial.rating} out of ${RATING_MAX}`}
          className={styles.stars}
        >
          {Array.from({ length: RATING_MAX }, (_, star) => (
            <StarIcon
              key={star}
              fontSize="small"
              className={star < testimonial.rating ? undefined : styles.unlitStar}
            />
          ))}
        </div>
        <figcaption className={styles.caption}>
          <div aria-hidden className={styles.initials}>
            {initials(testimonial.name)}
          </div>
          <div>
            <p className={styles.name}>{testimonial.name}</p>
            <p className={styles.city}>{testimonial.city}</p>
          </div>
        </figcaption>
      </figure>
    </div>
  );
}
