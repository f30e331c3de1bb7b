import { humanText } from '../human-text.ts';
import { ROLES } from '../organisation.ts';
import { z } from '../validation.ts';
import { ZPhone } from './claim.ts';
import { ZId, ZPagination } from './common.ts';

/*
 * The people pages (/users, /inviteAdmin, /user): a module of its own, apart from user.ts, which the
 * sign-in page loads in the entry; nothing here is needed before someone has signed in.
 */

/** Texts of the people pages and their API answers. */
export const USER_MESSAGES = {
  notFound: 'User not found',
  invitationNotFound: 'Invitation not found',
  emailTaken: 'This email address already has an account',
  lastAdmin: 'This is the last enabled admin of the organisation: make someone else an admin first',
  ownAccount: 'You cannot disable or enable your own account',
  notMember: 'This user is not a member of that organisation',
  invited: 'Invitation created: copy the link and send it to them',
  resent: 'A fresh link was made: the previous one no longer works',
  revoked: 'Invitation revoked',
  profileSaved: 'Profile saved',
  preferencesSaved: 'Notification preferences saved',
} as const;

/** States a user can be found in: disabled wins over a pending password change. */
export const USER_STATES = ['active', 'disabled', 'passwordChange'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS = {
  active: 'Active',
  disabled: 'Disabled',
  passwordChange: 'Must change password',
} as const satisfies Record<UserState, string>;

/** /users: a search over names and emails, an organisation, a role and a state, one page. */
export const ZUserListQuery = ZPagination.extend({
  search: z.string().trim().max(254).optional(),
  organisationId: ZId.optional(),
  role: z.enum(ROLES).optional(),
  state: z.enum(USER_STATES).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** An invitation not yet used: what staff see to resend or revoke it. The link is never stored. */
export const ZInvitation = z.object({
  id: ZId,
  email: z.string(),
  organisationId: ZId,
  organisationName: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** A role within one organisation the user already belongs to (WriteOrgUsers). */
export const ZRoleChangeRequest = z.strictObject({ organisationId: ZId, role: z.enum(ROLES) });
export type TRoleChangeRequest = z.infer<typeof ZRoleChangeRequest>;

/** /user: what a person changes about themselves. */
export const ZProfileUpdateRequest = z.strictObject({
  name: humanText({ max: 120 }),
  phone: ZPhone,
});
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;
