import { ORGANISATION_TYPE_LABELS, ZApproveForRepairRequest, ZId, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { organisationOptions, useOrganisations } from '../../organisations/use-organisations.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

/** A super admin approving a claim that has no repairer yet names the repairer or bodyshop. */
const ZWithRepairer = ZApproveForRepairRequest.extend({ repairerOrganisationId: ZId });

/** Approve for repair; with pickRepairer, the repairer or bodyshop that does the work is chosen here. */
export function ApproveForRepairDialog({
  runner,
  onClose,
  pickRepairer,
}: ActionDialogProps & { pickRepairer: boolean }) {
  const organisations = useOrganisations(['repairer', 'bodyshop'], pickRepairer);
  const form = useForm<z.input<typeof ZApproveForRepairRequest>>({
    mode: 'onTouched',
    resolver: zodResolver(pickRepairer ? ZWithRepairer : ZApproveForRepairRequest),
    defaultValues: {},
  });
  const submit = form.handleSubmit((body) =>
    runner.mutate({ action: 'approve-for-repair', body }, { onSuccess: onClose }),
  );
  return (
    <ActionFormDialog action="approve-for-repair" onConfirm={submit} runner={runner} onClose={onClose}>
      {pickRepairer ? (
        <FormSelectField
          form={form}
          name="repairerOrganisationId"
          label="Repairer or bodyshop"
          options={organisationOptions(organisations.data, ORGANISATION_TYPE_LABELS)}
          emptyLabel={organisations.isPending ? 'Loading…' : 'Choose a repairer or bodyshop'}
        />
      ) : undefined}
    </ActionFormDialog>
  );
}
