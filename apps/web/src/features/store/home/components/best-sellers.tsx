import { CardGridPlaceholder } from '../../../../components/card-grid-placeholder';
import { productGrid } from '../../../../components/product-grid.css';
import { useCataloguePage } from '../../catalogue/api/get-catalogue-page';
import { CatalogueCardGrid } from '../../catalogue/components/catalogue-card-grid';
import { HOME_SECTIONS } from '../../layout/section-scroll';
import { BEST_SELLERS_REQUEST } from '../home-queries';
import { SectionHeading } from './section-heading';
import * as styles from './best-sellers.css';

/**
 * 'Best Sellers': products whose top_featured is active, the newest twelve (one catalogue page); on
 * failure the section is simply empty (§8).
 */
export function BestSellers() {
  const { data, isPending } = useCataloguePage(BEST_SELLERS_REQUEST);
  const bestSellers = data?.products ?? [];

  return (
    <section
      id={HOME_SECTIONS.bestSellers}
      aria-labelledby="best-sellers-heading"
      className={styles.section}
    >
      <SectionHeading id="best-sellers-heading">Best Sellers</SectionHeading>
      {isPending ? (
        <CardGridPlaceholder count={4} label="Loading best sellers" gridClassName={productGrid} />
      ) : bestSellers.length === 0 ? (
        <p className={styles.none}>No products available</p>
      ) : (
        <CatalogueCardGrid cards={bestSellers} />
      )}
    </section>
  );
}
