import { CLAIM_ACTIONS, type TClaim, ZLabelParams, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { canTake } from './claim-api.ts';
import { ClaimSection } from './claim-section.tsx';
import { useClaimAction } from './use-claim-action.ts';

/** The label rule of the add-label route: required, at most 40 characters, no comma. */
const ZLabelForm = ZLabelParams.pick({ label: true });

/** The claim's labels; with the right, a field to add one and a remove button beside each. */
export function ClaimLabels({ claim }: { claim: TClaim }) {
  const runner = useClaimAction(claim);
  const mayAdd = canTake(claim, 'add-label');
  const mayRemove = canTake(claim, 'remove-label');
  const form = useForm<z.input<typeof ZLabelForm>>({
    resolver: zodResolver(ZLabelForm),
    defaultValues: { label: '' },
  });
  if (claim.labels.length === 0 && !mayAdd) return null;

  const add = form.handleSubmit(({ label }) =>
    runner.mutate({ action: 'add-label', label }, { onSuccess: () => form.reset({ label: '' }) }),
  );

  return (
    <ClaimSection title="Labels">
      {claim.labels.length === 0 ? (
        <Typography color="text.secondary">No labels yet. Add one to find this claim again quickly.</Typography>
      ) : (
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
          {claim.labels.map((label) => (
            <Box component="li" key={label} sx={{ display: 'inline-flex', alignItems: 'center', listStyle: 'none' }}>
              <Chip label={label} />
              {mayRemove && (
                <IconButton
                  size="small"
                  aria-label={`${CLAIM_ACTIONS['remove-label'].label} ${label}`}
                  disabled={runner.isPending}
                  onClick={() => runner.mutate({ action: 'remove-label', label })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {mayAdd && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={add}
          noValidate
          sx={{ mt: 2, alignItems: 'flex-start' }}
        >
          <FormTextField form={form} name="label" label="New label" />
          <Button type="submit" variant="outlined" disabled={runner.isPending} sx={{ flexShrink: 0, mt: 1 }}>
            {CLAIM_ACTIONS['add-label'].label}
          </Button>
        </Stack>
      )}
    </ClaimSection>
  );
}
