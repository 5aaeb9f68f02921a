import { useState } from 'react';
import { Link } from '../../../lib/router';
import { BrandLogo } from '../../../components/brand-logo';
import { MenuIcon } from '../../../components/light-icons';
import { BRAND_NAME } from '../../../components/use-document-title';
import { CartLink } from './cart-link';
import { NavDrawer } from './nav-drawer';
import { HOME_SECTIONS, useHomeSectionNavigation } from './section-scroll';
import { SiteSearch } from './site-search';
import { SocialLinks } from './social-links';
import { TopStrip } from './top-strip';
import { useHeaderScroll } from './use-header-scroll';
import * as styles from './site-header.css';

/**
 * The storefront header (spec §2 'Header and navigation'). It sits in the page flow (sticky), so no
 * content is ever underneath it at the top; it slides away past 50 px while scrolling down and comes
 * back on any scroll up, turning tan past 100 px. Keyboard focus inside it always brings it back.
 */
export function SiteHeader() {
  const { hidden, tan, scrolled } = useHeaderScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone drawer is drawn from its first opening on: until then, nothing of it to hydrate.
  const [drawerDrawn, setDrawerDrawn] = useState(false);
  const goToSection = useHomeSectionNavigation();

  return (
    <header className={styles.header} data-hidden={hidden} data-tan={tan} data-scrolled={scrolled}>
      <TopStrip />
      <div className={styles.bar}>
        <Link to="/" aria-label={`${BRAND_NAME} home`} className={styles.homeLink}>
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className={styles.mainNav}>
          <Link to="/" className={styles.mainNavLink}>
            Home
          </Link>
          <Link to="/products" className={styles.mainNavLink}>
            Shop
          </Link>
          <Link to="/contact-us" className={styles.mainNavLink}>
            Contact Us
          </Link>
        </nav>

        <div className={styles.search}>
          <SiteSearch id="header-search" />
        </div>
        <div className={styles.social}>
          <SocialLinks />
        </div>
        <div className={styles.cart}>
          <CartLink />
        </div>
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerDrawn(true);
            setDrawerOpen(true);
          }}
          className={styles.menuButton}
        >
          <MenuIcon />
        </button>
      </div>

      <nav aria-label="Explore" className={styles.exploreNav}>
        <button type="button" onClick={() => goToSection('top')} className={styles.exploreLink}>
          Home
        </button>
        <Link to="/products" className={styles.exploreLink}>
          Shop Now
        </Link>
        {/* A link, so a tap works before the app has loaded: the browser goes to the section itself. */}
        <Link to={`/#${HOME_SECTIONS.testimonials}`} className={styles.exploreLink}>
          Testimonials
        </Link>
      </nav>

      {drawerDrawn && <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}
