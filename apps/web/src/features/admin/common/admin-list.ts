/**
 * A back-office table read a page at a time from GET /api/admin/<table>?q=&page= (issue #9): the
 * search, the page and any filters of the table's own live in the address, so Back and a reload keep
 * them, and only one page of rows ever travels.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { z } from 'zod';
import { adminListPageSchema, type AdminListPage } from '@shop/domain/schemas/list-query.schema';
import { apiRequest } from '../../../lib/api-client';
import { useChangeAddressParams } from './address-params';

export interface AdminListSource<Item extends z.ZodType> {
  /** The table's name in the address: /api/admin/<path>. */
  path: 'products' | 'orders' | 'reviews' | 'contacts' | 'carts' | 'coupons';
  /** Where its pages are cached (adminKeys.x()); mutations invalidate it. */
  key: QueryKey;
  item: Item;
  /**
   * The table's own filters beside the search (the orders' status and sort), read from the address and
   * checked there: a value the table does not know is left out rather than sent to fail.
   */
  readFilters?: (params: URLSearchParams) => AdminListFilters;
}

/** Further query parameters of a table's request, by name. */
export type AdminListFilters = Record<string, string>;

/** What a table's toolbar and pager need. */
export interface AdminPaging {
  q: string;
  page: number;
  pageCount: number;
  total: number;
  /** A new search starts at page 1; typing replaces the address entry rather than adding one. */
  search(q: string): void;
  goTo(page: number): void;
}

function pageFromAddress(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useAdminList<Item extends z.ZodType>(source: AdminListSource<Item>) {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromAddress(params.get('page'));
  const filters = source.readFilters?.(params) ?? {};
  const query = useQuery({
    queryKey: [...source.key, { q, page, ...filters }],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ ...filters, page: String(page) });
      if (q.trim()) search.set('q', q.trim());
      return apiRequest(`/admin/${source.path}?${search}`, {
        schema: adminListPageSchema(source.item),
        // Each page shows its own failure message (spec §8).
        toastOnError: false,
        signal,
      }) as Promise<AdminListPage<z.output<Item>>>;
    },
    // The rows of the previous page or search stay until the next arrive: no flash of 'Loading'.
    placeholderData: keepPreviousData,
  });

  const changeAddress = useChangeAddressParams();
  const update = useCallback(
    (next: { q?: string; page: number }, replace: boolean) =>
      changeAddress(
        (search) => {
          if (next.q !== undefined) {
            if (next.q) search.set('q', next.q);
            else search.delete('q');
          }
          if (next.page > 1) search.set('page', String(next.page));
          else search.delete('page');
        },
        { replace },
      ),
    [changeAddress],
  );
  const search = useCallback((next: string) => update({ q: next, page: 1 }, true), [update]);
  const goTo = useCallback((next: number) => update({ page: next }, false), [update]);
  // A new filter starts at page 1, as a new search does; each choice is its own history entry.
  const filter = useCallback(
    (next: Record<string, string | null>) =>
      changeAddress((search) => {
        for (const [name, value] of Object.entries(next)) {
          if (value) search.set(name, value);
          else search.delete(name);
        }
        search.delete('page');
      }),
    [changeAddress],
  );

  const paging: AdminPaging = {
    q,
    // The server clamps a page past the end (rows deleted meanwhile); show the page it answered.
    page: query.data?.page ?? page,
    pageCount: query.data?.pageCount ?? 1,
    total: query.data?.total ?? 0,
    search,
    goTo,
  };
  return { query, items: query.data?.items ?? [], paging, filters, filter };
}

/**
 * After a delete the row leaves the page at once (spec §7); the page is then read again so the next
 * row moves up into it and the total stays true.
 */
function removeRowLocally(queryClient: QueryClient, key: QueryKey, id: number): void {
  // Other answers may live under the same key (the reviews' waiting count): only pages lose the row.
  queryClient.setQueriesData<AdminListPage<{ id: number }>>({ queryKey: key }, (page) =>
    page?.items
      ? { ...page, items: page.items.filter((item) => item.id !== id), total: page.total - 1 }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Deletes a row of the list under `listKey` by its id; once deleted, the row leaves the list
 * (removeRowLocally) and `alsoStale`, the resource's other views, are read again.
 */
export function useDeleteRow(
  deleteRow: (id: number) => Promise<unknown>,
  listKey: QueryKey,
  alsoStale?: InvalidateQueryFilters,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRow,
    onSuccess: (_data, id) => {
      removeRowLocally(queryClient, listKey, id);
      if (alsoStale) void queryClient.invalidateQueries(alsoStale);
    },
  });
}
