import { ORGANISATION_TYPE_LABELS, ZChangeRepairerRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { organisationOptions, useOrganisations } from '../../organisations/use-organisations.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

/** A super admin gives the job to another repairer or bodyshop, and says why (the timeline keeps it). */
export function ChangeRepairerDialog({ claim, runner, onClose }: ActionDialogProps) {
  const organisations = useOrganisations(['repairer', 'bodyshop'], true);
  const others = organisations.data?.filter((organisation) => organisation.id !== claim.repairerOrganisation?.id);
  const form = useForm<z.input<typeof ZChangeRepairerRequest>>({
    mode: 'onTouched',
    resolver: zodResolver(ZChangeRepairerRequest),
    defaultValues: { repairerOrganisationId: '', reason: '' },
  });
  const submit = form.handleSubmit((body) =>
    runner.mutate({ action: 'change-repairer', body }, { onSuccess: onClose }),
  );
  return (
    <ActionFormDialog action="change-repairer" onConfirm={submit} runner={runner} onClose={onClose} color="warning">
      <FormSelectField
        form={form}
        name="repairerOrganisationId"
        label="New repairer or bodyshop"
        options={organisationOptions(others, ORGANISATION_TYPE_LABELS)}
        emptyLabel={organisations.isPending ? 'Loading…' : 'Choose a repairer or bodyshop'}
      />
      <FormTextField form={form} name="reason" label="Reason" multiline minRows={2} />
    </ActionFormDialog>
  );
}
