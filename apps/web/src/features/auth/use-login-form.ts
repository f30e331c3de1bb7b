import type { TLoginRequest } from '@fixline/domain';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { checkLogin, LoginField } from './login-checks.ts';

type CheckLogin = typeof checkLogin;

const FIELDS: readonly LoginField[] = ['email', 'password'];

let loading: Promise<CheckLogin> | undefined;

/** The checks bring zod (login-checks.ts): they load once, on the form's first focus or first check. */
function loadChecks(): Promise<CheckLogin> {
  loading ??= import('./login-checks.ts').then(
    ({ checkLogin }) => checkLogin,
    (error: unknown) => {
      loading = undefined; // tried again at the next focus or check
      throw error;
    },
  );
  return loading;
}

/**
 * The sign-in form's state, without a form library: most visits start on this page, and
 * react-hook-form was 13 of its 150 KiB of initial script (docs/decisions/0035). It behaves as the
 * other forms' `mode: 'onTouched'`: a field's message first shows when it is left, then follows the
 * typing, so a fixed mistake clears at once; a submit shows every message and focuses the first field
 * in error. Messages come from the server's own schema, so nothing is checked less.
 */
export function useLoginForm() {
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [check, setCheck] = useState<CheckLogin | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<LoginField>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const checks = async () => {
    const loaded = await loadChecks();
    setCheck(() => loaded);
    return loaded;
  };
  const preload = () => void checks().catch(() => undefined);
  const outcome = check?.(values);
  const errors = outcome?.ok === false ? outcome.errors : {};

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    message: touched.has(name) ? (errors[name] ?? null) : null,
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      preload();
      setTouched((current) => new Set(current).add(name));
    },
  });

  /** Checks every field; only valid credentials reach `onValid`. Rejects with what `onValid` threw. */
  const submit = async (event: FormEvent, onValid: (credentials: TLoginRequest) => Promise<unknown>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(new Set(FIELDS));
    setSubmitting(true);
    try {
      const result = (await checks())(values);
      if (result.ok) await onValid(result.credentials);
      else inputs.current[FIELDS.find((name) => result.errors[name] !== undefined) ?? 'email']?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return { field, preload, submit, submitting };
}
