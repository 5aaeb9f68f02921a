import type { ReactNode } from 'react';
import * as styles from './titled-section.css';

/** A section under its h2, which names it (the product page's Reviews and Related Products). */
export function TitledSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
