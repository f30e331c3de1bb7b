import type { TLoginRequest } from '@fixline/domain';
import { type ChangeEvent, type FocusEvent, type FormEvent, useRef, useState } from 'react';
import { loadOnce } from '../../components/load-once.ts';
import type { checkLogin, LoginField } from './login-checks.ts';

type CheckLogin = typeof checkLogin;

const FIELDS: readonly LoginField[] = ['email', 'password'];

/** The checks bring zod (login-checks.ts): they load once, on the form's first focus or first check. */
const loginChecks = loadOnce(() => import('./login-checks.ts').then(({ checkLogin }) => checkLogin));

/**
 * The sign-in form's state, without a form library: most visits start on this page, and
 * react-hook-form was 13 of its 150 KiB of initial script (docs/decisions/0035). It behaves as the
 * other forms' `mode: 'onTouched'`: a field's message first shows when it is left, then follows the
 * typing, so a fixed mistake clears at once; a submit shows every message and focuses the first field
 * in error. Messages come from the server's own schema, so nothing is checked less.
 *
 * The inputs are uncontrolled, as react-hook-form's are, and a submit reads them as they are, so what
 * the browser filled in (a saved password) is what gets sent.
 */
export function useLoginForm() {
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [check, setCheck] = useState<CheckLogin | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<LoginField>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const checks = async () => {
    const loaded = await loginChecks.load();
    setCheck(() => loaded);
    return loaded;
  };
  const preload = () => void checks().catch(() => undefined);
  const outcome = check?.(values);
  const errors = outcome?.ok === false ? outcome.errors : {};

  const typed = (name: LoginField, { target }: { target: HTMLInputElement | HTMLTextAreaElement }) =>
    setValues((current) => ({ ...current, [name]: target.value }));
  const field = (name: LoginField) => ({
    name,
    defaultValue: '',
    message: touched.has(name) ? (errors[name] ?? null) : null,
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => typed(name, event),
    // What was typed before the page was taken over fired no change: leaving the field reads it too.
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      typed(name, event);
      preload();
      setTouched((current) => new Set(current).add(name));
    },
  });

  /** Checks every field; only valid credentials reach `onValid`. Rejects with what `onValid` threw. */
  const submit = async (event: FormEvent, onValid: (credentials: TLoginRequest) => Promise<unknown>) => {
    event.preventDefault();
    if (submitting) return;
    const typedNow = {
      email: inputs.current.email?.value ?? values.email,
      password: inputs.current.password?.value ?? values.password,
    };
    setValues(typedNow); // the messages shown from now on are those of what is sent
    setTouched(new Set(FIELDS));
    setSubmitting(true);
    try {
      const result = (await checks())(typedNow);
      if (result.ok) await onValid(result.credentials);
      else inputs.current[FIELDS.find((name) => result.errors[name] !== undefined) ?? 'email']?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return { field, preload, submit, submitting };
}
