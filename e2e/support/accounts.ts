import { isPermitted, NAV_ROUTES, type PermissionEntry, type Permissioned, privilegesFor } from '@fixline/domain';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD } from '../../apps/server/src/demo/demo-data.ts';
import { pageFile } from '../../apps/web/src/page-files.ts';

export { DEMO_PASSWORD };

export interface DemoLogin {
  email: string;
  /** What the seeded account may do, built from the domain's grant table. */
  actor: Permissioned;
  requiredPasswordChange: boolean;
}

/** The seeded demo accounts, with their privileges from ROLE_PRIVILEGES rather than a hand-written list. */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_ACCOUNTS.map((account) => {
  const organisation = DEMO_ORGANISATIONS.find((org) => org.key === account.organisation);
  if (!organisation) throw new Error(`Demo account ${account.email} has no organisation`);
  const entry: PermissionEntry = {
    role: account.role,
    organisationType: organisation.type,
    organisationId: organisation.key,
    organisationName: organisation.name,
    privileges: privilegesFor(organisation.type, account.role),
    capabilities: organisation.capabilities,
  };
  return {
    email: account.email,
    actor: { permissions: [entry] },
    requiredPasswordChange: account.requiredPasswordChange === true,
  };
});

export function demoLogin(email: string): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.email === email);
  if (!login) throw new Error(`No demo account ${email}`);
  return login;
}

/** The side navigation entries the domain says this actor sees, in order: those with a built page. */
export function expectedNavLabels(actor: Permissioned): string[] {
  return NAV_ROUTES.filter(
    (route) =>
      pageFile(route.path) !== undefined && (route.access.kind !== 'privileged' || isPermitted(actor, route.access)),
  ).map((route) => route.nav.label);
}

/** The top bar's buttons for a signed-in actor without a pending password change (spec section 2). */
export function expectedTopBar(actor: Permissioned): string[] {
  const admin = isPermitted(actor, { privileges: ['ReadClaimsStats'] }) ? ['Admin'] : [];
  return [...admin, 'Help & Feedback', 'Account', 'Notifications', 'Logout'];
}
