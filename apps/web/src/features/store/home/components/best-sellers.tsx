import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isActiveFlag } from '@shop/domain/normalise';
import { CardGridPlaceholder } from '../../../../components/card-grid-placeholder';
import { ProductCard } from '../../../../components/product-card';
import { productGridSx } from '../../../../components/product-grid';
import { useProducts } from '../../catalogue/api/get-products';
import { toCardData } from '../../catalogue/to-card-data';
import { HOME_SECTIONS } from '../../layout/section-scroll';
import { SectionHeading } from './section-heading';

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
      }}
    >
      <SectionHeading id="best-sellers-heading">Best Sellers</SectionHeading>
      {isPending ? (
        <CardGridPlaceholder count={4} label="Loading best sellers" gridSx={productGridSx} />
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
