import type { Capability, OrganisationType, Role } from '@fixline/domain';

/** The demo organisations and accounts listed in the README. Every account's password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Fixline-demo-1';

export interface DemoOrganisation {
  key: string;
  name: string;
  type: OrganisationType;
  capabilities: Capability[];
  fnolCode?: string;
}

export interface DemoAccount {
  email: string;
  name: string;
  organisation: string;
  role: Role;
  requiredPasswordChange?: boolean;
}

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  { key: 'platform', name: 'Fixline', type: 'platform', capabilities: [] },
  {
    key: 'client',
    name: 'Northwind Insurance',
    type: 'client',
    capabilities: ['retail', 'marketplace'],
    fnolCode: 'NORTHWIND',
  },
  { key: 'client2', name: 'Harbour Fleet Leasing', type: 'client', capabilities: ['marketplace'], fnolCode: 'HARBOUR' },
  { key: 'repairer', name: 'Acme Motors', type: 'repairer', capabilities: ['mechanical', 'bodywork', 'ev'] },
  { key: 'repairer2', name: 'Riverside Autos', type: 'repairer', capabilities: ['mechanical', 'mobile'] },
  { key: 'bodyshop', name: 'Precision Bodyworks', type: 'bodyshop', capabilities: ['bodywork'] },
  { key: 'bodyshop2', name: 'Crown Body Repairs', type: 'bodyshop', capabilities: ['bodywork'] },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'superadmin@fixline.test', name: 'Sam Patel', organisation: 'platform', role: 'SUPER_ADMIN' },
  { email: 'client.admin@fixline.test', name: 'Claire Adams', organisation: 'client', role: 'ADMIN' },
  { email: 'client@fixline.test', name: 'Chris Hughes', organisation: 'client', role: 'USER' },
  { email: 'repairer@fixline.test', name: 'Ravi Singh', organisation: 'repairer', role: 'USER' },
  { email: 'repairer.admin@fixline.test', name: 'Rachel Moore', organisation: 'repairer', role: 'ADMIN' },
  { email: 'bodyshop@fixline.test', name: 'Ben Carter', organisation: 'bodyshop', role: 'USER' },
  { email: 'client2@fixline.test', name: 'Carys Evans', organisation: 'client2', role: 'USER' },
  { email: 'repairer2@fixline.test', name: 'Rob Taylor', organisation: 'repairer2', role: 'USER' },
  { email: 'bodyshop2@fixline.test', name: 'Beth Wilson', organisation: 'bodyshop2', role: 'USER' },
  // A newly added member of staff who must choose their own password before anything else.
  {
    email: 'newstaff@fixline.test',
    name: 'Nina Shaw',
    organisation: 'client',
    role: 'USER',
    requiredPasswordChange: true,
  },
];
