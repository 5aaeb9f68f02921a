import { useCachedShopSettings } from '../shop-settings/cached-shop-settings';
import { socialLinks } from './shop-contact';
import * as styles from './social-links.css';

/** The social links; each opens in a new tab without giving that tab a handle on this one. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const settings = useCachedShopSettings();
  return (
    <ul className={styles.list}>
      {socialLinks(settings?.whatsappNumber).map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={styles[tone]}
          >
            <Icon fontSize="small" />
          </a>
        </li>
      ))}
    </ul>
  );
}
