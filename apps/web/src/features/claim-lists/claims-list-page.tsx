import AddIcon from '@mui/icons-material/Add';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { Permitted } from '../../components/permitted.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useLoadedComponent } from '../../components/use-loaded-component.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useClaimList } from './claim-list-api.ts';
import { ClaimListCards } from './claim-list-cards.tsx';
import { ClaimListFilters } from './claim-list-filters.tsx';
import { clearedListSearch, hasListFilters, listPage, listPageSize, listSortOrder } from './claim-list-search.ts';
import { ClaimListTable } from './claim-list-table.tsx';
import { claimTotalText } from './claim-total-text.ts';
import { ExportClaimsButton } from './export-claims-button.tsx';
import { useListSearch } from './use-list-search.ts';

/**
 * The pages under the rows, loaded as the list mounts. Their numbers are written without Intl
 * (claim-list-pagination.tsx).
 */
const loadPagination = () => import('./claim-list-pagination.tsx').then((module) => module.ClaimListPagination);

/** Rows of skeleton while the first page loads: enough to show the list's shape, not a full page of grey. */
const SKELETON_ROWS = 5;

interface EmptyStateProps {
  filtered: boolean;
  /** A page number beyond the last page, e.g. from an old link after claims moved on. */
  pastTheEnd: boolean;
  onClear: () => void;
  onFirstPage: () => void;
}

/** An empty list says why it is empty and what to do next (docs/ui.md). */
function EmptyState({ filtered, pastTheEnd, onClear, onFirstPage }: EmptyStateProps) {
  let title = 'No claims yet';
  let hint = 'Claims you create, or that are shared with you, appear here.';
  let action = (
    <Permitted checks={{ privileges: ['CreateClaim'] }}>
      <Button component={RouterLink} to="/claim" variant="outlined">
        Create the first claim
      </Button>
    </Permitted>
  );
  if (pastTheEnd) {
    title = 'This page is past the end of the list';
    hint = 'The list is shorter than it was. Go back to its first page.';
    action = (
      <Button variant="outlined" onClick={onFirstPage}>
        Go to the first page
      </Button>
    );
  } else if (filtered) {
    title = 'No claims match these filters';
    hint = 'Try fewer filters, or clear them to see every claim.';
    action = (
      <Button variant="outlined" onClick={onClear}>
        Clear filters
      </Button>
    );
  }
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {hint}
      </Typography>
      {action}
    </Box>
  );
}

/**
 * /home, the claims list (ReadClaims): every filter, the page and the sort order live in the address
 * under the API's names, so a filtered view can be shared and survives a reload.
 */
export default function ClaimsListPage() {
  const mobile = useIsMobile();
  const { search, change, replace } = useListSearch();
  const ClaimListPagination = useLoadedComponent(loadPagination);
  const list = useClaimList(search);
  const pageSize = listPageSize(search);
  const page = listPage(search);
  const filtered = hasListFilters(search);

  const clear = () => replace(clearedListSearch(search));
  const sortBy = useCallback((sortOrder: 'asc' | 'desc') => change({ sortOrder }), [change]);

  // The rows, the count and the pages are the list's heaviest render: deferred, React draws them in
  // slices that leave the browser free between them, while the skeleton rows (or the previous page)
  // stay a moment longer. The answer itself arrives as a blocking update (TanStack Query's store),
  // which then changes next to nothing.
  const shown = useDeferredValue(list.data);
  const count = shown?.count;
  const rows = shown?.data;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            Claims
          </Typography>
          <Typography color="text.secondary" role="status" data-testid="claim-count">
            {shown === undefined ? '\u00a0' : claimTotalText(shown)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <ExportClaimsButton search={search} />
          <Permitted checks={{ privileges: ['CreateClaim'] }}>
            <Button
              component={RouterLink}
              to="/claim"
              variant="contained"
              color="secondary"
              startIcon={<AddIcon aria-hidden />}
              sx={{ flexShrink: 0 }}
            >
              New claim
            </Button>
          </Permitted>
        </Stack>
      </Stack>

      <ClaimListFilters search={search} onChange={change} onClear={clear} />

      {list.isError && <QueryErrorAlert query={list} />}

      {!(list.isError && list.data === undefined) && (
        // On a phone the cards are the frame; on a desk the table sits in one.
        <Paper
          variant="outlined"
          aria-busy={list.isFetching}
          sx={{
            position: 'relative',
            overflow: 'hidden',
            ...(mobile && { border: 0, bgcolor: 'transparent' }),
          }}
        >
          {/* The previous page stays readable while the next loads; this line says it is on its way. */}
          {list.isFetching && !list.isPending && (
            <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
          )}
          {rows !== undefined && rows.length === 0 ? (
            <EmptyState
              filtered={filtered}
              pastTheEnd={(count ?? 0) > 0 && page > 1}
              onClear={clear}
              onFirstPage={() => change({ page: undefined })}
            />
          ) : mobile ? (
            <ClaimListCards claims={rows} skeletonRows={SKELETON_ROWS} />
          ) : (
            <ClaimListTable
              claims={rows}
              skeletonRows={SKELETON_ROWS}
              sortOrder={listSortOrder(search)}
              onSortOrder={sortBy}
            />
          )}
          {ClaimListPagination && (count ?? 0) > 0 && (
            <ClaimListPagination
              count={count ?? 0}
              countCapped={shown?.countCapped}
              page={page}
              pageSize={pageSize}
              mobile={mobile}
              onPage={(next) => change({ page: String(next) })}
              onPageSize={(next) => change({ pageSize: next })}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
