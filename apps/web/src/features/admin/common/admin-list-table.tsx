import type { AdminPaging } from './admin-list';
import { AdminTable, type AdminTableProps } from './admin-table';

/** What a table needs of the request that reads its rows. */
interface RowsRequest {
  isPending: boolean;
  isError: boolean;
}

type AdminQueryTableProps = Omit<AdminTableProps, 'isLoading' | 'errorMessage' | 'isEmpty'> & {
  query: RowsRequest;
  rows: readonly unknown[];
  /** Shown in place of the rows when they could not be read. */
  failedMessage: string;
};

/**
 * The table of rows read by one request: its loading, failure and emptiness follow the request, so
 * each screen names only its columns and its words.
 */
export function AdminQueryTable({ query, rows, failedMessage, ...table }: AdminQueryTableProps) {
  return (
    <AdminTable
      {...table}
      isLoading={query.isPending}
      errorMessage={query.isError ? failedMessage : null}
      isEmpty={rows.length === 0}
    />
  );
}

/** What a table needs of a list read through useAdminList: its request, the page's rows and paging. */
interface AdminListState {
  query: RowsRequest;
  items: readonly unknown[];
  paging: AdminPaging;
}

type AdminListTableProps = Omit<AdminQueryTableProps, 'query' | 'rows' | 'paging'> & {
  list: AdminListState;
};

/** The table of a back-office list paged and searched on the server: its pages follow the list too. */
export function AdminListTable({ list, ...table }: AdminListTableProps) {
  return <AdminQueryTable {...table} query={list.query} rows={list.items} paging={list.paging} />;
}
