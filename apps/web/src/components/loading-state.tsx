import * as styles from './loading-state.css';

/**
 * The spec's 'Loading...' with a spinner (MUI's indeterminate CircularProgress, drawn without its
 * component), announced politely to screen readers. The storefront's Suspense fallback, part of the
 * first view's code (issue 24), so styled at build time (decision 0040).
 */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className={styles.status}>
      <span aria-hidden className={styles.spinner}>
        <svg viewBox="22 22 44 44" className={styles.svg}>
          <circle
            cx={44}
            cy={44}
            r={20.2}
            fill="none"
            strokeWidth={3.6}
            className={styles.circle}
          />
        </svg>
      </span>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
