import { CLAIM_PAGE_SIZES, formatWholeNumber } from '@fixline/domain';
import { TablePagination } from '@mui/material';
import { useId } from 'react';
import { totalText } from './claim-total-text.ts';

interface ClaimListPaginationProps {
  count: number;
  /** The server stopped counting at `count`: there are more, how many is not known (decision 0073). */
  countCapped?: boolean;
  /** The page shown, from 1; past the last page, the last page is marked. */
  page: number;
  pageSize: number;
  mobile: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: string) => void;
}

/** The list's pages and page size, under its rows. */
export function ClaimListPagination({
  count,
  countCapped = false,
  page,
  pageSize,
  mobile,
  onPage,
  onPageSize,
}: ClaimListPaginationProps) {
  // Past a capped total the last page is not known: MUI's -1 leaves "next" on until a short page ends
  // the list, whose answer then carries the exact total.
  const lastPageIndex = countCapped ? Number.POSITIVE_INFINITY : Math.max(0, Math.ceil(count / pageSize) - 1);
  const pageSizeLabelId = useId();
  return (
    <TablePagination
      component="div"
      count={countCapped ? -1 : count}
      // MUI needs a page that exists; past the end, the empty state offers the way back.
      page={Math.min(page - 1, lastPageIndex)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...CLAIM_PAGE_SIZES]}
      labelRowsPerPage={mobile ? 'Per page' : 'Rows per page'}
      // A native select, as the filters' (claim-list-filters.tsx): the phone's own picker. MUI's own menu
      // also drew itself twice as it mounted (its select keeps its display node in state), which made
      // the commit that brings the pages one of the list's longest tasks
      // (docs/decisions/0041-the-home-lighthouse-row-counts.md). MUI names only its own menu by the label
      // (`labelId`), so the native one is named by it here.
      slotProps={{
        select: { native: true, labelId: pageSizeLabelId, inputProps: { 'aria-labelledby': pageSizeLabelId } },
      }}
      // MUI's own words ('1–25 of 120'), with the numbers written out rather than by its Intl formatter,
      // which would be a page's first and cost a long task (vite.config.ts, lazyMuiNumberFormat).
      labelDisplayedRows={({ from, to }) =>
        `${formatWholeNumber(from)}–${formatWholeNumber(to)} of ${totalText({ count, countCapped }, mobile)}`
      }
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(event.target.value)}
      // On a phone a long total ('1,001–1,025 of 1,000+') would push the arrows past the screen's edge:
      // the toolbar wraps them onto a line of their own instead.
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        ...(mobile && { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }),
      }}
    />
  );
}
