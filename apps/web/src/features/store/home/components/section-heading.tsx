import type { ReactNode } from 'react';
import * as styles from './section-heading.css';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.heading}>
      {children}
    </h2>
  );
}
