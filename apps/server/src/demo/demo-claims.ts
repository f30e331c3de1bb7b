import { type ClaimStatus, type ClaimTrack, type ClaimType, TRACK_STATUSES } from '@fixline/domain';

/**
 * Demo claims across every status and track, owned by both client organisations and assigned to each
 * repairer and bodyshop, so every claim page has real content on the first start. `journey` is the
 * statuses the claim went through, oldest first; the seed writes one timeline row per step.
 */
export interface DemoClaim {
  client: 'client' | 'client2';
  repairer?: 'repairer' | 'repairer2' | 'bodyshop' | 'bodyshop2';
  track: ClaimTrack;
  type: ClaimType;
  journey: ClaimStatus[];
  vehicle: [registration: string, make: string, model: string, colour: string, year: number];
  customer: [name: string, phone: string, email: string, postcode: string, town: string];
  damage: string;
  /** Pounds; what the repairer is paid is 80% of it. */
  quote?: number;
  /** Pounds: the driver's policy excess on an insured claim, what their payment link asks of them. */
  excess?: number;
  labels?: string[];
  issue?: string;
  comments?: [who: string, text: string][];
  deleted?: boolean;
}

/** The labels the demo claims carry, and one nobody has used yet. */
export const DEMO_LABELS = [
  { name: 'Priority', colour: '#C62828', description: 'Customer without a car: repair first' },
  { name: 'Fleet', colour: '#1565C0', description: 'Vehicle of a fleet customer' },
  { name: 'EV', colour: '#2E7D32', description: 'Electric vehicle: needs an EV-qualified repairer' },
  { name: 'Total loss risk', colour: '#6A1B9A', description: null },
] as const;

const BUSINESS: ClaimStatus[] = [...TRACK_STATUSES.business];
const RETAIL: ClaimStatus[] = [...TRACK_STATUSES.retail];
const MARKETPLACE: ClaimStatus[] = [...TRACK_STATUSES.marketplace];
const upTo = (track: ClaimStatus[], status: ClaimStatus) => track.slice(0, track.indexOf(status) + 1);

