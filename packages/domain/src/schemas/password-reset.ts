import { z } from '../validation.ts';
import { ZEmail, ZNewPassword } from './common.ts';

/**
 * "Forgot password?" (issue 26): a person who cannot sign in asks for a link by mail and chooses a new
 * password with it. The link works once, for PASSWORD_RESET_MINUTES; the answer to the request is the
 * same whether or not the address has an account, so the form tells no one who has one.
 */
export const PASSWORD_RESET_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  requested: `If an account uses that address, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
  invalid: 'This link is not valid or has already been used. Ask for a new one from the sign-in page.',
  expired: 'This link has expired. Ask for a new one from the sign-in page.',
  done: 'Your password has been changed. Sign in with the new one.',
} as const;

export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZForgotPasswordAnswer = z.object({ message: z.string() });

export const ZResetPasswordRequest = z.strictObject({
  /** From the link's fragment (#token=…), so it never reaches a server log or a Referer header. */
  token: z.string().trim().min(1).max(100),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
