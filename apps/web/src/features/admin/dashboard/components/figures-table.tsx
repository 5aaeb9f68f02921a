import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { TableHeadAndRows } from '../../common/table-head-and-rows';

interface FiguresTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** Columns (by index) of numbers, aligned right so digits line up. */
  numeric?: readonly number[];
  /** Columns (by index) only pictures repeat, left out on a phone so the figures fit its width. */
  wideOnly?: readonly number[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
}

/** A small table of the dashboard's figures; scrolls sideways on a phone rather than squeezing. */
export function FiguresTable({
  label,
  columns,
  numeric = [],
  wideOnly = [],
  rows,
}: FiguresTableProps) {
  const align = (index: number) => (numeric.includes(index) ? 'right' : 'left');
  // Amounts stay on one line; headings may wrap so a narrow table still fits a phone.
  const cellSx = (index: number, heading: boolean) => ({
    ...(numeric.includes(index) && !heading ? { whiteSpace: 'nowrap' } : {}),
    ...(wideOnly.includes(index) ? { display: { xs: 'none', sm: 'table-cell' } } : {}),
  });
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone's screen sideways.
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid #834F37' } }}
    >
      <Table
        aria-label={label}
        size="small"
        sx={{
          '& th, & td': { px: { xs: 0.75, sm: 1 } },
          '& a': { color: 'primary.main', fontWeight: 600 },
        }}
      >
        <TableHeadAndRows
          columns={columns}
          rows={rows}
          cellLook={(index, heading) => ({ align: align(index), sx: cellSx(index, heading) })}
        />
      </Table>
    </TableContainer>
  );
}

/** A bar drawn inside a table cell or a list: its length is the value's share of the largest. */
export function InlineBar({ share, colour }: { share: number; colour: string }) {
  return (
    <Box
      aria-hidden
      sx={{ height: 10, minWidth: 60, bgcolor: '#f1ebe7', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${Math.max(0, Math.min(1, share)) * 100}%`,
          bgcolor: colour,
        }}
      />
    </Box>
  );
}
