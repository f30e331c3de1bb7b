import { isPermitted, type TLabel } from '@fixline/domain';
import { Autocomplete, Box, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { requiredLabel } from '../../components/required-label.ts';
import { LabelChip } from '../labels/label-chip.tsx';
import { LABELS_PATH } from '../labels/labels-api.ts';
import { AddLabelFormLayout, NEW_LABEL } from './add-label-form-layout.tsx';

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
export function AddLabelForm({
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
    <AddLabelFormLayout
      onSubmit={submit}
      busy={busy}
      field={
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
              label={requiredLabel(NEW_LABEL)}
              error={error !== null}
              helperText={error ?? ' '}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true } }}
            />
          )}
        />
      }
    />
  );
}
