import { CardGridPlaceholder } from '../../../../components/card-grid-placeholder';
import { TitledSection } from '../../../../components/titled-section';
import { CatalogueCardGrid } from '../../catalogue/components/catalogue-card-grid';
import { drawRelatedProducts } from '@shop/domain/related-products';
import { useMemo, useSyncExternalStore } from 'react';
import { useRelatedProducts } from '../api/get-related-products';
import { relatedGrid } from '../../../../components/product-grid.css';

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
        <CardGridPlaceholder
          count={4}
          label="Loading related products"
          gridClassName={relatedGrid}
        />
      ) : (
        <CatalogueCardGrid cards={related} gridClassName={relatedGrid} />
      )}
    </TitledSection>
  );
}
