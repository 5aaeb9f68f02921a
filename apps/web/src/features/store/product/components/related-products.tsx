import { CardGridPlaceholder } from '../../../../components/card-grid-placeholder';
import { TitledSection } from '../../../../components/titled-section';
import { CatalogueCardGrid } from '../../catalogue/components/catalogue-card-grid';
import { drawRelatedProducts } from '@shop/domain/related-products';
import { useMemo, useSyncExternalStore } from 'react';
import { useRelatedProducts } from '../api/get-related-products';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
  // Two lines for every title: the cards drawn after hydration take the place of the server's
  // without moving anything below.
  '& h3': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: '2.6em',
  },
} as const;

/** Whether this render is the browser's own (true) or hydrates the server's markup (false). */
const neverChanges = () => () => {};

/**
 * 'Related Products': 4 other products drawn at random, the same type first (spec §2, §9); their
 * place is held while they load, so nothing below moves. The server's rendering shows its own draw
 * (hydration must find the same markup), then the browser draws again from the candidates, so each
 * visit has its own draw even when the page came from the server's cache.
 */
export function RelatedProducts({ currentId, type }: { currentId: number; type: string }) {
  const { data, isPending } = useRelatedProducts(currentId);
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const related = useMemo(
    () =>
      hydrated && data?.candidates.length
        ? drawRelatedProducts(data.candidates, type)
        : data?.products,
    [hydrated, data, type],
  );
  if (!isPending && (!related || related.length === 0)) return null;
  return (
    <TitledSection headingId="related-heading" title="Related Products">
      {isPending || !related ? (
        <CardGridPlaceholder count={4} label="Loading related products" gridSx={gridSx} />
      ) : (
        <CatalogueCardGrid cards={related} gridSx={gridSx} />
      )}
    </TitledSection>
  );
}
