import type { TClaimSummary } from '@fixline/domain';
import {
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { type MouseEvent, memo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { claimPagePath } from '../claims/claim-api.ts';
import { Costs, CreatedDay, Parties, Plate, SummaryStatus } from './claim-summary-bits.tsx';
import { vehicleText } from './claim-summary-text.ts';
import { LabelChips } from './label-chips.tsx';

const COLUMNS = [
  'Reference',
  'Plate',
  'Vehicle',
  'Customer',
  'Status',
  'Labels',
  'Client / repairer',
  'Cost',
  'Created',
] as const;

interface ClaimListTableProps {
  /** Undefined while the first page loads: skeleton rows in the table's shape. */
  claims: readonly TClaimSummary[] | undefined;
  skeletonRows: number;
  sortOrder: 'asc' | 'desc';
  onSortOrder: (order: 'asc' | 'desc') => void;
}

/**
 * A click anywhere on a row opens the claim, but not one on a link or a button inside it, nor the end of
 * selecting text to copy. The reference is a real link, for the keyboard, a middle click and a new tab.
 */
function opensClaim(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button')) return false;
  return (window.getSelection()?.toString() ?? '') === '';
}

/**
 * The desktop list: dense rows, one claim each, newest first unless the Created header says otherwise.
 * Memoised, as the cards are (claim-list-cards.tsx): drawn again only when its rows or order change.
 */
export const ClaimListTable = memo(function ClaimListTable({
  claims,
  skeletonRows,
  sortOrder,
  onSortOrder,
}: ClaimListTableProps) {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Claims"
        // Nine columns beside the drawer: tighter side padding keeps them all in view on a 1366px screen.
        sx={{
          '& td, & th': { verticalAlign: 'top', px: 1 },
          '& td:first-of-type, & th:first-of-type': { pl: 2 },
          '& td:last-of-type, & th:last-of-type': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) =>
              column === 'Created' ? (
                <TableCell key={column} sortDirection={sortOrder} sx={{ whiteSpace: 'nowrap' }}>
                  <TableSortLabel
                    active
                    direction={sortOrder}
                    onClick={() => onSortOrder(sortOrder === 'desc' ? 'asc' : 'desc')}
                  >
                    Created
                  </TableSortLabel>
                </TableCell>
              ) : (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {claims === undefined
            ? Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key by
                <TableRow key={row} data-testid="skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : claims.map((claim) => (
                <TableRow
                  key={claim.id}
                  hover
                  onClick={(event) => {
                    if (opensClaim(event)) navigate(claimPagePath(claim.id));
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={claimPagePath(claim.id)} sx={{ fontWeight: 600 }}>
                      {claim.reference}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Plate registration={claim.registration} />
                  </TableCell>
                  <TableCell>{vehicleText(claim) || '—'}</TableCell>
                  <TableCell>{claim.customerName ?? '—'}</TableCell>
                  <TableCell>
                    <SummaryStatus claim={claim} />
                  </TableCell>
                  <TableCell>
                    <LabelChips labels={claim.labels} />
                  </TableCell>
                  <TableCell>
                    <Parties claim={claim} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Costs claim={claim} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <CreatedDay at={claim.createdAt} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
