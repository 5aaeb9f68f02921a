import Box from '@mui/material/Box';
import type { ProductCard as CatalogueCard } from '@shop/domain/schemas/catalogue-query.schema';
import { ProductCard } from '../../../../components/product-card';
import { productGridSx } from '../../../../components/product-grid';
import { fromCatalogueCard } from '../to-card-data';

/**
 * Cards of the catalogue API as a list of product cards: the catalogue's page, Best Sellers and Related
 * Products. The first `eagerCount` cards, the first screen's, load their images at once.
 */
export function CatalogueCardGrid({
  cards,
  gridSx = productGridSx,
  eagerCount = 0,
}: {
  cards: readonly CatalogueCard[];
  gridSx?: object;
  eagerCount?: number;
}) {
  return (
    <Box component="ul" sx={gridSx}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard product={fromCatalogueCard(card)} eager={index < eagerCount} />
        </li>
      ))}
    </Box>
  );
}
