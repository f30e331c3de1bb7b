import { VALIDATION_MESSAGES } from '../messages.ts';
import { z } from '../validation.ts';

/** Every non-2xx answer of the API (docs/product.md "Error bodies"). */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A missing or empty id is 'This field is required' (a select nobody chose); anything else not a uuid is 'Not a valid id'. */
export const ZId = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === '' ? VALIDATION_MESSAGES.required : 'Not a valid id'),
});
export const ZIdParams = z.object({ id: ZId });

/** zod's email rule, stricter than JSON Schema's format email: the document carries it as a pattern. */
export const EMAIL_PATTERN = z.regexes.email.source;

export const ZEmail = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email({ message: VALIDATION_MESSAGES.email }))
  .transform((email) => email.toLowerCase())
  // The check is on the trimmed text, which the document's conversion does not show (issue 29); zod's
  // email rule is stricter than JSON Schema's format, so its pattern goes in the document too.
  .meta({ format: 'email', pattern: EMAIL_PATTERN });

/**
 * For a new password (NIST SP 800-63B, ASVS 6.2: issue 46); sign-in takes any password an account
 * already has, 10 characters were enough before. The server also refuses common ones and ones built
 * from the account's email or name (`apps/server/src/auth/password-strength.ts`).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const ZNewPassword = z
  .string()
  .min(1)
  .min(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordLength(PASSWORD_MIN_LENGTH) })
  .max(PASSWORD_MAX_LENGTH);

export const ZPagination = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

/**
 * A form's version of a request that sets a password: one more field, `confirmPassword`, that must
 * repeat it ('Passwords do not match'). Only the form has it; the request sends the password once.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  request: z.ZodObject<Shape>,
  passwordField: keyof Shape & string,
) {
  return request.extend({ confirmPassword: z.string().min(1) }).refine(
    (form) => {
      const values = form as Record<string, unknown>;
      return values[passwordField] === values.confirmPassword;
    },
    {
      message: VALIDATION_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    },
  );
}
