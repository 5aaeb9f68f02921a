import type { AdminPaging } from './admin-list';
import { AdminTable, type AdminTableProps } from './admin-table';

/** What a table needs of a list read through useAdminList: its request, the page's rows and paging. */
interface AdminListState {
  query: { isPending: boolean; isError: boolean };
  items: readonly unknown[];
  paging: AdminPaging;
}

type AdminListTableProps = Omit<
  AdminTableProps,
  'isLoading' | 'errorMessage' | 'isEmpty' | 'paging'
> & {
  list: AdminListState;
  /** Shown in place of the rows when the page could not be read. */
  failedMessage: string;
};

/**
 * The table of a back-office list paged and searched on the server: its loading, failure, emptiness
 * and pages follow the list, so each screen names only its columns and its words.
 */
export function AdminListTable({ list, failedMessage, ...table }: AdminListTableProps) {
  return (
    <AdminTable
      {...table}
      isLoading={list.query.isPending}
      errorMessage={list.query.isError ? failedMessage : null}
      isEmpty={list.items.length === 0}
      paging={list.paging}
    />
  );
}
