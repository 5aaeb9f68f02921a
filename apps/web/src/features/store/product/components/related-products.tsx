import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pickRelated } from '@shop/domain/catalogue';
import type { Product } from '@shop/domain/schemas/product.schema';
import { useMemo } from 'react';
import { ProductCard } from '../../../../components/product-card';
import { toCardData } from '../../catalogue/to-card-data';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** 'Related Products': 4 other products drawn at random once per product page (spec §2, §9). */
export function RelatedProducts({
  products,
  currentId,
}: {
  products: readonly Product[];
  currentId: number;
}) {
  const related = useMemo(() => pickRelated(products, currentId), [products, currentId]);
  if (related.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-heading">
      <Typography
        id="related-heading"
        component="h2"
        sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.6rem', mb: 2 }}
      >
        Related Products
      </Typography>
      <Box component="ul" sx={gridSx}>
        {related.map((product) => (
          <li key={product.id}>
            <ProductCard product={toCardData(product)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
