import { BRAND_NAME } from './use-document-title';
import * as styles from './brand-logo.css';

/**
 * The shop's mark (a bag whose handle is a ring with a stone) and wordmark, drawn inline so it needs no
 * download. Decorative: the link around it carries the accessible name.
 */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? '#834F37' : '#F6D8C6';
  return (
    <span aria-hidden className={`${styles.logo} ${styles[tone]}`}>
      <svg width="34" height="34" viewBox="0 0 34 34" focusable="false">
        <path d="M11 13a6 6 0 0 1 12 0" fill="none" stroke={ink} strokeWidth="2.4" />
        <rect x="5" y="13" width="24" height="17" rx="4" fill={ink} />
        <path d="M17 17.5l3 3.5-3 3.5-3-3.5z" fill={tone === 'dark' ? '#F6D8C6' : '#834F37'} />
      </svg>
      <span className={styles.wordmark}>{BRAND_NAME}</span>
    </span>
  );
}
