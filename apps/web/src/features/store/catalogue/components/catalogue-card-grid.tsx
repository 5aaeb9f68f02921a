import type { ProductCard as CatalogueCard } from '@shop/domain/schemas/catalogue-query.schema';
import { ProductCard } from '../../../../components/product-card';
import { productGrid } from '../../../../components/product-grid.css';
import { fromCatalogueCard } from '../to-card-data';

/**
 * Cards of the catalogue API as a list of product cards: the catalogue's page, Best Sellers and Related
 * Products. The first `eagerCount` cards, the first screen's, load their images at once.
 */
export function CatalogueCardGrid({
  cards,
  gridClassName = productGrid,
  eagerCount = 0,
}: {
  cards: readonly CatalogueCard[];
  gridClassName?: string;
  eagerCount?: number;
}) {
  return (
    <ul className={gridClassName}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard product={fromCatalogueCard(card)} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
