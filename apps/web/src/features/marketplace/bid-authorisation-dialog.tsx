import { formatMoney, type TRankedBid, ZPoundsText, z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CostFields } from '../claims/actions/cost-fields.tsx';
import type { useClaimAction } from '../claims/use-claim-action.ts';

/** The two costs in pounds, handed on in pence. */
const ZCostsForm = z.object({ cost: ZPoundsText, costRepairer: ZPoundsText });
type CostsFormInput = z.input<typeof ZCostsForm>;

/**
 * A super admin asks the client to authorise a bid above the authorised repair cost
 * (request-bid-authorisation): the client's cost and the repairer's, the bid's amount as the repairer's
 * to start from, and the bid's document when it has one.
 */
export function BidAuthorisationDialog({
  bid,
  runner,
  onDone,
  onClose,
}: {
  bid: TRankedBid;
  runner: ReturnType<typeof useClaimAction>;
  onDone: () => void;
  onClose: () => void;
}) {
  const form = useForm<CostsFormInput, unknown, z.output<typeof ZCostsForm>>({
    mode: 'onTouched',
    resolver: zodResolver(ZCostsForm),
    defaultValues: { cost: '', costRepairer: (bid.amount / 100).toFixed(2) },
  });
  const submit = form.handleSubmit((costs) =>
    runner.mutate(
      {
        action: 'request-bid-authorisation',
        body: { bidId: bid.id, ...costs, ...(bid.documentId ? { documentId: bid.documentId } : {}) },
      },
      {
        onSuccess: () => {
          onDone();
          onClose();
        },
      },
    ),
  );
  return (
    <ConfirmDialog
      open
      title="Ask for authorisation"
      text={`Ask the client to authorise the bid of ${bid.organisation.name} for ${formatMoney(bid.amount)}. Amounts in pounds.`}
      confirmLabel="Ask for authorisation"
      busy={runner.isPending}
      onClose={onClose}
      onConfirm={submit}
    >
      <CostFields form={form} />
    </ConfirmDialog>
  );
}
