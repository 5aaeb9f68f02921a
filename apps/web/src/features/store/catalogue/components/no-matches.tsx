import { Link } from '../../../../lib/router';
import * as styles from './no-matches.css';

interface NoMatchesProps {
  q: string;
  /** The category searched, when one was: 'Rings', 'Bags'. */
  category: string | undefined;
  /** Matches of the same search over the whole shop. */
  wholeShop: number;
  /** The address of that search (wholeShopSearch). */
  wholeShopHref: string;
}

/**
 * What the grid says when it is empty. A search inside a category that found nothing says so and
 * offers the same search over the whole shop, as a link: it works before the page's code has run.
 */
export function NoMatches({ q, category, wholeShop, wholeShopHref }: NoMatchesProps) {
  if (!q) return <p className={styles.message}>No products available</p>;
  if (!category) return <p className={styles.message}>{`No products match "${q}"`}</p>;
  return (
    <div className={styles.elsewhere}>
      <p className={styles.elsewhereMessage}>
        {wholeShop > 0
          ? `No products match "${q}" in ${category}.`
          : `No products match "${q}" in ${category}, nor anywhere else in the shop.`}
      </p>
      {wholeShop > 0 && (
        <Link to={wholeShopHref} className={styles.wholeShop}>
          {`Search the whole shop: ${wholeShop === 1 ? '1 product' : `${wholeShop} products`}`}
        </Link>
      )}
    </div>
  );
}
