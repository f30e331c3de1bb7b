/**
 * The vehicles of the demo's photos as SVG, on a 1280×960 picture whose ground is at y 760: a hatchback
 * and a panel van, each from the side (facing right, so its nearside shows), the front and the rear.
 * Plain shapes in the claim's colour, drawn once here so each photo only says where the damage is.
 */
export type DemoBody = 'car' | 'van';
export type DemoView = 'side' | 'front' | 'rear';

export const PHOTO_WIDTH = 1280;
export const PHOTO_HEIGHT = 960;

const GLASS = 'fill="#9cb8cc" stroke="#3d4a55" stroke-width="4"';
const TRIM = '#2b2f33';
const LINE = 'fill="none" stroke="#00000055" stroke-width="4"';

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d1f21"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#b9bec3"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#5f666d"/>`;

/** A number plate with the claim's registration: white at the front, yellow at the rear, as in the UK. */
const plate = (x: number, y: number, registration: string, rear: boolean) =>
  `<rect x="${x}" y="${y}" width="200" height="46" rx="6" fill="${rear ? '#f7d117' : '#f4f4f0'}" stroke="#222" stroke-width="3"/>` +
  `<text x="${x + 100}" y="${y + 34}" font-size="32" font-weight="bold" text-anchor="middle" fill="#111">${registration}</text>`;

const shadow = (cx: number, rx: number) => `<ellipse cx="${cx}" cy="770" rx="${rx}" ry="26" fill="#00000040"/>`;

function carSide(colour: string): string {
  return [
    shadow(640, 500),
    `<path d="M 170 700 L 172 600 Q 178 540 250 520 L 330 505 L 440 400 Q 470 380 520 378 L 730 378 Q 780 380 810 400
      L 920 500 L 1060 530 Q 1105 545 1110 600 L 1112 700 L 1032 700 A 92 92 0 0 0 848 700 L 422 700 A 92 92 0 0 0 238 700 Z"
      fill="${colour}" stroke="${TRIM}" stroke-width="5"/>`,
    `<path d="M 365 500 L 455 412 Q 480 398 520 398 L 625 398 L 625 500 Z" ${GLASS}/>`,
    `<path d="M 645 398 L 725 398 Q 770 400 790 412 L 880 500 L 645 500 Z" ${GLASS}/>`,
    `<path d="M 635 505 L 635 690 M 400 505 Q 395 600 420 690 M 875 505 Q 860 600 850 690" ${LINE}/>`,
    `<rect x="560" y="540" width="50" height="12" rx="5" fill="${TRIM}"/><rect x="800" y="540" width="50" height="12" rx="5" fill="${TRIM}"/>`,
    `<path d="M 1050 545 Q 1095 552 1102 585 L 1060 580 Z" fill="#fff6c8" stroke="${TRIM}" stroke-width="3"/>`,
    `<rect x="172" y="545" width="30" height="50" rx="6" fill="#c0392b" stroke="${TRIM}" stroke-width="3"/>`,
    `<rect x="170" y="645" width="70" height="50" fill="${TRIM}" opacity="0.55"/><rect x="1040" y="645" width="72" height="50" fill="${TRIM}" opacity="0.55"/>`,
    `<path d="M 885 505 L 925 490 L 930 520 L 890 522 Z" fill="${TRIM}"/>`,
    wheel(330, 700, 78),
    wheel(940, 700, 78),
  ].join('');
}

function vanSide(colour: string): string {
  return [
    shadow(630, 520),
    `<path d="M 130 700 L 130 330 Q 135 298 172 295 L 820 290 Q 862 292 882 322 L 985 470 L 1090 510 Q 1122 525 1124 580
      L 1126 700 L 1052 700 A 92 92 0 0 0 868 700 L 392 700 A 92 92 0 0 0 208 700 Z"
      fill="${colour}" stroke="${TRIM}" stroke-width="5"/>`,
    `<path d="M 835 320 L 870 330 L 960 470 L 835 470 Z" ${GLASS}/>`,
    `<path d="M 820 300 L 820 690 M 560 300 L 560 690 M 130 300 L 130 690" ${LINE}/>`,
    `<rect x="770" y="500" width="40" height="12" rx="5" fill="${TRIM}"/><rect x="575" y="500" width="40" height="12" rx="5" fill="${TRIM}"/>`,
    `<path d="M 1060 515 Q 1110 525 1116 565 L 1070 560 Z" fill="#fff6c8" stroke="${TRIM}" stroke-width="3"/>`,
    `<rect x="132" y="560" width="26" height="80" rx="5" fill="#c0392b" stroke="${TRIM}" stroke-width="3"/>`,
    `<rect x="130" y="650" width="80" height="48" fill="${TRIM}" opacity="0.55"/><rect x="1060" y="645" width="66" height="55" fill="${TRIM}" opacity="0.55"/>`,
    wheel(300, 700, 80),
    wheel(960, 700, 80),
  ].join('');
}

