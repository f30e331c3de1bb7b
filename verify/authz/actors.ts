import {
  type ApiKeyScope,
  apiKeyPrivileges,
  type OrganisationType,
  type PermissionEntry,
  type Role,
} from '@fixline/domain';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../../apps/server/src/demo/demo-data.ts';
import { demoLogin } from '../../e2e/support/accounts.ts';

/**
 * Who calls a route in the matrix: nobody, every demo account of the README, and two accounts whose
 * token no longer works. Permissions are the domain's grant table with organisation keys for ids
 * ('client', 'repairer2' …), so the generator can ask the domain's own checks what each actor may do.
 */
export interface ActorModel {
  key: string;
  /** none: no Authorization header; live: a working token; dead: a token the server must refuse. */
  token: 'none' | 'live' | 'dead';
  /** The demo account that signs in, when the actor is one (the disabled user is made by the suite). */
  email?: string;
  /** The organisation key whose objects are the actor's own ('client' for those with none). */
  organisation: string;
  organisationType: OrganisationType;
  role: Role;
  requiredPasswordChange: boolean;
  permissions: PermissionEntry[];
  /** An API key of the client's (decision 0064) with these scopes, made by the suite, instead of a person. */
  apiKey?: ApiKeyScope[];
}

export function organisationOf(key: string) {
  const organisation = DEMO_ORGANISATIONS.find((org) => org.key === key);
  if (!organisation) throw new Error(`No demo organisation ${key}`);
  return organisation;
}

const demoActors: ActorModel[] = DEMO_ACCOUNTS.map((account) => ({
  key: account.email.split('@')[0] as string,
  token: 'live',
  email: account.email,
  organisation: account.organisation,
  organisationType: organisationOf(account.organisation).type,
  role: account.role,
  requiredPasswordChange: account.requiredPasswordChange ?? false,
  permissions: [...demoLogin(account.email).actor.permissions],
}));

/** A client user as a stand-in for whatever account a dead or missing token might have belonged to. */
const clientUser = { organisation: 'client', organisationType: 'client', role: 'USER' } as const;

/** Northwind's API key with these scopes: a USER of the client holding its scopes' privileges only. */
function keyActor(key: string, scopes: ApiKeyScope[], token: 'live' | 'dead' = 'live'): ActorModel {
  const { name, capabilities } = organisationOf('client');
  const privileges = token === 'live' ? apiKeyPrivileges(scopes) : [];
  return {
    key,
    token,
    ...clientUser,
    requiredPasswordChange: false,
    apiKey: scopes,
    permissions:
      token === 'live'
        ? [{ ...clientUser, organisationId: 'client', organisationName: name, privileges, capabilities }]
        : [],
  };
}

export const ACTORS: readonly ActorModel[] = [
  { key: 'anonymous', token: 'none', ...clientUser, requiredPasswordChange: false, permissions: [] },
  ...demoActors,
  // Signed in, then disabled by their admin: every session ended with it.
  { key: 'disabled', token: 'dead', ...clientUser, requiredPasswordChange: false, permissions: [] },
  // client@ signed in a second time and signed out of that session: its token was revoked.
  {
    key: 'revoked',
    token: 'dead',
    email: 'client@fixline.test',
    ...clientUser,
    requiredPasswordChange: false,
    permissions: [],
  },
  keyActor('key-reader', ['claims:read']),
  keyActor('key-creator', ['claims:create']),
  keyActor('key-uploader', ['claims:read', 'files:write']),
  // A key its admin revoked after it had been used.
  keyActor('key-revoked', ['claims:read'], 'dead'),
];

export function actor(key: string): ActorModel {
  const found = ACTORS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No actor ${key}`);
  return found;
}

/** Another organisation of the same type: the same-role user there is the actor's counterpart. */
export function rivalOf(organisation: string): string {
  const { type } = organisationOf(organisation);
  const rival = DEMO_ORGANISATIONS.find((org) => org.type === type && org.key !== organisation);
  // The platform has no rival: for it, another organisation is any client.
  return rival?.key ?? 'client2';
}

/** The organisations of a claim: its owning client and its assigned repairer or bodyshop. */
export interface ClaimParties {
  client: string;
  repairer: string;
}

/**
 * The claim an actor's cells use. Own: the actor's client owns it, or the actor's garage is assigned
 * (the platform's own is any). Other: the rival of the actor's organisation takes its place, so a
 * repairer's "other" claim is one of the very client it works for, assigned elsewhere.
 */
export function claimParties(subject: 'own' | 'other', who: ActorModel): ClaimParties {
  const mine = subject === 'own';
  switch (who.organisationType) {
    case 'client':
      return { client: mine ? who.organisation : rivalOf(who.organisation), repairer: 'repairer' };
    case 'repairer':
    case 'bodyshop':
      return { client: 'client', repairer: mine ? who.organisation : rivalOf(who.organisation) };
    case 'platform':
      return mine ? { client: 'client', repairer: 'repairer' } : { client: 'client2', repairer: 'repairer2' };
  }
}

/** The organisation an actor invites and manages people in: its own, or any for the platform (a client). */
export function homeOrganisation(who: ActorModel): string {
  return who.organisationType === 'platform' ? 'client' : who.organisation;
}
