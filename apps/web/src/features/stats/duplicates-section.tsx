import { DUPLICATE_RULE, formatRegistration, type TDuplicates } from '@fixline/domain';
import { Box, Card, Link, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../components/format-date.ts';
import { StatusChip } from '../../components/status-chip.tsx';
import { claimPagePath } from '../claims/claim-api.ts';
import { useDuplicates } from './stats-api.ts';
import { StatsSection } from './stats-section.tsx';

type Group = TDuplicates['data'][number];

const REASON_LABELS = {
  'same-registration': 'Same registration',
  'same-customer-and-incident-date': 'Same customer and incident date',
} as const satisfies Record<Group['reason'], string>;

const PAGE_SIZES = [10, 20, 50];
const DEFAULT_PAGE_SIZE = 20;

function groupKey(group: Group): string {
  return group.reason === 'same-registration' ? formatRegistration(group.key) : group.key;
}

function DuplicateGroup({ group }: { group: Group }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {REASON_LABELS[group.reason]}: {groupKey(group)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {group.claims.length} claims
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {group.claims.map((claim) => (
          <Stack
            component="li"
            key={claim.id}
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ listStyle: 'none', alignItems: 'center', flexWrap: 'wrap', minHeight: 44 }}
          >
            <Link component={RouterLink} to={claimPagePath(claim.id)} sx={{ fontWeight: 600 }}>
              {claim.reference}
            </Link>
            <StatusChip status={claim.status} size="small" />
            <Typography component="span" variant="body2">
              {formatRegistration(claim.registration)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {[claim.customerName, claim.clientOrganisation.name, `created ${formatDate(claim.createdAt)}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** Super admins only: groups of claims that may be the same claim twice, with the rule that found them. */
export function DuplicatesSection() {
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [skip, setSkip] = useState(0);
  const duplicates = useDuplicates(limit, skip);
  const data = duplicates.data;
  return (
    <StatsSection title="Possible duplicates" subtitle={data?.rule ?? DUPLICATE_RULE} query={duplicates}>
      {!data || data.count === 0 ? (
        <Typography color="text.secondary">No possible duplicates found.</Typography>
      ) : (
        <Box>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Groups of possible duplicates">
            {data.data.map((group) => (
              <DuplicateGroup key={`${group.reason}-${group.key}`} group={group} />
            ))}
          </Stack>
          <TablePagination
            component="div"
            count={data.count}
            page={Math.floor(skip / limit)}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            labelRowsPerPage="Groups per page"
            onPageChange={(_, page) => setSkip(page * limit)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setSkip(0);
            }}
          />
        </Box>
      )}
    </StatsSection>
  );
}
