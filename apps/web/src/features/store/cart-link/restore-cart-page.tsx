import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { RestoredCart } from '@shop/domain/schemas/checkout-draft.schema';
import { PAGE_TITLES } from '@shop/domain/site';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { apiRequest, isNotFoundError } from '../../../lib/api-client';
import { useCartStore } from '../cart/cart-store';
import { fetchProductsNow } from '../product/api/get-product';
import { restoredLines } from './restore-lines';

type Outcome = 'loading' | 'unknown' | 'empty' | 'failed';

/**
 * /cart/:token: the link in a reminder of a checkout left unfinished (issue #30). It puts the cart's
 * lines back (as the products are now) and opens the checkout. An unknown or expired link, or a cart
 * whose products are all gone, says so and offers the shop.
 */
export default function RestoreCartPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('loading');
  const started = useRef(false);
  useDocumentTitle(PAGE_TITLES.cartLink);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { lines } = await apiRequest<RestoredCart>(
          `/checkout-drafts/${encodeURIComponent(token)}`,
          { toastOnError: false },
        );
        const products = await fetchProductsNow(
          queryClient,
          lines.map((line) => line.id),
        );
        const restored = restoredLines(lines, products);
        if (restored.length === 0) {
          setOutcome('empty');
          return;
        }
        useCartStore.getState().replaceLines(restored);
        void navigate('/checkout', { replace: true });
      } catch (error) {
        setOutcome(isNotFoundError(error) ? 'unknown' : 'failed');
      }
    })();
  }, [token, navigate, queryClient]);

  if (outcome === 'loading') {
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography role="status">Putting your cart back…</Typography>
      </Container>
    );
  }
  const text: Record<Exclude<Outcome, 'loading'>, [string, string]> = {
    unknown: [
      'This cart link has expired',
      'The link is unknown or too old to restore your cart. The products are still in the shop.',
    ],
    empty: [
      'These products are no longer available',
      'Everything in the cart you left has sold out or been removed. Have a look at what is new.',
    ],
    failed: ['Your cart could not be loaded', 'Please check your connection and try again.'],
  };
  const [title, body] = text[outcome];
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{body}</Typography>
      {outcome === 'failed' ? (
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      ) : (
        <Button variant="contained" component={Link} to="/products">
          Continue shopping
        </Button>
      )}
    </Container>
  );
}
