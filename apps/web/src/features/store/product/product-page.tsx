import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { buttonLook, buttonStartIconLook } from '../../../components/light-controls';
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

/**
 * MUI's Divider as the plain rule it draws. This page's controls are plain elements with MUI's looks
 * (components/light-controls.ts): a shopper often lands here from a shared link, and MUI's ButtonBase,
 * its ripple and Divider would make the first view's code heavier (issue 24).
 */
const dividerSx = {
  m: 0,
  my: { xs: 4, md: 6 },
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: 'divider',
  borderBottomWidth: 'thin',
} as const;

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
    <HydrateWhenNear>
      <ReviewWidget productId={id} />
      <Box component="hr" sx={dividerSx} />
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
      <Box sx={{ py: 10, textAlign: 'center' }} role="alert">
        <Typography sx={{ mb: 2 }}>This product could not be loaded. Please try again.</Typography>
        <Box
          component="button"
          type="button"
          onClick={() => void product.refetch()}
          sx={buttonLook('contained')}
        >
          Try again
        </Box>
      </Box>
    );
  }

  const goBack = () => {
    // Back where the shopper came from; straight to the shop when this page was opened directly.
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate('/products');
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } }}>
      <Box
        component="button"
        type="button"
        onClick={goBack}
        sx={[buttonLook('text'), { color: '#2C2C2C', mb: 2 }]}
      >
        <Box component="span" sx={buttonStartIconLook()}>
          <ArrowBackIcon />
        </Box>
        Back
      </Box>
      <ProductDetail product={product.data} />
      <Box component="hr" sx={dividerSx} />
      <BelowTheFirstScreen id={id} type={product.data.type} />
    </Box>
  );
}
