import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface FiguresColumn {
  header: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface FiguresTableProps {
  /** Names the table for screen readers and says what it holds. */
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly (readonly ReactNode[])[];
  /** Row keys; the first cell's text when absent. */
  keys?: readonly string[];
}

/** A plain table of figures: the text version of a chart, or a table in its own right. */
export function FiguresTable({ caption, columns, rows, keys }: FiguresTableProps) {
  return (
    // Narrower cells on phones, so five columns fit a phone's width.
    <Table size="small" aria-label={caption} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            // Headers keep to one line: a wide table scrolls sideways on a phone rather than stacking words.
            <TableCell
              key={column.header}
              align={column.numeric ? 'right' : 'left'}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={keys?.[index] ?? String(row[0])}>
            {row.map((cell, column) => (
              <TableCell
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in a fixed order.
                key={column}
                component={column === 0 ? 'th' : 'td'}
                scope={column === 0 ? 'row' : undefined}
                align={columns[column]?.numeric ? 'right' : 'left'}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
