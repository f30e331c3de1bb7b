import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  type DemoBody,
  type DemoView,
  drawVehicle,
  PART_PLACES,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
} from './demo-vehicle-drawings.ts';

export type DemoSide = 'nearside' | 'offside';

/** One demo damage photo: which drawing, where the damage is, and what its caption says. */
export interface DemoPhotoScene {
  body: DemoBody;
  view: DemoView;
  /** A part of PART_PLACES for this body and view. */
  part: string;
  /** Which side of the vehicle the part is on; none for a part in the middle (a bonnet, the rear doors). */
  side?: DemoSide;
  caption: string;
  /** The second line: the vehicle and which photo of the claim this is. */
  detail: string;
  colour: string;
  registration: string;
}

/** The claims' colours as words, drawn a little darker than a paint chart so the shapes' lines show. */
const PAINT: Record<string, string> = {
  blue: '#2f5fa7',
  red: '#b8322a',
  black: '#2a2c2f',
  white: '#eceeef',
  silver: '#b5b9bd',
  grey: '#7d8287',
  green: '#3f7a4a',
  yellow: '#e5c22e',
  cream: '#eadfbf',
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/**
 * Where the damage is drawn: the part's place, mirrored for the other side. From the side the whole
 * vehicle is mirrored with it, so only the front and rear views move the mark alone.
 */
function damagePlace(scene: DemoPhotoScene): [number, number, number] {
  const places: Record<string, readonly [number, number, number]> = PART_PLACES[scene.body][scene.view];
  const place = places[scene.part];
  if (!place) throw new Error(`No ${scene.part} on the ${scene.view} drawing of a ${scene.body}`);
  const [x, y, r] = place;
  const mirrored = scene.view !== 'side' && scene.side === 'offside';
  return [mirrored ? PHOTO_WIDTH - x : x, y, r];
}

/** A dent's shadow, scratches across it and a dashed red ring around it, as an assessor marks a photo. */
function damageMark([x, y, r]: [number, number, number]): string {
  const scratches = [0, 1, 2, 3, 4].map((i) => {
    const from = [x - r * 0.7 + i * r * 0.3, y - r * 0.35 + (i % 2) * r * 0.2];
    const to = [x - r * 0.35 + i * r * 0.3, y + r * 0.3 - (i % 2) * r * 0.15];
    return `M ${from.join(' ')} L ${to.join(' ')}`;
  });
  const crack = `M ${x - r * 0.6} ${y} L ${x - r * 0.2} ${y - r * 0.15} L ${x + r * 0.05} ${y + r * 0.1} L ${x + r * 0.55} ${y - r * 0.05}`;
  return [
    `<ellipse cx="${x}" cy="${y}" rx="${r * 0.85}" ry="${r * 0.6}" fill="url(#dent)"/>`,
    `<path d="${scratches.join(' ')}" stroke="#f4f4f4" stroke-width="4" stroke-linecap="round" opacity="0.85"/>`,
    `<path d="${crack}" fill="none" stroke="#1a1a1a" stroke-width="5" stroke-linejoin="round"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 1.25}" fill="none" stroke="#ff3b30" stroke-width="9" stroke-dasharray="26 14"/>`,
  ].join('');
}

/** The whole picture as SVG: a yard with a wall, the vehicle with its damage marked, the caption below. */
export function demoPhotoSvg(scene: DemoPhotoScene): string {
  const colour = PAINT[scene.colour.toLowerCase()] ?? PAINT.grey;
  const vehicle = drawVehicle(scene.body, scene.view, colour as string, escapeXml(scene.registration));
  const mark = damageMark(damagePlace(scene));
  const mirrorSide = scene.view === 'side' && scene.side === 'offside';
  const drawn = `${vehicle}${mark}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}"
    font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7d2e8"/><stop offset="1" stop-color="#eef4f8"/></linearGradient>
      <radialGradient id="dent"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>
    <rect y="430" width="${PHOTO_WIDTH}" height="330" fill="#d8d2c6"/>
    <path d="M 0 520 H 1280 M 0 610 H 1280 M 0 700 H 1280" stroke="#c4bdb0" stroke-width="4"/>
    <rect y="750" width="${PHOTO_WIDTH}" height="210" fill="#696d71"/>
    <path d="M 70 960 L 150 760 M 1210 960 L 1130 760" stroke="#e8e8e8" stroke-width="10"/>
    ${mirrorSide ? `<g transform="translate(${PHOTO_WIDTH} 0) scale(-1 1)">${drawn}</g>` : drawn}
    <rect y="830" width="${PHOTO_WIDTH}" height="130" fill="#000" opacity="0.72"/>
    <text x="48" y="888" font-size="46" font-weight="bold" fill="#fff">${escapeXml(scene.caption)}</text>
    <text x="48" y="934" font-size="26" fill="#d0d0d0">${escapeXml(scene.detail)}</text>
    <rect x="1040" y="28" width="212" height="48" rx="8" fill="#000" opacity="0.55"/>
    <text x="1146" y="61" font-size="24" font-weight="bold" text-anchor="middle" fill="#fff">DEMO PHOTO</text>
  </svg>`;
}

/** Where drawn photos are kept between seeds (drawDemoPhoto). */
const DRAWN_PHOTOS_DIR = path.join(os.tmpdir(), 'fixline-demo-photos');

/**
 * The scene as a 1280×960 JPEG, the size of a phone photo scaled for upload; the same bytes each time.
 * The picture is opaque, so its alpha channel goes before encoding: a third less time per photo.
 *
 * Drawn once per machine and kept in the system's temporary folder by its drawing's hash (and sharp's version): every API
 * test file seeds the demo, and drawing its 15 photos took about 850 ms of each seed. Written under a
 * name of its own, then renamed, so two seeds at once never read half a file.
 */
export async function drawDemoPhoto(scene: DemoPhotoScene): Promise<Buffer> {
  const svg = demoPhotoSvg(scene);
  const kept = path.join(
    DRAWN_PHOTOS_DIR,
    `${createHash('sha256').update(`${sharp.versions.sharp}\n${svg}`).digest('hex')}.jpg`,
  );
  const drawn = await readFile(kept).catch(() => undefined);
  if (drawn) return drawn;
  const photo = await sharp(Buffer.from(svg)).removeAlpha().jpeg({ quality: 82 }).toBuffer();
  await mkdir(DRAWN_PHOTOS_DIR, { recursive: true });
  const writing = `${kept}.${randomUUID()}`;
  await writeFile(writing, photo);
  await rename(writing, kept);
  return photo;
}
