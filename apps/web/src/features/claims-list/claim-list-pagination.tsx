import { CLAIM_PAGE_SIZES, formatWholeNumber } from '@fixline/domain';
import { TablePagination } from '@mui/material';
import { useId } from 'react';

interface ClaimListPaginationProps {
  count: number;
  /** The page shown, from 1; past the last page, the last page is marked. */
  page: number;
  pageSize: number;
  mobile: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: string) => void;
}

/** The list's pages and page size, under its rows. */
export function ClaimListPagination({ count, page, pageSize, mobile, onPage, onPageSize }: ClaimListPaginationProps) {
  const lastPageIndex = Math.max(0, Math.ceil(count / pageSize) - 1);
  const pageSizeLabelId = useId();
  return (
    <TablePagination
      component="div"
      count={count}
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
      labelDisplayedRows={({ from, to, count: total }) =>
        `${formatWholeNumber(from)}–${formatWholeNumber(to)} of ${formatWholeNumber(total)}`
      }
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(event.target.value)}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
