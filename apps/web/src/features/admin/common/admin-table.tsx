import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { MUTED_TEXT } from '../../../lib/theme';
import type { AdminPaging } from './admin-list';
import { AdminPager, AdminSearchBox } from './admin-list-controls';

export interface AdminTableProps {
  /** Accessible name of the table, e.g. 'Products'. */
  label: string;
  columns: readonly string[];
  isLoading: boolean;
  /** Shown in place of the rows when the list could not be loaded. */
  errorMessage?: string | null;
  isEmpty: boolean;
  emptyMessage: string;
  /** A fixed height makes the body scroll under a sticky header (the shipping list, spec §9). */
  maxHeight?: number;
  /** A table paged and searched on the server: a search box above it and a pager below. */
  paging?: AdminPaging;
  /** The search box's label, saying what it searches: 'Search by name, e-mail or phone'. */
  searchLabel?: string;
  /** A header cell before the columns, such as a 'select every row' checkbox. */
  leadingHeader?: ReactNode;
  /**
   * Fixed column widths (px, or undefined to share what is left): the table then fits its space and
   * long cells are cut with an ellipsis rather than pushing columns off to the right.
   */
  columnWidths?: readonly (number | undefined)[];
  /** The rows are cards on a phone, each row drawing its own: the headings are joined in one. */
  cardsOnPhone?: boolean;
  /**
   * The rows are cards on a phone drawn from their cells: each cell on its own line under its
   * column's name, so a wide table reads down the screen instead of scrolling sideways.
   */
  stackedOnPhone?: boolean;
  /** The table's own filters, on the search box's line (one line less above the rows). */
  filters?: ReactNode;
  children: ReactNode;
}

/** The width of a stacked card's column names, beside each cell's value. */
const STACKED_LABEL_WIDTH = '5.75rem';

/** Below the sm breakpoint each row is a card and each cell a line headed by its column's name. */
function stackedCells(columns: readonly string[]) {
  return (theme: Theme): SystemStyleObject<Theme> => ({
    [theme.breakpoints.down('sm')]: {
      '& tbody tr': {
        display: 'block',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      },
      '& tbody td': {
        display: 'block',
        position: 'relative',
        minWidth: 0,
        border: 0,
        py: 0.5,
        pl: `calc(${STACKED_LABEL_WIDTH} + 20px)`,
        overflowWrap: 'anywhere',
        '&::before': {
          position: 'absolute',
          left: 10,
          width: STACKED_LABEL_WIDTH,
          color: MUTED_TEXT,
          fontSize: 13,
          fontWeight: 600,
        },
      },
      // The column's name is drawn, not read: the header row keeps the names for screen readers.
      ...Object.fromEntries(
        columns.map((column, index) => [
          `& tbody td:nth-of-type(${index + 1})::before`,
          { content: `${JSON.stringify(column)} / ""` },
        ]),
      ),
    },
  });
}

/**
 * The back office's tables: one header row, then the rows, or a single full-width row saying why there
 * are none (loading, failed, empty). Wide tables scroll sideways on a phone instead of squeezing.
 */
export function AdminTable({
  label,
  columns,
  isLoading,
  errorMessage,
  isEmpty,
  emptyMessage,
  maxHeight,
  paging,
  searchLabel = 'Search',
  leadingHeader,
  columnWidths,
  cardsOnPhone = false,
  stackedOnPhone = false,
  filters,
  children,
}: AdminTableProps) {
  const asCards = cardsOnPhone || stackedOnPhone;
  let status: ReactNode = null;
  if (isLoading) {
    status = <CircularProgress size={28} aria-label={`Loading ${label.toLowerCase()}`} />;
  } else if (errorMessage) {
    status = (
      <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
        {errorMessage}
      </Typography>
    );
  } else if (isEmpty) {
    status = <Typography>{paging?.q ? `Nothing matches "${paging.q}"` : emptyMessage}</Typography>;
  }

  return (
    <>
      {paging ? (
        <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <AdminSearchBox paging={paging} label={searchLabel} />
          {filters}
        </Box>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TableContainer sx={{ overflowX: 'auto', maxHeight }}>
          <Table
            aria-label={label}
            stickyHeader={maxHeight !== undefined}
            size="small"
            sx={[
              {
                '& th, & td': { px: 1.25 },
                '& a': { color: 'primary.main', fontWeight: 600 },
                ...(columnWidths ? { tableLayout: { sm: 'fixed' } } : {}),
              },
              stackedOnPhone && stackedCells(columns),
            ]}
          >
            <TableHead>
              <TableRow>
                {leadingHeader ? (
                  <TableCell
                    padding="checkbox"
                    sx={{ bgcolor: 'secondary.main', width: columnWidths ? 48 : undefined }}
                  >
                    {leadingHeader}
                  </TableCell>
                ) : null}
                {columns.map((column, index) => (
                  <TableCell
                    key={column}
                    sx={{
                      fontWeight: 700,
                      whiteSpace: { xs: 'nowrap', lg: 'normal' },
                      bgcolor: 'secondary.main',
                      width: columnWidths?.[index],
                      ...(asCards ? { display: { xs: 'none', sm: 'table-cell' } } : {}),
                    }}
                  >
                    {column}
                  </TableCell>
                ))}
                {asCards ? (
                  <TableCell
                    sx={{ display: { sm: 'none' }, fontWeight: 700, bgcolor: 'secondary.main' }}
                  >
                    {columns.join(' · ')}
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            {status ? null : <TableBody>{children}</TableBody>}
          </Table>
        </TableContainer>
        {/* Outside the sideways-scrolling table, so the message stays in view on a phone. */}
        {status ? <Box sx={{ py: 4, px: 2, textAlign: 'center' }}>{status}</Box> : null}
        {paging && !isLoading && !errorMessage ? (
          <AdminPager paging={paging} label={label} />
        ) : null}
      </Paper>
    </>
  );
}
