import { AUTHORISATION_DEADLINE_TEXT, type TClaimListWithCount } from '@fixline/domain';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { CLAIM_LISTS_KEY } from '../claim-lists/claim-list-api.ts';
import { homePath } from '../claim-lists/claim-list-search.ts';
import { isOne, totalText } from '../claim-lists/claim-total-text.ts';

const claimsText = (total: TClaimListWithCount) => (isOne(total) ? '1 claim waits' : `${totalText(total)} claims wait`);

/**
 * How many claims within the reader's reach wait for an authorisation past its deadline (decision
 * 0056), with the way to their list. Nothing when none does: the dashboard's cards are per status.
 */
export function OverdueNotice() {
  const overdue = useQuery({
    queryKey: [...CLAIM_LISTS_KEY, 'overdue-count'],
    queryFn: ({ signal }) =>
      apiRequest<TClaimListWithCount>('/api/claims?overdue=true&pageSize=1&includeCountAll=true', { signal }),
  });
  if (!overdue.data?.count) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={homePath({ overdue: 'true' })} color="inherit" size="small">
          Show them
        </Button>
      }
    >
      {AUTHORISATION_DEADLINE_TEXT.overdue}: {claimsText(overdue.data)} for an authorisation past its deadline.
    </Alert>
  );
}
