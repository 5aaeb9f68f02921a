import { SEARCH_MAX_LENGTH } from '@shop/domain/constants';
import type { FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { SearchIcon } from '../../../components/light-icons';
import * as styles from './site-search.css';

/**
 * The search box of the header (desktop) and the phone menu: it opens the catalogue with the search in
 * the address (/products?q=…), where the results, the sort and the pages are.
 */
export function SiteSearch({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products');
    onSearched?.();
  };
  return (
    <form role="search" aria-label="Shop" onSubmit={submit} className={styles.form}>
      <input
        id={id}
        aria-label="Search the shop"
        name="q"
        type="search"
        placeholder="Search jewelry and bags"
        maxLength={SEARCH_MAX_LENGTH}
        className={styles.input}
      />
      <button type="submit" aria-label="Search the shop" className={styles.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}
