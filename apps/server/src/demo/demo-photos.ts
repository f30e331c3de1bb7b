import type { DemoBody, DemoView } from './demo-vehicle-drawings.ts';
import type { DemoSide } from './draw-demo-photo.ts';

/** A damage photo of a demo claim: the drawing, the damaged part and the caption it carries. */
export interface DemoPhoto {
  view: DemoView;
  part: string;
  side?: DemoSide;
  caption: string;
}

/**
 * The demo claims with damage photos, by registration: three of Northwind's desk in different statuses
 * (registered, awaiting its quote's authorisation, in repair) and the three in the marketplace, whose
 * redacted view exists to show garages the damage before they bid. Each photo shows what the claim's
 * damage description says.
 */
export const DEMO_PHOTOS: { registration: string; body: DemoBody; photos: DemoPhoto[] }[] = [
  {
    registration: 'AB12CDE',
    body: 'car',
    photos: [
      { view: 'rear', part: 'bumper', side: 'nearside', caption: 'Rear bumper, nearside' },
      { view: 'rear', part: 'tailgate', caption: 'Tailgate, scratched' },
      { view: 'side', part: 'rear bumper', side: 'nearside', caption: 'Rear bumper, nearside corner' },
    ],
  },
  {
    registration: 'YX19ABC',
    body: 'car',
    photos: [
      { view: 'side', part: 'front wing', side: 'nearside', caption: 'Front wing, nearside' },
      { view: 'front', part: 'headlamp', side: 'nearside', caption: 'Headlamp, nearside' },
      { view: 'front', part: 'bumper', side: 'nearside', caption: 'Front bumper, nearside' },
    ],
  },
  {
    registration: 'GF20KLP',
    body: 'car',
    photos: [
      { view: 'side', part: 'rear quarter panel', side: 'offside', caption: 'Rear quarter panel, offside' },
      { view: 'rear', part: 'light cluster', side: 'offside', caption: 'Rear light cluster, offside' },
    ],
  },
  {
    registration: 'KM70XYZ',
    body: 'car',
    photos: [
      { view: 'side', part: 'front door', side: 'offside', caption: 'Driver’s door, offside' },
      { view: 'side', part: 'sill', side: 'offside', caption: 'Sill, offside' },
    ],
  },
  {
    registration: 'LR68FLT',
    body: 'van',
    photos: [
      { view: 'rear', part: 'rear doors', caption: 'Rear doors, struck in the yard' },
      { view: 'rear', part: 'door lock', caption: 'Rear door lock, will not latch' },
      { view: 'side', part: 'rear corner', side: 'nearside', caption: 'Rear corner, nearside' },
    ],
  },
  {
    registration: 'PK19FLE',
    body: 'car',
    photos: [
      { view: 'front', part: 'bumper', side: 'nearside', caption: 'Front bumper, nearside: split' },
      { view: 'front', part: 'fog lamp', side: 'offside', caption: 'Fog lamp, offside: missing' },
    ],
  },
];
