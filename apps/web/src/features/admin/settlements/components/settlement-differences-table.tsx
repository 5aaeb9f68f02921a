import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { COURIER_LABELS } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import type { SettlementDifference } from '@shop/domain/schemas/settlements.schema';
import { SETTLEMENT_DIFFERENCE_LABELS } from '@shop/domain/settlements';
import { Link } from '../../../../lib/router';
import { AdminTable } from '../../common/admin-table';

const DIFFERENCE_COLUMNS = [
  'Difference',
  'Courier',
  'Order',
  // "Tracking no." fits the width a phone's card gives a column's name on one line.
  'Tracking no.',
  'Expected',
  'Paid',
  'Off by',
  'Detail',
] as const;

const amount = (paisa: number | null) => (paisa === null ? '—' : formatPaisa(paisa));

function DifferenceRow({ difference }: { difference: SettlementDifference }) {
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 600 }}>
        {SETTLEMENT_DIFFERENCE_LABELS[difference.kind]}
      </TableCell>
      <TableCell>{COURIER_LABELS[difference.courier]}</TableCell>
      <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
        {difference.orderId ? (
          <Link to={`/v1/shipping/${difference.orderId}`}>{difference.orderNumber}</Link>
        ) : (
          '—'
        )}
      </TableCell>
      {/* A tracking number is read whole at a desk; on a phone's card it may break anywhere. */}
      <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: { sm: 'nowrap' } }}>
        {difference.trackingNumber ?? '—'}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{amount(difference.expected)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{amount(difference.paid)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaisa(difference.amount)}</TableCell>
      <TableCell sx={{ minWidth: { sm: 220 }, overflowWrap: 'anywhere' }}>
        {difference.detail}
      </TableCell>
    </TableRow>
  );
}

/** Settlement differences, one a row: a report's preview, a fetch's answer, or the open ones. */
export function SettlementDifferencesTable({
  label,
  differences,
  isLoading = false,
  emptyMessage,
}: {
  label: string;
  differences: SettlementDifference[];
  isLoading?: boolean;
  emptyMessage: string;
}) {
  return (
    <AdminTable
      label={label}
      columns={DIFFERENCE_COLUMNS}
      isLoading={isLoading}
      isEmpty={differences.length === 0}
      emptyMessage={emptyMessage}
      stackedOnPhone
    >
      {differences.map((difference, index) => (
        <DifferenceRow
          key={`${difference.kind}-${difference.trackingNumber}-${index}`}
          difference={difference}
        />
      ))}
    </AdminTable>
  );
}