/** From the front or the rear: the same outline, glass, lamps and plate; the rear's lamps are red. */
function carEnd(colour: string, registration: string, rear: boolean): string {
  const lamp = rear ? '#c0392b' : '#fff6c8';
  return [
    shadow(640, 430),
    `<rect x="270" y="700" width="90" height="72" rx="10" fill="#1d1f21"/><rect x="920" y="700" width="90" height="72" rx="10" fill="#1d1f21"/>`,
    `<path d="M 250 720 L 240 560 Q 245 520 300 505 L 380 380 Q 400 350 450 345 L 830 345 Q 880 350 900 380 L 980 505
      Q 1035 520 1040 560 L 1030 720 Z" fill="${colour}" stroke="${TRIM}" stroke-width="5"/>`,
    `<path d="M 400 495 L 465 375 L 815 375 L 880 495 Z" ${GLASS}/>`,
    `<ellipse cx="330" cy="575" rx="70" ry="${rear ? 34 : 28}" fill="${lamp}" stroke="${TRIM}" stroke-width="4"/>`,
    `<ellipse cx="950" cy="575" rx="70" ry="${rear ? 34 : 28}" fill="${lamp}" stroke="${TRIM}" stroke-width="4"/>`,
    rear
      ? `<path d="M 420 510 L 860 510" ${LINE}/>`
      : `<rect x="510" y="560" width="260" height="70" rx="14" fill="${TRIM}"/>`,
    `<rect x="250" y="650" width="780" height="70" rx="12" fill="${TRIM}" opacity="0.5"/>`,
    `<circle cx="400" cy="685" r="16" fill="${rear ? '#8b1a10' : '#f0f0e0'}"/><circle cx="880" cy="685" r="16" fill="${rear ? '#8b1a10' : '#f0f0e0'}"/>`,
    plate(540, 660, registration, rear),
  ].join('');
}

function vanEnd(colour: string, registration: string, rear: boolean): string {
  const lamp = rear ? '#c0392b' : '#fff6c8';
  return [
    shadow(640, 420),
    `<rect x="290" y="700" width="90" height="72" rx="10" fill="#1d1f21"/><rect x="900" y="700" width="90" height="72" rx="10" fill="#1d1f21"/>`,
    `<path d="M 280 720 L 272 300 Q 276 262 320 258 L 960 258 Q 1004 262 1008 300 L 1000 720 Z"
      fill="${colour}" stroke="${TRIM}" stroke-width="5"/>`,
    rear
      ? `<rect x="330" y="300" width="290" height="150" ${GLASS}/><rect x="660" y="300" width="290" height="150" ${GLASS}/>` +
        `<path d="M 640 262 L 640 650" fill="none" stroke="${TRIM}" stroke-width="6"/>` +
        `<rect x="600" y="500" width="30" height="14" rx="5" fill="${TRIM}"/>`
      : `<path d="M 320 470 L 340 300 L 940 300 L 960 470 Z" ${GLASS}/><rect x="470" y="540" width="340" height="90" rx="12" fill="${TRIM}"/>`,
    rear
      ? `<rect x="282" y="480" width="36" height="130" rx="6" fill="${lamp}" stroke="${TRIM}" stroke-width="3"/>` +
        `<rect x="962" y="480" width="36" height="130" rx="6" fill="${lamp}" stroke="${TRIM}" stroke-width="3"/>`
      : `<ellipse cx="360" cy="565" rx="70" ry="32" fill="${lamp}" stroke="${TRIM}" stroke-width="4"/>` +
        `<ellipse cx="920" cy="565" rx="70" ry="32" fill="${lamp}" stroke="${TRIM}" stroke-width="4"/>`,
    `<rect x="280" y="650" width="720" height="70" rx="10" fill="${TRIM}" opacity="0.55"/>`,
    plate(540, 662, registration, rear),
  ].join('');
}

/** The vehicle's SVG elements, for the picture's own <svg>. */
export function drawVehicle(body: DemoBody, view: DemoView, colour: string, registration: string): string {
  if (view === 'side') return body === 'van' ? vanSide(colour) : carSide(colour);
  return body === 'van' ? vanEnd(colour, registration, view === 'rear') : carEnd(colour, registration, view === 'rear');
}

/**
 * Where a part is on each drawing, [x, y, radius], on the nearside where a vehicle has two: from the
 * side that is the drawing as it is (the offside is its mirror image); from the front, the nearside is
 * on the picture's right; from the rear, on its left.
 */
export const PART_PLACES = {
  car: {
    side: {
      'front bumper': [1080, 650, 70],
      'front wing': [975, 575, 80],
      'front door': [755, 590, 95],
      sill: [640, 690, 80],
      'rear quarter panel': [290, 565, 95],
      'rear bumper': [200, 655, 70],
    },
    front: { bumper: [860, 690, 80], headlamp: [950, 575, 85], 'fog lamp': [880, 685, 50], bonnet: [640, 470, 110] },
    rear: { bumper: [420, 690, 85], 'light cluster': [330, 575, 85], tailgate: [640, 520, 130] },
  },
  van: {
    side: { 'sliding door': [690, 500, 110], 'rear corner': [170, 560, 90], 'front wing': [1000, 560, 80] },
    front: { bumper: [820, 690, 80], headlamp: [920, 565, 85] },
    rear: { 'rear doors': [640, 470, 150], 'door lock': [615, 507, 60], bumper: [420, 690, 85] },
  },
} as const satisfies Record<DemoBody, Record<DemoView, Record<string, readonly [number, number, number]>>>;
