import { PROMO_ROTATION_MS } from '@shop/domain/constants';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import { useRotatingIndex } from './use-rotating-index';
import { ifFailedEarly } from '../../../../lib/image-failed-early';
import * as styles from './promo-section.css';

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
    <section
      aria-labelledby={headingId}
      className={reverse ? styles.reversedSection : styles.section}
    >
      <div className={styles.columns}>
        <div className={reverse ? styles.reversedFrame : styles.frame}>
          {shown.map((src, position) => (
            <img
              key={position}
              src={src}
              onError={() => markFailed(src)}
              ref={ifFailedEarly(() => markFailed(src))}
              alt={position === index ? imageAlt : ''}
              aria-hidden={position !== index}
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
              className={styles.picture}
            />
          ))}
        </div>
        <div className={styles.words}>
          <h2 id={headingId} className={styles.heading}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <Link to="/products" className={styles.shop}>
            Shop
          </Link>
        </div>
      </div>
    </section>
  );
}
