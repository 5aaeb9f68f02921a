import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isActiveFlag } from '@shop/domain/normalise';
import { ProductCard } from '../../../../components/product-card';
import { useProducts } from '../../catalogue/api/get-products';
import { toCardData } from '../../catalogue/to-card-data';
import { HOME_SECTIONS } from '../../layout/section-scroll';
import { SectionHeading } from './section-heading';

export const productGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** 'Best Sellers': products whose top_featured is active; on failure the section is simply empty (§8). */
export function BestSellers() {
  const { data: products, isPending } = useProducts();
  const bestSellers = (products ?? []).filter((product) => isActiveFlag(product.top_featured));

  return (
    <Box
      component="section"
      id={HOME_SECTIONS.bestSellers}
      aria-labelledby="best-sellers-heading"
      sx={{
        maxWidth: 1280,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 5, md: 8 },
        scrollMarginTop: 130,
      }}
    >
      <SectionHeading id="best-sellers-heading">Best Sellers</SectionHeading>
      {isPending ? (
        <Box sx={productGridSx} role="status" aria-label="Loading best sellers">
          {Array.from({ length: 4 }, (_, index) => (
            <Box key={index}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </Box>
          ))}
        </Box>
      ) : bestSellers.length === 0 ? (
        <Typography sx={{ textAlign: 'center' }}>No products available</Typography>
      ) : (
        <Box component="ul" sx={productGridSx}>
          {bestSellers.map((product) => (
            <li key={product.id}>
              <ProductCard product={toCardData(product)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
