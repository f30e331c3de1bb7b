import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a text filter reaches the address and the list. */
export const TEXT_FILTER_DELAY_MS = 300;

type TextFilterFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  /** The filter as the address holds it. */
  value: string | undefined;
  /** Called with the new filter, or undefined to remove it. */
  onCommit: (value: string | undefined) => void;
  /**
   * The domain's message for a value the API would refuse; such a value never reaches the address. It
   * may answer later, once its checks have loaded.
   */
  validate?: (value: string) => string | null | Promise<string | null>;
};

/**
 * A text filter that updates the address once typing pauses, or at once on Enter or leaving the field.
 * A half-typed value the API would refuse is held back; its message shows on Enter or leaving the field,
 * not while someone is still typing.
 */
export function TextFilterField({ value, onCommit, validate, onBlur, onKeyDown, ...props }: TextFilterFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const committed = useRef(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Counts commits begun; a commit still waiting for its checks when a newer one begins, the address
  // changes from elsewhere or the field goes away (a row was opened) is dropped.
  const attempts = useRef(0);

  // The address changed from elsewhere (Clear filters, Back): show what it now says.
  useEffect(() => {
    const current = value ?? '';
    if (current === committed.current) return;
    committed.current = current;
    attempts.current++;
    clearTimeout(timer.current);
    setText(current);
    setError(null);
  }, [value]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      attempts.current++;
    },
    [],
  );

  const commit = async (next: string, showError: boolean) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    const attempt = ++attempts.current;
    const checked = trimmed && validate ? validate(trimmed) : null;
    const problem = checked instanceof Promise ? await checked : checked;
    if (attempt !== attempts.current) return;
    if (problem) {
      if (showError) setError(problem);
      return;
    }
    setError(null);
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onCommit(trimmed || undefined);
  };

  return (
    <TextField
      {...props}
      value={text}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void commit(next, false), TEXT_FILTER_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit(text, true);
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        void commit(text, true);
        onBlur?.(event);
      }}
    />
  );
}
