import * as styles from './card-grid-placeholder.css';

/**
 * Grey cards in the shape of product cards while products load, so the grid keeps its place. Plain
 * boxes rather than MUI's Skeleton, to keep the home page's JavaScript small. `gridClassName` is the
 * grid the cards will fill (components/product-grid.css.ts).
 */
export function CardGridPlaceholder({
  count,
  label,
  gridClassName,
}: {
  count: number;
  label: string;
  gridClassName: string;
}) {
  return (
    <div className={gridClassName} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden>
          <div className={styles.picture} />
          <div className={styles.title} />
          <div className={styles.price} />
        </div>
      ))}
    </div>
  );
}
