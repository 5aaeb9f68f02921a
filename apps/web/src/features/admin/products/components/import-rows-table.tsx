import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { TableHeadAndRows } from '../../common/table-head-and-rows';

interface ImportRowsTableProps {
  /** Accessible name of the table. */
  label: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /** Rows the answer counted but did not list. */
  more: number;
}

/** A short table of the import's dry run (its problems or its changes), scrolling under its heading. */
export function ImportRowsTable({ label, columns, rows, more }: ImportRowsTableProps) {
  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table aria-label={label} size="small" stickyHeader>
            <TableHeadAndRows
              columns={columns}
              rows={rows.map((cells, index) => ({ key: index, cells }))}
              cellLook={(_, heading) => (heading ? {} : { sx: { overflowWrap: 'anywhere' } })}
            />
          </Table>
        </TableContainer>
      </Paper>
      {more > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          And {more.toLocaleString('en-US')} more not shown.
        </Typography>
      ) : null}
    </>
  );
}
