import { errorText, VALIDATION_MESSAGES } from '@fixline/domain';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import { useInFrame } from '../../public-frame/use-in-frame.ts';
import { StepFrame } from './step-frame.tsx';
import type { StepProps } from './step-props.ts';

export const OFFLINE_CODE_MESSAGE = 'We could not reach your insurer: check your signal, then try again.';

/**
 * Step 1: the insurer's FNOL code, from the driver's link or typed. The server says whose it is; any
 * code that is not one gets the same refusal, so nothing tells which codes exist.
 */
export function InsurerStep({ draft, change }: StepProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // In the frame drawn at build time, the step waits for the scripts visibly: what is typed there would
  // be lost when they draw the step in its place (public-frame/README.md).
  const ready = !useInFrame();

  const submit = async () => {
    const code = draft.fnolCode.trim();
    if (!code) {
      setMessage(VALIDATION_MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      const insurer = await apiRequest<{ name: string }>(`/api/fnol/insurer?code=${encodeURIComponent(code)}`, {
        token: '',
      });
      setMessage(null);
      change({ fnolCode: code, insurerName: insurer.name, step: 'vehicle' });
    } catch (error) {
      setMessage(error instanceof ApiError ? errorText(error) : OFFLINE_CODE_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepFrame step="insurer" onSubmit={submit} busy={busy || !ready}>
      <Typography>
        The code is on your insurance documents, or in the link your insurer sent you. Everything you enter is kept on
        this phone until you send it, even without signal.
      </Typography>
      <OutlinedTextField
        name="fnolCode"
        label="Insurer code"
        value={draft.fnolCode}
        onChange={(event) => change({ fnolCode: event.target.value, insurerName: null })}
        message={message}
        autoComplete="off"
        disabled={!ready}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
    </StepFrame>
  );
}
