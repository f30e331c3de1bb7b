import { formatMoney, type TClaim } from '@fixline/domain';
import { DetailList } from '../../components/detail-list.tsx';
import { ClaimSection } from './claim-section.tsx';
import { COST_LABELS } from './cost-labels.ts';
import { QuotePdfButton } from './quote-pdf-button.tsx';

const COST_FIELDS = ['cost', 'costRepairer'] as const;

/**
 * The costs this user may see, in GBP (spec 9): a field the server leaves out (the client's cost, for a
 * repairer) is not shown at all; one not set yet shows as £0.00. Those who see the client's cost also
 * get the newest quote as a PDF.
 */
export function ClaimCosts({ claim }: { claim: TClaim }) {
  const fields = COST_FIELDS.filter((field) => field in claim.costs);
  if (fields.length === 0) return null;
  return (
    <ClaimSection title="Costs">
      <DetailList
        details={[
          ...fields.map((field) => ({ term: COST_LABELS[field], value: formatMoney(claim.costs[field]) })),
          // The payment provider's id for the retail quote (spec 3: quoteStripeId).
          ...(claim.quoteStripeId ? [{ term: 'Quote id (payments)', value: claim.quoteStripeId }] : []),
        ]}
      />
      {claim.quoteId && <QuotePdfButton quoteId={claim.quoteId} />}
    </ClaimSection>
  );
}
