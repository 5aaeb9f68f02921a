import { catalogueTitle } from '@shop/domain/site';
import {
  catalogueFilterReducer,
  clampPage,
  type CatalogueFilter,
  type CatalogueFilterAction,
} from '@shop/domain/catalogue';
import type { CataloguePage as CataloguePageData } from '@shop/domain/schemas/catalogue-query.schema';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { CardGridPlaceholder } from '../../../components/card-grid-placeholder';
import { productGrid } from '../../../components/product-grid.css';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCataloguePage } from './api/get-catalogue-page';
import { FilterListIcon } from './catalogue-icons';
import {
  catalogueRequestOf,
  readCatalogueParams,
  wholeShopSearch,
  writeCatalogueParams,
  type CatalogueParams,
} from './catalogue-search-params';
import { CatalogueCardGrid } from './components/catalogue-card-grid';
import { CatalogueToolbar } from './components/catalogue-toolbar';
import { CategorySidebar } from './components/category-sidebar';
import { NoMatches } from './components/no-matches';
import * as styles from './catalogue-page.css';

/** Cards in the grid's first row on a phone: the images a shopper sees first. */
const FIRST_ROW = 2;

/** How many products the sidebar's counts give a filter: what a page number is clamped against. */
function matchesOf(counts: CataloguePageData['counts'] | undefined, filter: CatalogueFilter) {
  if (!counts) return 0;
  if (filter.subType) return counts.subTypes[filter.subType] ?? 0;
  return filter.type === 'All' ? counts.all : (counts.types[filter.type] ?? 0);
}

/**
 * /products (spec §2 'Catalogue'): categories, a grid of 12 per page, Previous/Next and 'Page X of Y';
 * the filter, search, sort and page are the address's, and the server answers only the page shown.
 */
export default function CataloguePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogueParams(searchParams);
  const { filter, q, sort, page: requestedPage } = params;
  useDocumentTitle(catalogueTitle(q));
  const { data, isPending } = useCataloguePage(catalogueRequestOf(params));
  const [menuOpen, setMenuOpen] = useState(false);
  const items = data?.products ?? [];
  const page = data?.page ?? requestedPage;
  const pageCount = data?.pageCount ?? 1;

  // Replace, not push: Back leaves the catalogue rather than stepping through every filter click.
  const save = (next: Partial<CatalogueParams>) =>
    setSearchParams(writeCatalogueParams({ ...params, ...next }), { replace: true });

  // A new filter keeps the page number, brought within the new results (spec §4).
  const dispatch = (action: CatalogueFilterAction) => {
    const next = catalogueFilterReducer(filter, action);
    save({ filter: next, page: clampPage(requestedPage, matchesOf(data?.counts, next)) });
  };

  const goTo = (next: number) => {
    save({ page: next });
    document.getElementById('catalogue-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={styles.page}>
      <h1 id="catalogue-heading" className={styles.heading}>
        Shop
        {filter.type !== 'All' && (
          <span className={styles.headingCategory}>{filter.subType ?? filter.type}</span>
        )}
      </h1>

      {/* Phones get the categories behind a button, wider screens beside the grid. CSS picks one, so
          the server's HTML is already the right one for the screen: nothing moves when it hydrates. */}
      <div className={styles.phoneCategories}>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="catalogue-categories"
          onClick={() => setMenuOpen((open) => !open)}
          className={styles.categoriesButton}
        >
          <span className={styles.categoriesIcon}>
            <FilterListIcon />
          </span>
          Categories
        </button>
        {/* Shown at once when opened (MUI's Collapse unfolded it while a tap could land on it). */}
        {menuOpen && (
          <div id="catalogue-categories" className={styles.categoriesMenu}>
            <CategorySidebar
              filter={filter}
              dispatch={dispatch}
              showHeading={false}
              subTypesId="jewelry-sub-types-menu"
              onChoose={() => setMenuOpen(false)}
            />
          </div>
        )}
      </div>
      <aside className={styles.sidebar}>
        <CategorySidebar filter={filter} dispatch={dispatch} />
      </aside>

      <section aria-labelledby="catalogue-products" className={styles.products}>
        {/* The cards' titles are h3: their section needs its h2 on a phone too, where the sidebar's
            "Categories" heading is not shown. */}
        <VisuallyHidden component="h2" id="catalogue-products">
          Products
        </VisuallyHidden>
        <CatalogueToolbar
          q={q}
          sort={sort}
          total={data?.total}
          onSearch={(next) => save({ q: next, page: 1 })}
          onSort={(next) => save({ sort: next, page: 1 })}
        />
        {isPending ? (
          <CardGridPlaceholder count={8} label="Loading products" gridClassName={productGrid} />
        ) : items.length === 0 ? (
          <NoMatches
            q={q}
            category={filter.type === 'All' ? undefined : (filter.subType ?? filter.type)}
            wholeShop={data?.counts.all ?? 0}
            wholeShopHref={wholeShopSearch(params)}
          />
        ) : (
          <CatalogueCardGrid cards={items} eagerCount={FIRST_ROW} />
        )}

        <nav aria-label="Pages" className={styles.pages}>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
            className={styles.pageButton}
          >
            Previous
          </button>
          <p aria-live="polite" className={styles.pageNumber}>
            Page {page} of {pageCount}
          </p>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => goTo(page + 1)}
            className={styles.pageButton}
          >
            Next
          </button>
        </nav>
      </section>
    </div>
  );
}
