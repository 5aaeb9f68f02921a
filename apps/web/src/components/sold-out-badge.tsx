import * as styles from './sold-out-badge.css';

/**
 * "Sold out" over a card's picture (issue #26). Placed absolutely in the card's corner, so a card
 * with it is exactly the size of one without (no shift in the grid); read after the card's price.
 */
export function SoldOutBadge() {
  return <span className={styles.badge}>Sold out</span>;
}
