import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGridPlaceholder } from '../../../../components/card-grid-placeholder';
import { ProductCard } from '../../../../components/product-card';
import { fromCatalogueCard } from '../../catalogue/to-card-data';
import { useRelatedProducts } from '../api/get-related-products';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/**
 * 'Related Products': 4 other products drawn at random by the server, the same type first (spec §2,
 * §9); their place is held while they load, so nothing below moves.
 */
export function RelatedProducts({ currentId }: { currentId: number }) {
  const { data: related, isPending } = useRelatedProducts(currentId);
  if (!isPending && (!related || related.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="related-heading">
      <Typography
        id="related-heading"
        component="h2"
        sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.6rem', mb: 2 }}
      >
        Related Products
      </Typography>
      {isPending || !related ? (
        <CardGridPlaceholder count={4} label="Loading related products" gridSx={gridSx} />
      ) : (
        <Box component="ul" sx={gridSx}>
          {related.map((card) => (
            <li key={card.id}>
              <ProductCard product={fromCatalogueCard(card)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
