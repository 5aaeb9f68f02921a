import { Link as RouterLink } from '../../../lib/router';
import { BrandLogo } from '../../../components/brand-logo';
import { EmailOutlinedIcon, PhoneOutlinedIcon } from '../../../components/light-icons';
import { BRAND_NAME } from '../../../components/use-document-title';
import { SHOP_EMAIL, SHOP_PHONE_DISPLAY, SHOP_PHONE_HREF } from './shop-contact';
import { SocialLinks } from './social-links';
import * as styles from './site-footer.css';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/track-order', label: 'Track your order' },
] as const;

/**
 * Spec §2 footer: logo, tagline, Quick Links, Get In Touch, copyright line and developer credit. On
 * every page, so styled at build time (decision 0040).
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <BrandLogo tone="light" />
          <p className={styles.tagline}>
            Handpicked jewelry and bags for every occasion, delivered across Pakistan with cash on
            delivery.
          </p>
        </div>
        <nav aria-label="Quick Links">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.quickLinks}>
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <RouterLink to={to} className={styles.link}>
                  {label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Get In Touch</h2>
          <address className={styles.address}>
            <a href={`mailto:${SHOP_EMAIL}`} className={styles.contactLink}>
              <EmailOutlinedIcon fontSize="small" />
              {SHOP_EMAIL}
            </a>
            <a href={SHOP_PHONE_HREF} className={styles.contactLink}>
              <PhoneOutlinedIcon fontSize="small" />
              {SHOP_PHONE_DISPLAY}
            </a>
          </address>
          <div className={styles.social}>
            <SocialLinks tone="light" />
          </div>
        </div>
      </div>
      <div className={styles.bottomLine}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
        <p className={styles.credit}>Designed and developed by the {BRAND_NAME} web team.</p>
      </div>
    </footer>
  );
}
