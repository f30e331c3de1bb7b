import type { Capability, OrganisationType, RepairCapability, Role } from '@fixline/domain';

/** The demo organisations and accounts listed in the README. Every account's password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Fixline-demo-1';

/**
 * Northwind Insurance's API key in the demo (decision 0064), as its own claims system would hold it: a
 * known secret, like the demo password, so the README's calls work as written. Any other key is random.
 */
export const DEMO_API_KEY = {
  organisation: 'client',
  name: 'Premia (demo)',
  secret: 'fxk_demo-northwind-premia-not-a-secret-000000',
  scopes: ['claims:read', 'claims:create', 'files:write'],
  createdBy: 'client.admin@fixline.test',
} as const;

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

export interface DemoGarage {
  organisation: string;
  name: string;
  addressLine1: string;
  postcode: string;
  town: string;
  phone: string;
  openingHours: string;
  /** ISO weekdays, as its opening hours say (decision 0084). */
  openDays: number[];
  closesAt: string;
  capabilities: RepairCapability[];
  latitude: number;
  longitude: number;
  serviceRadiusKm: number;
}

/** Most demo garages open Monday to Friday; Riverside Autos Hull opens on Saturday mornings too. */
const WEEKDAYS = { openingHours: 'Mon–Fri 8:00–17:30', openDays: [1, 2, 3, 4, 5], closesAt: '17:30' };
const WITH_SATURDAYS = {
  openingHours: 'Mon–Fri 8:00–17:30, Sat 9:00–12:00',
  openDays: [1, 2, 3, 4, 5, 6],
  closesAt: '17:30',
};

/**
 * The demo garages, placed so each demo claim is offered to the repairers and bodyshops of its story:
 * Acme and Riverside both reach Leeds and Hull, so they compete; Precision and Crown both reach Bradford,
 * Hull and Bristol.
 */
export const DEMO_GARAGES: DemoGarage[] = [
  {
    organisation: 'repairer',
    name: 'Acme Motors Leeds',
    addressLine1: '14 Elland Road',
    phone: '0113 496 0001',
    ...WEEKDAYS,
    capabilities: ['mechanical', 'bodywork', 'ev'],
    postcode: 'LS11 5QS',
    town: 'Leeds',
    latitude: 53.78,
    longitude: -1.555,
    serviceRadiusKm: 100,
  },
  {
    organisation: 'repairer',
    name: 'Acme Motors Manchester',
    addressLine1: '2 Piccadilly Trading Estate',
    phone: '0161 496 0002',
    ...WEEKDAYS,
    capabilities: ['mechanical', 'ev'],
    postcode: 'M1 2WD',
    town: 'Manchester',
    latitude: 53.4794,
    longitude: -2.2453,
    serviceRadiusKm: 50,
  },
  {
    organisation: 'repairer2',
    name: 'Riverside Autos Hull',
    addressLine1: '8 Humber Street',
    phone: '01482 496 003',
    ...WITH_SATURDAYS,
    capabilities: ['mechanical', 'mobile'],
    postcode: 'HU2 8AA',
    town: 'Hull',
    latitude: 53.7446,
    longitude: -0.3352,
    serviceRadiusKm: 90,
  },
  {
    organisation: 'repairer2',
    name: 'Riverside Autos Sheffield',
    addressLine1: '21 Arundel Gate',
    phone: '0114 496 0004',
    ...WEEKDAYS,
    capabilities: ['mechanical'],
    postcode: 'S1 2GH',
    town: 'Sheffield',
    latitude: 53.3811,
    longitude: -1.4701,
    serviceRadiusKm: 60,
  },
  {
    organisation: 'bodyshop',
    name: 'Precision Bodyworks Bristol',
    addressLine1: '5 Temple Way',
    phone: '0117 496 0005',
    ...WEEKDAYS,
    capabilities: ['bodywork'],
    postcode: 'BS1 5TR',
    town: 'Bristol',
    latitude: 51.4545,
    longitude: -2.5879,
    serviceRadiusKm: 60,
  },
  {
    organisation: 'bodyshop',
    name: 'Precision Bodyworks Leeds',
    addressLine1: '30 Woodhouse Lane',
    phone: '0113 496 0006',
    ...WEEKDAYS,
    capabilities: ['bodywork'],
    postcode: 'LS2 7EY',
    town: 'Leeds',
    latitude: 53.796,
    longitude: -1.547,
    serviceRadiusKm: 90,
  },
  {
    organisation: 'bodyshop2',
    name: 'Crown Body Repairs Leeds',
    addressLine1: '3 Kirkstall Road',
    phone: '0113 496 0007',
    ...WEEKDAYS,
    capabilities: ['bodywork'],
    postcode: 'LS6 3HN',
    town: 'Leeds',
    latitude: 53.81,
    longitude: -1.5,
    serviceRadiusKm: 40,
  },
  {
    organisation: 'bodyshop2',
    name: 'Crown Body Repairs Hull',
    addressLine1: '11 Anlaby Road',
    phone: '01482 496 008',
    ...WEEKDAYS,
    capabilities: ['bodywork'],
    postcode: 'HU3 4XX',
    town: 'Hull',
    latitude: 53.74,
    longitude: -0.36,
    serviceRadiusKm: 40,
  },
];

/**
 * A former member of staff, disabled, so /users shows what disabling looks like: they cannot sign in,
 * and are not among DEMO_ACCOUNTS, which lists the accounts that can.
 */
export const DEMO_DISABLED_ACCOUNTS: DemoAccount[] = [
  { email: 'former.staff@fixline.test', name: 'Fred Morgan', organisation: 'client2', role: 'USER' },
];

export interface DemoInvitation {
  email: string;
  organisation: string;
  role: Role;
  /** The demo account that sent it. */
  invitedBy: string;
}

/** An invitation nobody has used yet: /users lists it, with a fresh link to make or the invitation to revoke. */
export const DEMO_INVITATIONS: DemoInvitation[] = [
  { email: 'new.adjuster@fixline.test', organisation: 'client', role: 'USER', invitedBy: 'client.admin@fixline.test' },
];

/** How long the demo invitation lasts: the default of INVITE_TTL_HOURS. */
export const DEMO_INVITATION_TTL_HOURS = 7 * 24;
