import { useState } from 'react';
import { Link } from '../../../../lib/router';
import defaultHero from '../../../../assets/hero-default.svg?no-inline';
import { BRAND_NAME } from '../../../../components/use-document-title';
import { imageUrl } from '../../../../lib/api-client';
import { ifFailedEarly } from '../../../../lib/image-failed-early';
import { useBanners } from '../api/get-banners';
import * as styles from './hero-section.css';

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
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <img
        src={src}
        alt=""
        width={1600}
        height={800}
        fetchPriority="high"
        onError={() => bannerSrc && setFailedSrc(bannerSrc)}
        ref={ifFailedEarly(() => bannerSrc && setFailedSrc(bannerSrc))}
        className={styles.picture}
      />
      <div aria-hidden className={styles.shade} />
      <div className={styles.words}>
        <h1 id="hero-heading" className={styles.heading}>
          SPICE UP YOUR STYLE WITH <span className={styles.brand}>{BRAND_NAME}</span>
        </h1>
        <div className={styles.actions}>
          <Link to="/products" className={styles.shopNow}>
            Shop Now
          </Link>
          <Link to="/contact-us" className={styles.contactUs}>
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
