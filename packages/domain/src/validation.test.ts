import { describe, expect, it } from 'vitest';
import { ZFeedbackRequest } from './schemas/feedback.ts';
import { ZLoginRequest } from './schemas/user.ts';
import { issuesToErrors, z } from './validation.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : issuesToErrors(result.error.issues);
};

describe('zod speaks the spec’s words (section 5)', () => {
  it('required, number, positive, email', () => {
    const schema = z.object({ a: z.string(), n: z.number().min(0), e: z.email() });
    expect(errorsOf(schema, {})).toEqual([
      'a: This field is required',
      'n: This field is required',
      'e: This field is required',
    ]);
    expect(errorsOf(schema, { a: 'x', n: 'five', e: 'x@y.test' })).toEqual(['n: This field must be a number']);
    expect(errorsOf(schema, { a: 'x', n: -1, e: 'x@y.test' })).toEqual(['n: This field must be a positive number']);
    expect(errorsOf(schema, { a: 'x', n: 1, e: 'nope' })).toEqual(['e: Please provide proper email address']);
  });

  it('an empty required text is required, not "too short"', () => {
    expect(errorsOf(ZLoginRequest, { email: '  ', password: '' })).toEqual([
      'email: This field is required',
      'password: This field is required',
    ]);
  });

  it('the feedback dialog has its own email wording', () => {
    const errors = errorsOf(ZFeedbackRequest, {
      email: 'x',
      feedback: 'hi',
      url: 'http://localhost:3000/home',
      browserData: { name: 'a', version: '1' },
    });
    expect(errors).toEqual(['email: Please provide a valid email address']);
  });
});
