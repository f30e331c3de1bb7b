import { formatMoney, type TClaim, type TClaimPayments } from '@fixline/domain';
import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { formatDateTime } from '../../components/format-date.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { ClaimSection } from '../claims/claim-section.tsx';

/** Whether the claim may have been paid: once finished, and a retail driver's before the repair too. */
const mayBePaid = (claim: TClaim) =>
  ['finished', 'paid', 'completed'].includes(claim.status) ||
  (claim.track === 'retail' && ['awaiting-pickup', 'in-repair'].includes(claim.status));

export const claimPaymentsKey = (claimId: string) => ['claim-payments', claimId] as const;

/** The claim page's Payments: what was paid, when and how (with any tip), and what is still owed. */
export function ClaimPaymentsSection({ claim }: { claim: TClaim }) {
  const payments = useQuery({
    queryKey: [...claimPaymentsKey(claim.id), claim.version],
    queryFn: ({ signal }) =>
      apiRequest<TClaimPayments>(`/api/claims/${encodeURIComponent(claim.id)}/payments`, { signal }),
    enabled: mayBePaid(claim),
  });
  if (!mayBePaid(claim)) return null;
  return (
    <ClaimSection title="Payments">
      {payments.isPending && <Skeleton height={48} />}
      {payments.isError && <QueryErrorAlert query={payments} />}
      {payments.data && (
        <>
          {payments.data.payments.length === 0 ? (
            <Typography color="text.secondary">No payment yet.</Typography>
          ) : (
            <List dense disablePadding>
              {payments.data.payments.map((payment) => (
                <ListItem key={payment.id} disableGutters>
                  <ListItemText
                    primary={`${formatMoney(payment.amount)}${payment.tip > 0 ? ` (tip ${formatMoney(payment.tip)})` : ''} · ${payment.method}`}
                    secondary={`${formatDateTime(payment.paidAt)}${payment.recordedBy ? ` · recorded by ${payment.recordedBy}` : ' · by the driver'}${payment.paymentId ? ` · ${payment.paymentId}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Typography sx={{ mt: 1 }}>Still owed: {formatMoney(payments.data.owed)}</Typography>
        </>
      )}
    </ClaimSection>
  );
}
