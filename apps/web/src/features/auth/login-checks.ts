import { type TLoginRequest, ZLoginRequest } from '@fixline/domain';

export type LoginField = keyof TLoginRequest;

export type LoginCheck =
  | { ok: true; credentials: TLoginRequest }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/**
 * The login form's checks: the server's own schema, each field's first message (as zodResolver gives
 * them to the other forms). Loaded apart from the page, since zod is some 25 KiB gzipped (login-page.tsx).
 */
export function checkLogin(values: TLoginRequest): LoginCheck {
  const parsed = ZLoginRequest.safeParse(values);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
