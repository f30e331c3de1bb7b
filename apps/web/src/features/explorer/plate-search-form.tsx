import { normaliseRegistration } from '@fixline/domain';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { explorerPath, plateProblem } from './explorer-api.ts';

/** A registration plate to look up; submitting opens /explorer/{PLATE}, which can be shared. */
export function PlateSearchForm({ plate }: { plate: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(plate);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normaliseRegistration(text);
    const problem = wanted ? plateProblem(wanted) : 'Please enter a registration plate';
    setError(problem);
    if (!problem) navigate(explorerPath(wanted));
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label="Look up a vehicle"
      direction="row"
      spacing={1}
      noValidate
      onSubmit={submit}
      sx={{ alignItems: 'flex-start', maxWidth: 480 }}
    >
      <TextField
        label="Registration plate"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={error ?? 'e.g. AB12 CDE; spaces and case do not matter'}
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon aria-hidden />}
        sx={{ flexShrink: 0, height: 56 }}
      >
        Look up
      </Button>
    </Stack>
  );
}
