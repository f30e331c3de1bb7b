import { humanText } from '../human-text.ts';
import type { Privilege } from '../privileges.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/**
 * Organisation API keys (issue 27, decision 0064): a client's own claims system creates claims, adds
 * their photos and reads their progress with a key of its organisation instead of a person's sign-in.
 * Each key is scoped; a scope grants a few of the client user's privileges and nothing more.
 */
export const API_KEY_SCOPES = ['claims:read', 'claims:create', 'files:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, in the words of spec section 6's privileges. */
export const API_KEY_SCOPE_PRIVILEGES = {
  'claims:read': ['ReadClaims', 'ReadImages', 'ReadClientQuote'],
  'claims:create': ['CreateClaim'],
  'files:write': ['CreateImage'],
} as const satisfies Record<ApiKeyScope, readonly Privilege[]>;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'claims:read': 'Read claims, their files and status',
  'claims:create': 'Create claims',
  'files:write': 'Add photos and documents to claims',
};

/** The privileges a key of these scopes holds. */
export function apiKeyPrivileges(scopes: readonly ApiKeyScope[]): Privilege[] {
  return [...new Set(scopes.flatMap((scope) => API_KEY_SCOPE_PRIVILEGES[scope]))];
}

/** Every secret begins so: a key is told from a session's token by its first characters, and found in a leak by them. */
export const API_KEY_PREFIX = 'fxk_';

/** How long a rotated key's old secret keeps working: at once, or a day for the systems that use it to change over. */
export const API_KEY_OLD_SECRET_ENDS = ['now', 'in-24-hours'] as const;

export const API_KEY_MESSAGES = {
  notFound: 'API key not found',
  onlyForClients: 'Only a client organisation has API keys',
  created: 'API key created: copy it now, it is not shown again',
  rotated: 'API key rotated: copy the new secret now, it is not shown again',
  revoked: 'API key revoked: it no longer works',
  alreadyRevoked: 'This API key is revoked',
  notOnThisRoute: 'API keys cannot be used on this route',
} as const;

const ZScopes = z
  .array(z.enum(API_KEY_SCOPES))
  .min(1, 'Choose at least one scope')
  .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once')
  .meta({ uniqueItems: true });

export const ZApiKeyRequest = z.strictObject({
  /** What the key is for, as its admins will recognise it: "Premia production". */
  name: humanText({ max: 100, required: 'Please give the key a name' }),
  scopes: ZScopes,
});
export type TApiKeyRequest = z.infer<typeof ZApiKeyRequest>;

export const ZApiKeyRotateRequest = z.strictObject({
  oldSecretEnds: z.enum(API_KEY_OLD_SECRET_ENDS),
});
export type TApiKeyRotateRequest = z.infer<typeof ZApiKeyRotateRequest>;

export const ZApiKey = z.object({
  id: ZId,
  name: z.string(),
  /** The secret's first characters ('fxk_' and 8 more), enough to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: ZId, name: z.string() }).nullable(),
  /** To the minute: a key used many times a second is not written down each time. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** After a rotation with 'in-24-hours': until when the old secret still works. */
  oldSecretEndsAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** The whole secret: only in the answer that creates or rotates the key. */
  secret: z.string().optional(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeys = z.array(ZApiKey);

export const ZApiKeyParams = z.object({ id: ZId, keyId: ZId });
