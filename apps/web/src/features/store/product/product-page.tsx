import { memo } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { ArrowBackIcon } from './product-icons';
import { LoadingState } from '../../../components/loading-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import NotFoundPage, { NOT_FOUND_TITLE } from '../not-found/not-found-page';
import { useProductReviews } from '../reviews/api/get-product-reviews';
import { ReviewWidget } from '../reviews/components/review-widget';
import { isNotFoundError } from '../../../lib/api-client';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { useProduct } from './api/get-product';
import { ProductDetail } from './components/product-detail';
import { parseProductId } from './product-id';
import { RelatedProducts } from './components/related-products';
import * as styles from './product-page.css';

/**
 * The reviews and the related products, below the first screen on a phone: hydrated when the shopper
 * nears them, so the stepper, the colours and Add to Cart answer sooner (issue 24). Memo: drawn again
 * while it waits, the part would lose the server's markup.
 */
const BelowTheFirstScreen = memo(function BelowTheFirstScreen({
  id,
  type,
}: {
  id: number;
  type: string;
}) {
  return (
    <HydrateWhenNear name="below-the-product">
      <ReviewWidget productId={id} />
      <hr className={styles.divider} />
      <RelatedProducts currentId={id} type={type} />
    </HydrateWhenNear>
  );
});

export default function ProductPage() {
  const id = parseProductId(useParams().id);
  if (id === null) return <NotFoundPage />;
  // Keyed by id: opening a related product starts its page afresh (colour, image, quantity).
  return <ProductPageContent key={id} id={id} />;
}

function ProductPageContent({ id }: { id: number }) {
  const navigate = useNavigate();
  const product = useProduct(id);
  const notFound = product.isError && isNotFoundError(product.error);
  const reviews = useProductReviews(id, !notFound);
  // This page's title would otherwise replace the not-found page's (a parent's effect runs last).
  useDocumentTitle(notFound ? NOT_FOUND_TITLE : (product.data?.title ?? 'Product'));

  if (notFound) return <NotFoundPage />;
  // Spec §2: 'Loading...' while the product and its reviews load (the related products fill in on
  // their own: the page no longer waits for the whole catalogue).
  if (product.isPending || reviews.isPending) return <LoadingState />;
  if (product.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.failedMessage}>This product could not be loaded. Please try again.</p>
        <button type="button" onClick={() => void product.refetch()} className={styles.tryAgain}>
          Try again
        </button>
      </div>
    );
  }

  const goBack = () => {
    // Back where the shopper came from; straight to the shop when this page was opened directly.
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate('/products');
  };

  return (
    <div className={styles.page}>
      <button type="button" onClick={goBack} className={styles.back}>
        <span className={styles.backIcon}>
          <ArrowBackIcon />
        </span>
        Back
      </button>
      <ProductDetail product={product.data} />
      <hr className={styles.divider} />
      <BelowTheFirstScreen id={id} type={product.data.type} />
    </div>
  );
}
