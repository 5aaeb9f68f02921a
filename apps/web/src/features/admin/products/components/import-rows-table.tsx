import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

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
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((cells, index) => (
                <TableRow key={index}>
                  {cells.map((cell, column) => (
                    <TableCell key={column} sx={{ overflowWrap: 'anywhere' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
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
