import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Key, ReactNode } from 'react';

interface TableHeadAndRowsProps {
  columns: readonly string[];
  rows: readonly { key: Key; cells: readonly ReactNode[] }[];
  /** How a column's cells sit, by its index: in the header row (`heading`) and in the body. */
  cellLook?: (
    index: number,
    heading: boolean,
  ) => { align?: TableCellProps['align']; sx?: SystemStyleObject<Theme> };
}

/**
 * The inside of a small read-only table: a header row of bold column names, then one row of plain
 * cells per entry. The table around it (its name, its scrolling) is the caller's.
 */
export function TableHeadAndRows({ columns, rows, cellLook = () => ({}) }: TableHeadAndRowsProps) {
  const cellProps = (index: number, heading: boolean) => {
    const { align, sx } = cellLook(index, heading);
    return { align, sx: { ...sx, ...(heading ? { fontWeight: 700 } : {}) } };
  };
  return (
    <>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column} {...cellProps(index, true)}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={index} {...cellProps(index, false)}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </>
  );
}
