import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

// This module works by being imported: it configures zod for everyone. package.json names it as the
// domain's one side effect, so bundlers keep it although nothing uses a name it exports for that.

// In a browser the page's Content-Security-Policy forbids eval (decision 0027), and zod's probe for it,
// when the first object schema is built, would be reported as a violation: validators are interpreted
// there. The server keeps zod's compiled ones.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * A refinement's params marking its refusal as 422, not 400: the value is as the document says, but it
 * cannot be taken now (a date gone by). The server answers 422 when every problem of a request is one.
 */
export const UNPROCESSABLE = { unprocessable: true } as const;

/**
 * Zod speaks the spec's validation wording (section 5) by default, so every schema, on the server and
 * in forms, says 'This field is required' and not zod's own text. A message given on a schema wins.
 */
z.config({
  customError: (issue) => {
    const absent = issue.input === undefined || issue.input === null;
    if (absent && issue.code !== 'custom' && issue.code !== 'unrecognized_keys') {
      return VALIDATION_MESSAGES.required;
    }
    if (issue.code === 'unrecognized_keys') return VALIDATION_MESSAGES.unknownFields(issue.keys);
    if (issue.code === 'invalid_value') return VALIDATION_MESSAGES.oneOf(issue.values.map(String));
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return VALIDATION_MESSAGES.required;
      const byType: Record<string, string> = {
        number: VALIDATION_MESSAGES.number,
        int: VALIDATION_MESSAGES.wholeNumber,
        string: VALIDATION_MESSAGES.text,
        boolean: VALIDATION_MESSAGES.boolean,
        array: VALIDATION_MESSAGES.list,
        object: VALIDATION_MESSAGES.object,
      };
      return byType[issue.expected];
    }
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
      return VALIDATION_MESSAGES.required;
    }
    if (issue.code === 'too_small' && issue.origin === 'number' && issue.minimum === 0) {
      return VALIDATION_MESSAGES.positive;
    }
    if (issue.code === 'too_small' && issue.origin === 'number')
      return VALIDATION_MESSAGES.atLeast(Number(issue.minimum));
    if (issue.code === 'too_big' && issue.origin === 'number') return VALIDATION_MESSAGES.atMost(Number(issue.maximum));
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return VALIDATION_MESSAGES.tooLong(Number(issue.maximum));
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') return VALIDATION_MESSAGES.email;
    return undefined;
  },
});

/** One line per problem, 'field: message', as the API's `errors` list and the form helpers show them. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export { z };
