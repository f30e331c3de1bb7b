import { errorText, GARAGE_CSV_COLUMNS, GARAGE_CSV_REQUIRED, GARAGE_MESSAGES } from '@fixline/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { showToast } from '../../shell/toasts.ts';
import { useOrganisations } from '../organisations/use-organisations.ts';
import { garagesKey, importGarages } from './garages-api.ts';
import { GARAGE_ORGANISATION_TYPES } from './single-garage-form.tsx';

type Stage = { kind: 'idle' } | { kind: 'sending'; fraction: number } | { kind: 'saving' };

/**
 * CreateGarages: many garages of one organisation from a CSV file, all or nothing. Progress while the
 * file goes up, then while the server checks and saves it; a refusal lists each bad line.
 */
export function GarageImport() {
  const organisations = useOrganisations(GARAGE_ORGANISATION_TYPES);
  const queryClient = useQueryClient();
  const [organisationId, setOrganisationId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<{ message: string; lines: string[] } | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setImported(null);
    if (!organisationId || !file) {
      setProblem({ message: 'Choose the organisation and the CSV file', lines: [] });
      return;
    }
    setStage({ kind: 'sending', fraction: 0 });
    try {
      const answer = await importGarages(organisationId, file, (fraction) =>
        setStage(fraction < 1 ? { kind: 'sending', fraction } : { kind: 'saving' }),
      );
      await queryClient.invalidateQueries({ queryKey: garagesKey });
      setImported(answer.created);
      showToast(GARAGE_MESSAGES.imported(answer.created), { variant: 'success' });
    } catch (error) {
      const body = isApiError(error) ? (error.body as { errors?: unknown }) : undefined;
      const lines = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
      setProblem({
        message:
          isApiError(error) && error.body
            ? String((error.body as { message?: unknown }).message ?? errorText(error))
            : errorText(error),
        lines,
      });
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  const busy = stage.kind !== 'idle';
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Import garages">
      <Typography variant="body2" color="text.secondary">
        A CSV file (UTF-8) with a header line naming its columns, one garage a line. Columns:{' '}
        {GARAGE_CSV_COLUMNS.join(', ')}; {GARAGE_CSV_REQUIRED.join(' and ')} are required. Capabilities are separated by
        semicolons. Without latitude and longitude a postcode is looked up, where that is possible. If any line is
        wrong, nothing is imported.
      </Typography>
      <TextField
        select
        label="Organisation (required)"
        value={organisationId}
        onChange={(event) => setOrganisationId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose an organisation</option>
        {(organisations.data ?? []).map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* The button opens the file chooser: an input inside a label would be a control inside a control. */}
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
          Choose CSV file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Typography data-testid="import-file-name">{file ? file.name : 'No file chosen'}</Typography>
      </Stack>
      {busy && (
        <Box>
          <Typography variant="body2" id={`${fileId}-progress`}>
            {stage.kind === 'sending' ? 'Sending the file…' : 'Checking and saving the garages…'}
          </Typography>
          <LinearProgress
            aria-labelledby={`${fileId}-progress`}
            {...(stage.kind === 'sending'
              ? { variant: 'determinate', value: Math.round(stage.fraction * 100) }
              : { variant: 'indeterminate' })}
          />
        </Box>
      )}
      {imported !== null && <Alert severity="success">{GARAGE_MESSAGES.imported(imported)}</Alert>}
      {problem && (
        <Alert severity="error" data-testid="import-problems">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {problem.message}
          </Typography>
          {problem.lines.length > 0 && (
            <List
              dense
              disablePadding
              sx={{ maxHeight: 320, overflow: 'auto' }}
              tabIndex={0}
              aria-label="Problems by line"
            >
              {problem.lines.map((line) => (
                <ListItem key={line} disableGutters>
                  {line}
                </ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Import garages
        </Button>
      </Stack>
    </Stack>
  );
}
