import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { COURIER_LABELS } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import { AdminPage } from '../../common/admin-page';
import { AdminQueryTable } from '../../common/admin-list-table';
import { useSettlementSummary } from '../api/get-settlements';
import { FetchCourierPayments } from './fetch-courier-payments';
import { OpenSettlementDifferences } from './open-settlement-differences';
import { SettlementImports } from './settlement-imports';
import { UploadSettlementReport } from './upload-settlement-report';

const SUMMARY_COLUMNS = ['Courier', 'Still owed', 'Paid', 'Differences'] as const;

/**
 * /v1/settlements: cash from couriers (issue #29, decision 0031). What each courier still owes and has
 * paid, a payment report checked then imported (as the products CSV), every open difference, and the
 * reports imported so far.
 */
export function SettlementsPage() {
  const summary = useSettlementSummary();
  const couriers = summary.data?.couriers ?? [];

  return (
    <AdminPage title="Settlements">
      <Stack spacing={3}>
        <AdminQueryTable
          label="Cash with couriers"
          columns={SUMMARY_COLUMNS}
          query={summary}
          rows={couriers}
          failedMessage="Failed to fetch the settlements."
          emptyMessage="No couriers"
          stackedOnPhone
        >
          {couriers.map((row) => (
            <TableRow key={row.courier}>
              <TableCell sx={{ fontWeight: 600 }}>{COURIER_LABELS[row.courier]}</TableCell>
              <TableCell>{formatPaisa(row.owed)}</TableCell>
              <TableCell>{formatPaisa(row.paid)}</TableCell>
              <TableCell>{row.differences}</TableCell>
            </TableRow>
          ))}
        </AdminQueryTable>

        <FetchCourierPayments />

        <UploadSettlementReport />

        <OpenSettlementDifferences />

        <SettlementImports />
      </Stack>
    </AdminPage>
  );
}
