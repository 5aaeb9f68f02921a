import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGridPlaceholder } from '../../../../components/card-grid-placeholder';
import { productGridSx } from '../../../../components/product-grid';
import { useCataloguePage } from '../../catalogue/api/get-catalogue-page';
import { CatalogueCardGrid } from '../../catalogue/components/catalogue-card-grid';
import { HOME_SECTIONS } from '../../layout/section-scroll';
import { BEST_SELLERS_REQUEST } from '../home-queries';
import { SectionHeading } from './section-heading';

/**
 * 'Best Sellers': products whose top_featured is active, the newest twelve (one catalogue page); on
 * failure the section is simply empty (§8).
 */
export function BestSellers() {
  const { data, isPending } = useCataloguePage(BEST_SELLERS_REQUEST);
  const bestSellers = data?.products ?? [];

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
        <CatalogueCardGrid cards={bestSellers} />
      )}
    </Box>
  );
}
