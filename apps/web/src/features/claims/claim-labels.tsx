import { CLAIM_ACTIONS, isPermitted, type TClaim, type TLabel } from '@fixline/domain';
import CloseIcon from '@mui/icons-material/Close';
import { Autocomplete, Box, Button, IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { requiredLabel } from '../../components/required-label.ts';
import { LabelChip } from '../labels/label-chip.tsx';
import { coloursByName, LABELS_PATH, useLabels } from '../labels/labels-api.ts';
import { canTake } from './claim-api.ts';
import { ClaimSection } from './claim-section.tsx';
import { useClaimAction } from './use-claim-action.ts';

const CHOOSE_A_LABEL = 'Choose a label to add';

/** When no label is left to add: say why, and where labels come from. */
function NoOptions({ failed }: { failed: boolean }) {
  const { user } = useAuth();
  if (failed) return <>The labels could not be loaded. Reload the page to try again.</>;
  const mayManage = isPermitted(user, { privileges: ['SuperAdminLabels'] });
  return (
    <>
      No other labels.{' '}
      {mayManage ? (
        <Link component={RouterLink} to={LABELS_PATH}>
          Create one on the Labels page
        </Link>
      ) : (
        'A super admin creates labels.'
      )}
    </>
  );
}

/**
 * Picks one of the existing labels the claim does not carry yet (the server accepts only those). Typing
 * highlights the first match and leaving the field selects it, so 'type a name, press Add' still works.
 */
function AddLabelForm({
  labels,
  loading,
  failed,
  onAdd,
  busy,
}: {
  labels: TLabel[];
  loading: boolean;
  failed: boolean;
  onAdd: (label: TLabel, done: () => void) => void;
  busy: boolean;
}) {
  const [value, setValue] = useState<TLabel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value) {
      setError(CHOOSE_A_LABEL);
      return;
    }
    onAdd(value, () => setValue(null));
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ mt: 2, alignItems: 'flex-start', maxWidth: 640 }}
    >
      <Autocomplete
        options={labels}
        value={value}
        onChange={(_, label) => {
          setValue(label);
          setError(null);
        }}
        getOptionLabel={(label) => label.name}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        autoHighlight
        autoSelect
        loading={loading}
        noOptionsText={<NoOptions failed={failed} />}
        fullWidth
        renderOption={({ key, ...props }, label) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1, flexWrap: 'wrap' }}>
            <LabelChip name={label.name} colour={label.colour} size="small" />
            {label.description && (
              <Typography variant="body2" color="text.secondary">
                {label.description}
              </Typography>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={requiredLabel('New label')}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true } }}
          />
        )}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0, mt: 1 }}>
        {CLAIM_ACTIONS['add-label'].label}
      </Button>
    </Stack>
  );
}

/** The claim's labels in their colours; with the right, a picker to add one and a remove button beside each. */
export function ClaimLabels({ claim }: { claim: TClaim }) {
  const mayAdd = canTake(claim, 'add-label');
  if (claim.labels.length === 0 && !mayAdd) return null;
  return <LabelsSection claim={claim} mayAdd={mayAdd} />;
}

function LabelsSection({ claim, mayAdd }: { claim: TClaim; mayAdd: boolean }) {
  const runner = useClaimAction(claim);
  const labels = useLabels();
  const mayRemove = canTake(claim, 'remove-label');
  // A name without a label entity (deleted meanwhile, or the list did not load) keeps the default chip.
  const colours = coloursByName(labels.data);
  const onClaim = new Set(claim.labels.map((name) => name.toLowerCase()));
  const addable = (labels.data ?? [])
    .filter((label) => !onClaim.has(label.name.toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

  return (
    <ClaimSection title="Labels">
      {claim.labels.length === 0 ? (
        <Typography color="text.secondary">No labels yet. Add one to find this claim again quickly.</Typography>
      ) : (
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
          {claim.labels.map((label) => (
            <Box component="li" key={label} sx={{ display: 'inline-flex', alignItems: 'center', listStyle: 'none' }}>
              <LabelChip name={label} colour={colours.get(label.toLowerCase())} />
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
        <AddLabelForm
          labels={addable}
          loading={labels.isPending}
          failed={labels.isError}
          busy={runner.isPending}
          onAdd={(label, done) => runner.mutate({ action: 'add-label', label: label.name }, { onSuccess: done })}
        />
      )}
    </ClaimSection>
  );
}
