import type { ReactNode } from 'react';
import * as styles from './visually-hidden.css';

/**
 * Text for screen readers only (e.g. 'Original price' before a struck-through amount, or a section's
 * heading that the page's layout makes plain to the eye).
 */
export function VisuallyHidden({
  children,
  component: Element = 'span',
  id,
}: {
  children: ReactNode;
  component?: 'span' | 'h2';
  id?: string;
}) {
  return (
    <Element id={id} className={styles.hidden}>
      {children}
    </Element>
  );
}