export const DEMO_CLAIMS: DemoClaim[] = [
  {
    client: 'client',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'registered'),
    vehicle: ['AB12CDE', 'Ford', 'Focus', 'Blue', 2019],
    customer: ['Dana Whitfield', '07700 900101', 'dana.whitfield@example.com', 'LS1 4AP', 'Leeds'],
    damage: 'Rear bumper dented and tailgate scratched after a low-speed collision in a car park.',
    comments: [['client@fixline.test', 'Driver prefers to be contacted after 5pm.']],
  },
  {
    client: 'client',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'awaiting-quote-authorisation'),
    vehicle: ['YX19ABC', 'Vauxhall', 'Corsa', 'Red', 2019],
    customer: ['Priya Nair', '07700 900102', 'priya.nair@example.com', 'M1 2WD', 'Manchester'],
    damage: 'Nearside front wing and headlamp damaged by a reversing van.',
    quote: 1240,
    labels: ['Priority'],
  },
  {
    client: 'client',
    track: 'business',
    type: 'bodyshop',
    journey: upTo(BUSINESS, 'in-marketplace'),
    vehicle: ['KM70XYZ', 'Toyota', 'Yaris', 'White', 2020],
    customer: ['Tom Becker', '07700 900103', 'tom.becker@example.com', 'BS1 5TR', 'Bristol'],
    damage: 'Driver door and sill dented; paintwork cracked.',
    quote: 980,
  },
  {
    client: 'client2',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'bidding'),
    vehicle: ['LR68FLT', 'Ford', 'Transit Custom', 'Silver', 2018],
    customer: ['Harbour Fleet Desk', '0113 496 0000', 'fleet@harbour.example', 'HU1 1HJ', 'Hull'],
    damage: 'Rear doors will not close after being struck in the depot yard.',
    quote: 1850,
    labels: ['Fleet'],
  },
  {
    client: 'client',
    repairer: 'repairer',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'awaiting-pickup'),
    vehicle: ['BD51SMR', 'Volkswagen', 'Golf', 'Grey', 2021],
    customer: ['Aisha Khan', '07700 900105', 'aisha.khan@example.com', 'LS6 3HN', 'Leeds'],
    damage: 'Front bumper and grille damaged; parking sensor hanging loose.',
    quote: 1430,
    comments: [['repairer@fixline.test', 'We can collect the car on Thursday morning.']],
  },
  {
    client: 'client',
    repairer: 'repairer',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'in-repair'),
    vehicle: ['GF20KLP', 'Nissan', 'Qashqai', 'Black', 2020],
    customer: ['Oliver Grant', '07700 900106', 'oliver.grant@example.com', 'WF1 2EB', 'Wakefield'],
    damage: 'Offside rear quarter panel crushed; rear light cluster broken.',
    quote: 2260,
    issue: 'Replacement light cluster is on back order for ten days.',
    comments: [
      ['repairer@fixline.test', 'Panel work started; waiting on the light cluster.'],
      ['client@fixline.test', 'Thanks, please keep the driver updated.'],
    ],
  },
  {
    client: 'client',
    repairer: 'repairer2',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'finished'),
    vehicle: ['SN17DPX', 'Kia', 'Sportage', 'Green', 2017],
    customer: ['Grace Lee', '07700 900107', 'grace.lee@example.com', 'YO1 7HH', 'York'],
    damage: 'Windscreen and bonnet damaged by a fallen branch.',
    quote: 1175,
    excess: 250,
  },
  {
    client: 'client2',
    repairer: 'repairer',
    track: 'business',
    type: 'repair',
    journey: upTo(BUSINESS, 'paid'),
    vehicle: ['HF66VAN', 'Mercedes-Benz', 'Sprinter', 'White', 2016],
    customer: ['Harbour Fleet Desk', '0113 496 0000', 'fleet@harbour.example', 'HU2 8AA', 'Hull'],
    damage: 'Side step and lower door skin damaged on a kerb.',
    quote: 760,
    excess: 250,
    labels: ['Fleet'],
  },
  {
    client: 'client',
    repairer: 'repairer2',
    track: 'business',
    type: 'repair',
    journey: [...BUSINESS, 'completed'],
    vehicle: ['EO15HUM', 'Honda', 'Jazz', 'Silver', 2015],
    customer: ['Martin Shaw', '07700 900109', 'martin.shaw@example.com', 'S1 2GH', 'Sheffield'],
    damage: 'Rear bumper cracked by a following car at traffic lights.',
    quote: 640,
    excess: 250,
  },
  {
    client: 'client',
    track: 'retail',
    type: 'repair',
    journey: upTo(RETAIL, 'fnol'),
    vehicle: ['WP69RTY', 'Peugeot', '208', 'Yellow', 2019],
    customer: ['Sophie Turner', '07700 900110', 'sophie.turner@example.com', 'LS2 7EY', 'Leeds'],
    damage: 'Scraped the nearside doors against a gate post.',
  },
  {
    client: 'client',
    track: 'retail',
    type: 'repair',
    journey: upTo(RETAIL, 'awaiting-quote-authorisation'),
    vehicle: ['FL18PZX', 'Mini', 'Cooper', 'Blue', 2018],
    customer: ['James O’Neill', '07700 900111', 'james.oneill@example.com', 'HG1 1BT', 'Harrogate'],
    damage: 'Alloy wheel and tyre damaged by a pothole; tracking pulls left.',
    quote: 420,
  },
  {
    client: 'client',
    repairer: 'bodyshop',
    track: 'retail',
    type: 'bodyshop',
    journey: upTo(RETAIL, 'in-repair'),
    vehicle: ['MA21BOD', 'Audi', 'A3', 'White', 2021],
    customer: ['Ella Morris', '07700 900112', 'ella.morris@example.com', 'BD1 1SE', 'Bradford'],
    damage: 'Hail damage across the roof and bonnet.',
    quote: 2980,
  },
  {
    client: 'client2',
    track: 'marketplace',
    type: 'repair',
    journey: upTo(MARKETPLACE, 'in-marketplace'),
    vehicle: ['PK19FLE', 'Ford', 'Fiesta', 'Red', 2019],
    customer: ['Harbour Fleet Desk', '0113 496 0000', 'fleet@harbour.example', 'DN1 3AA', 'Doncaster'],
    damage: 'Front bumper split; fog lamp missing.',
  },
  {
    client: 'client2',
    track: 'marketplace',
    type: 'repair',
    journey: upTo(MARKETPLACE, 'awaiting-bid-authorisation'),
    vehicle: ['RV20EVS', 'Tesla', 'Model 3', 'Grey', 2020],
    customer: ['Harbour Fleet Desk', '0113 496 0000', 'fleet@harbour.example', 'LS11 5QS', 'Leeds'],
    damage: 'Rear bumper and charge port flap damaged; needs an EV-qualified garage.',
    quote: 3400,
    labels: ['Fleet', 'EV'],
  },
  {
    client: 'client2',
    repairer: 'bodyshop2',
    track: 'marketplace',
    type: 'bodyshop',
    journey: upTo(MARKETPLACE, 'awaiting-pickup'),
    vehicle: ['CX67HBR', 'Vauxhall', 'Vivaro', 'White', 2017],
    customer: ['Harbour Fleet Desk', '0113 496 0000', 'fleet@harbour.example', 'HU3 4XX', 'Hull'],
    damage: 'Roof dented by a loading-bay shutter.',
    quote: 1560,
  },
  {
    client: 'client',
    repairer: 'repairer',
    track: 'business',
    type: 'assessment',
    journey: [...upTo(BUSINESS, 'in-repair'), 'archived'],
    vehicle: ['DL14OLD', 'Skoda', 'Octavia', 'Silver', 2014],
    customer: ['Ruth Palmer', '07700 900116', 'ruth.palmer@example.com', 'LS16 6EB', 'Leeds'],
    damage: 'Assessed as a total loss; archived while the settlement is agreed.',
    quote: 300,
  },
  {
    client: 'client',
    track: 'business',
    type: 'other',
    journey: upTo(BUSINESS, 'registered'),
    vehicle: ['TE57DUP', 'Fiat', '500', 'Cream', 2017],
    customer: ['Test Entry', '07700 900117', 'test.entry@example.com', 'LS1 1AA', 'Leeds'],
    damage: 'Entered twice by mistake.',
    deleted: true,
  },
];
