import { SEARCH_MAX_LENGTH, type CatalogueSort } from '@shop/domain/constants';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './catalogue-toolbar.css';

const SORT_LABELS: Record<CatalogueSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  best_selling: 'Best sellers',
};

interface CatalogueToolbarProps {
  q: string;
  sort: CatalogueSort | undefined;
  /** Matches of the current filter and search, once known. */
  total: number | undefined;
  onSearch: (q: string) => void;
  onSort: (sort: CatalogueSort | undefined) => void;
}

/** A control with its label on the line above; `grow` lets it take the width left on its line. */
function LabelAbove({
  htmlFor,
  label,
  grow = false,
  children,
}: {
  htmlFor: string;
  label: string;
  grow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={grow ? `${styles.labelAbove} ${styles.grows}` : styles.labelAbove}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Above the grid: a search box, the number of results and the sort order. */
export function CatalogueToolbar({ q, sort, total, onSearch, onSort }: CatalogueToolbarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <div className={styles.toolbar}>
      <form role="search" aria-label="Catalogue" onSubmit={submit} className={styles.search}>
        <LabelAbove htmlFor="catalogue-search" label="Search products" grow>
          <input
            id="catalogue-search"
            // A new key when the address's search changes (Back, a link) shows what is searched.
            key={q}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX_LENGTH}
            className={styles.input}
          />
        </LabelAbove>
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      {total !== undefined && (
        <p aria-live="polite" className={styles.total}>
          {total === 1 ? '1 product' : `${total} products`}
        </p>
      )}
      <LabelAbove htmlFor="catalogue-sort" label="Sort by">
        <select
          id="catalogue-sort"
          value={sort ?? 'newest'}
          onChange={(event) => {
            const next = event.target.value as CatalogueSort;
            onSort(next === 'newest' ? undefined : next);
          }}
          className={styles.select}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </LabelAbove>
    </div>
  );
}
