import { humanText } from '../human-text.ts';
import { CAPABILITIES, ORGANISATION_TYPES, ROLES } from '../organisation.ts';
import { PRIVILEGES } from '../privileges.ts';
import { z } from '../validation.ts';
import { ZEmail, ZId, ZNewPassword } from './common.ts';

export const ZPermissionEntry = z.object({
  role: z.enum(ROLES),
  organisationType: z.enum(ORGANISATION_TYPES),
  organisationId: ZId,
  organisationName: z.string(),
  privileges: z.array(z.enum(PRIVILEGES)),
  capabilities: z.array(z.enum(CAPABILITIES)),
});

export const ZUser = z.object({
  id: ZId,
  email: z.string(),
  name: z.string(),
  /** Absent in a user kept by an older browser session: read as none. */
  phone: z.string().nullable().default(null),
  requiredPasswordChange: z.boolean(),
  disabled: z.boolean(),
  permissions: z.array(ZPermissionEntry),
  /** Derived from the permission entries (spec section 3). */
  organisationsIds: z.array(ZId),
  createdAt: z.iso.datetime(),
});
export type TUser = z.infer<typeof ZUser>;

/** Credentials and nothing else: like every request body, a field it does not take is refused. */
export const ZLoginRequest = z.strictObject({
  // Any text is accepted here: an unknown or malformed email gets the same answer as a wrong password.
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRegisterQuery = z.object({ token: z.string().min(1).max(200) });
/**
 * The bodies that create or change an account are strict: a field they do not take (role,
 * organisationId, privileges …) is refused with 400, never silently dropped, so a caller cannot
 * believe it set one (OWASP API3, docs/security.md).
 */
export const ZRegisterRequest = z.strictObject({
  name: humanText({ max: 120 }),
  password: ZNewPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
export const ZRegisterResponse = z.object({ id: ZId, email: z.string() });

/** What the registration page shows about the invitation before the person accepts it. */
export const ZInvitePreview = z.object({
  email: z.string(),
  organisationName: z.string(),
  organisationType: z.enum(ORGANISATION_TYPES),
  role: z.enum(ROLES),
  expiresAt: z.iso.datetime(),
});
export type TInvitePreview = z.infer<typeof ZInvitePreview>;

export const ZInviteRequest = z.strictObject({
  email: ZEmail,
  organisationId: ZId,
  role: z.enum(ROLES),
});
export type TInviteRequest = z.infer<typeof ZInviteRequest>;

export const ZInviteResponse = z.object({
  /** Also mailed to the invited person; answered so the inviter may pass it on another way. */
  inviteUrl: z.string(),
  expiresAt: z.iso.datetime(),
});

export const ZPasswordUpdateRequest = z
  .strictObject({
    currentPassword: z.string().min(1).max(1024),
    newPassword: ZNewPassword,
  })
  .meta({
    description: 'newPassword is not currentPassword (400 otherwise); a currentPassword that does not match is 422.',
  });
export type TPasswordUpdateRequest = z.infer<typeof ZPasswordUpdateRequest>;
