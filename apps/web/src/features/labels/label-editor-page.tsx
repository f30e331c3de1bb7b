import { errorText, LABEL_MESSAGES, type TLabel } from '@fixline/domain';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { showToast } from '../../shell/toasts.ts';
import { LabelChip } from './label-chip.tsx';
import { labelTextColour } from './label-colour.ts';
import { LabelColourField } from './label-colour-field.tsx';
import {
  fieldErrors,
  type LabelFormOutput,
  type LabelFormValues,
  labelFormResolver,
  labelFormValues,
} from './label-form-values.ts';
import { LABELS_PATH, saveLabel, useLabel } from './labels-api.ts';

/** One column of fields reads better than a form stretched across a wide screen. */
const FORM_WIDTH = 720;

type Form = UseFormReturn<LabelFormValues, unknown, LabelFormOutput>;

/** The chip as it will look on claims, updated on every keystroke, with the contrast its text gets. */
function LabelPreview({ form }: { form: Form }) {
  const [name, colour] = useWatch({ control: form.control, name: ['name', 'colour'] });
  const text = labelTextColour(colour);
  return (
    <Box aria-live="polite">
      <Typography variant="subtitle2" component="p" gutterBottom>
        Preview
      </Typography>
      <LabelChip name={name.trim() || 'Label name'} colour={text ? colour.trim().toUpperCase() : null} />
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text.text === '#000000' ? 'Black' : 'White'} text, contrast {text.contrast.toFixed(1)}:1
        </Typography>
      )}
    </Box>
  );
}

function LabelForm({ label }: { label?: TLabel }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LabelFormValues, unknown, LabelFormOutput>({
    mode: 'onTouched',
    resolver: labelFormResolver,
    defaultValues: labelFormValues(label),
  });

  const showServerError = (error: unknown) => {
    // A taken name belongs beside the name, where it can be fixed.
    if (isApiError(error, 409)) {
      form.setError('name', { type: 'server', message: errorText(error) }, { shouldFocus: true });
      return;
    }
    const body = isApiError(error, 400) ? (error.body as { errors?: unknown }) : undefined;
    const lines = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
    const { fields, other } = fieldErrors(lines);
    for (const [field, message] of fields) form.setError(field, { type: 'server', message });
    if (fields.length === 0 || other.length > 0) showToast(errorText(error), { variant: 'error' });
  };

  const submit = form.handleSubmit(async (output) => {
    try {
      await saveLabel(label?.id, output);
    } catch (error) {
      showServerError(error);
      return;
    }
    // A rename also renames the label on every claim, so cached claims and lists are stale as well; they
    // load again where they are next shown, not here on the way out.
    await queryClient.invalidateQueries({ refetchType: 'none' });
    showToast(label ? 'Label saved' : 'Label created', { variant: 'success' });
    navigate(LABELS_PATH);
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <FormTextField
            form={form}
            name="name"
            label="Name"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <LabelColourField form={form} />
          <FormTextField
            form={form}
            name="description"
            label="Description"
            required={false}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <LabelPreview form={form} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={LABELS_PATH}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={form.formState.isSubmitting}
            >
              {label ? 'Save label' : 'Create label'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function LabelNotFound() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {LABEL_MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        It may have been deleted, or the address is not quite right.
      </Typography>
      <Button component={RouterLink} to={LABELS_PATH} variant="outlined">
        Back to labels
      </Button>
    </Box>
  );
}

function EditLabel({ labelId }: { labelId: string }) {
  const label = useLabel(labelId);
  if (label.isPending) return <PageSkeleton />;
  // A malformed id (400) is as absent as a deleted label (404).
  if (isApiError(label.error, 404) || isApiError(label.error, 400)) return <LabelNotFound />;
  if (label.isError) {
    return <QueryErrorAlert query={label} />;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: FORM_WIDTH }}>
      <Typography variant="h4" component="h1">
        Edit label {label.data.name}
      </Typography>
      <LabelForm key={label.data.id} label={label.data} />
    </Stack>
  );
}

/** /createLabel and /updateLabel/{id}: one form, checked by the server's own schema as people leave a field. */
export default function LabelEditorPage() {
  const { labelId } = useParams();
  if (labelId) return <EditLabel labelId={labelId} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: FORM_WIDTH }}>
      <Typography variant="h4" component="h1">
        Create label
      </Typography>
      <LabelForm />
    </Stack>
  );
}
