import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COURIER_LABELS } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import { useState } from 'react';
import { AdminTable } from '../../common/admin-table';
import { useSettlementImports } from '../api/get-settlements';
import { SettlementsPager } from './settlements-pager';

const IMPORT_COLUMNS = ['Imported', 'Courier', 'File', 'Reference', 'Lines', 'Paid', 'By'] as const;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The payment reports imported so far (and payments calls recorded), newest first. */
export function SettlementImports() {
  const [page, setPage] = useState(1);
  const imports = useSettlementImports(page);

  return (
    <Stack spacing={1} component="section" aria-labelledby="imported-reports">
      <Typography id="imported-reports" variant="h6" component="h2">
        Reports imported
      </Typography>
      <AdminTable
        label="Reports imported"
        columns={IMPORT_COLUMNS}
        isLoading={imports.isPending}
        isEmpty={(imports.data?.items.length ?? 0) === 0}
        emptyMessage="No reports imported yet"
        stackedOnPhone
      >
        {(imports.data?.items ?? []).map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <time dateTime={row.importedAt}>{when.format(new Date(row.importedAt))}</time>
            </TableCell>
            <TableCell>{COURIER_LABELS[row.courier]}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {row.fileName ?? (row.source === 'api' ? 'Payments call' : '—')}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {row.reference.startsWith('sha256:')
                ? `file ${row.reference.slice(7, 15)}…`
                : row.reference}
            </TableCell>
            <TableCell>{row.lines}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaisa(row.paid)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.importedBy}</TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <SettlementsPager answer={imports.data} onPage={setPage} label="reports" />
    </Stack>
  );
}
