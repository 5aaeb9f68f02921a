import { PAGE_TITLES } from '@shop/domain/site';
import { Link } from '../../../lib/router';
import { containedButton } from '../../../components/light-controls.css';
import { useDocumentTitle } from '../../../components/use-document-title';
import * as styles from './not-found-page.css';

export const NOT_FOUND_TITLE = PAGE_TITLES.notFound;

/**
 * Unknown routes and unknown product ids. Part of the product page's code (an id that names nothing),
 * so drawn with plain elements in MUI's looks, styled at build time (decision 0040): Container's small
 * width and a contained Button.
 */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Page not found</h1>
      <p className={styles.message}>We could not find the page you were looking for.</p>
      <Link to="/products" className={containedButton}>
        Continue shopping
      </Link>
    </div>
  );
}
