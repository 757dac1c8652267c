/**
 * Flat-style vehicle illustrations rendered as small standalone SVG documents.
 *
 * Used to generate every image of the sample stock (gallery images, thumbnails
 * and 360° spin frames) so demo dealer sites look real without photos or a
 * network. Pure and dependency free: the same input always yields the
 * byte-identical string.
 *
 * How it works: every vehicle is a handful of "parts", each a side profile
 * (x = length, front at +x, y = height, metres) extruded across its width,
 * with the width allowed to taper above the belt line (tumblehome). A tiny
 * orthographic camera (yaw around the vertical axis plus a little pitch)
 * projects the side faces and the faces swept along every profile edge;
 * back faces are culled and the rest painted far-to-near. Details (lights,
 * grille, windows, door lines) are decals on those faces, wheels are
 * projected cylinders and thin bits (mirrors, forks, drawbars) are rods.
 * Because the same model is drawn for every yaw, gallery views and spin
 * frames are consistent and a spin behaves like a turntable.
 */

export type VehicleShape =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'wagon'
  | 'van'
  | 'coupe'
  | 'convertible'
  | 'people-mover'
  | 'motorcycle'
  | 'truck'
  | 'caravan';

export type GalleryView =
  | 'front-three-quarter'
  | 'side'
  | 'rear-three-quarter'
  | 'front'
  | 'rear'
  | 'interior'
  | 'boot';

export const VEHICLE_SHAPES: readonly VehicleShape[] = Object.freeze([
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'people-mover',
  'motorcycle',
  'truck',
  'caravan',
] satisfies VehicleShape[]);

export const GALLERY_VIEWS: readonly GalleryView[] = Object.freeze([
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'rear',
  'interior',
  'boot',
] satisfies GalleryView[]);

/* ------------------------------------------------------------------ */
/* Model types                                                         */
/* ------------------------------------------------------------------ */

/** Profile vertex: [x, y] or [x, y, cx, cy] where (cx, cy) is the quadratic control point of the edge arriving here. */
type Vtx = readonly [number, number] | readonly [number, number, number, number];
type P3 = readonly [number, number, number];
/** Projected point: screen x, screen y, depth (larger = nearer the camera). */
type Q = readonly [number, number, number];
type RGB = readonly [number, number, number];

/** Decal on the face swept along profile edge `e`: u across the width (-1..1 of the half width), v along the edge (0..1). */
interface Decal {
  readonly e: number;
  readonly u: readonly [number, number];
  readonly v: readonly [number, number];
  /** CSS class of the decal (see STYLE). */
  readonly k: string;
  /** Also draw the mirror image (-u). */
  readonly m?: boolean;
}

/** Polygon painted on both side faces. */
interface SideDecal {
  readonly p: readonly Vtx[];
  readonly k: string;
}

interface Part {
  readonly p: readonly Vtx[];
  /** Half width up to the belt line. */
  readonly hw: number;
  /** Tumblehome: [beltY, roofY, roofHalfWidth]. */
  readonly top?: readonly [number, number, number];
  /** 'P' = body paint, otherwise a hex base colour. */
  readonly k: string;
  readonly glass?: readonly number[];
  readonly dec?: readonly Decal[];
  readonly side?: readonly SideDecal[];
  /** Door shut lines: flat [x0, y0, x1, y1, ...] polylines on both sides. */
  readonly lines?: readonly (readonly number[])[];
  /** Door handles at [x, y]. */
  readonly hnd?: readonly (readonly [number, number])[];
  /** Blacked-out pillars: [x0, y0, x1, y1]. */
  readonly pil?: readonly (readonly [number, number, number, number])[];
  /** Paint after everything else (e.g. seats of a convertible). */
  readonly last?: boolean;
}

interface Rod {
  readonly a: P3;
  readonly b: P3;
  /** Thickness in metres. */
  readonly w: number;
  /** 'P' = darker body paint, otherwise a hex colour. */
  readonly c: string;
  /** Also draw the rod mirrored across the centre plane. */
  readonly mz?: boolean;
  /** Always paint on top (roof rails). */
  readonly top?: boolean;
}

interface Wheel {
  readonly x: number;
  readonly r: number;
  /** z of the outer and inner tyre faces. */
  readonly zo: number;
  readonly zi: number;
  /** Part whose side face the wheel sits in (-1 = free standing, e.g. a motorcycle). */
  readonly own: number;
  readonly well: boolean;
}

/** What opens in the 'boot' view. */
interface Lid {
  readonly part: number;
  /** Profile edges that open (the cargo opening). */
  readonly e: readonly number[];
  /** Hinge vertex index. */
  readonly h: number;
  /** Opening angle in degrees (0 = nothing swings, e.g. a roller door). */
  readonly a: number;
  /** Swing the whole part (a motorcycle seat). */
  readonly whole?: boolean;
  /** Camera yaw and pitch in degrees. */
  readonly cam: readonly [number, number];
}

type CabinKind = 'car' | 'work' | 'open' | 'moto' | 'caravan';

interface Vehicle {
  readonly name: string;
  readonly parts: readonly Part[];
  readonly wheels: readonly Wheel[];
  readonly rods: readonly Rod[];
  /** Overall length, width and height (metres). */
  readonly L: number;
  readonly W: number;
  readonly H: number;
  readonly lid: Lid;
  readonly cabin: CabinKind;
  /** Dashboard top (interior view, px). */
  readonly dash: number;
}

/* ------------------------------------------------------------------ */
/* Vehicle library                                                     */
/* ------------------------------------------------------------------ */

const DARK = '#2a2d32';

interface CarSpec {
  readonly name: string;
  readonly p: readonly Vtx[];
  readonly hw: number;
  readonly top: readonly [number, number, number];
  readonly glass: readonly number[];
  /** Edge indices: front bumper, nose (headlights), tail (tail lights), rear bumper. */
  readonly e: readonly [number, number, number, number];
  /** v range of the tail lights on the tail edge. */
  readonly tv: readonly [number, number];
  readonly win?: readonly Vtx[];
  readonly pil?: readonly (readonly [number, number, number, number])[];
  readonly lines: readonly (readonly number[])[];
  readonly hnd: readonly (readonly [number, number])[];
  readonly ax: readonly [number, number];
  readonly r: number;
  readonly tw?: number;
  readonly hl: readonly Vtx[];
  readonly tl: readonly Vtx[];
  /** Mirror [x, y, length, thickness]. */
  readonly mir: readonly [number, number, number, number];
  readonly lid: Lid;
  readonly rails?: readonly [number, number, number];
  readonly dec?: readonly Decal[];
  readonly side?: readonly SideDecal[];
  readonly parts?: readonly Part[];
  readonly rods?: readonly Rod[];
  readonly cabin: CabinKind;
  readonly dash: number;
}

function carWheels(ax: readonly number[], r: number, hw: number, tw: number, own: number, well: boolean): Wheel[] {
  const out: Wheel[] = [];
  for (const x of ax) {
    for (const s of [1, -1]) {
      const zo = s * (hw - 0.04);
      out.push({ x, r, zo, zi: zo - s * tw, own, well });
    }
  }
  return out;
}

function extent(parts: readonly Part[], rods: readonly Rod[]): { L: number; H: number; cx: number } {
  let x0 = Infinity;
  let x1 = -Infinity;
  let h = 0;
  for (const pt of parts) {
    for (const v of pt.p) {
      x0 = Math.min(x0, v[0]);
      x1 = Math.max(x1, v[0]);
      h = Math.max(h, v[1]);
    }
  }
  for (const rd of rods) {
    for (const q of [rd.a, rd.b]) {
      x0 = Math.min(x0, q[0]);
      x1 = Math.max(x1, q[0]);
      h = Math.max(h, q[1]);
    }
  }
  return { L: x1 - x0, H: h, cx: (x0 + x1) / 2 };
}

function car(c: CarSpec): Vehicle {
  const [bump, nose, tail, rbump] = c.e;
  const dec: Decal[] = [
    { e: nose, u: [0.5, 0.93], v: [0.15, 0.88], k: 'l', m: true },
    { e: nose, u: [-0.4, 0.4], v: [0.12, 0.78], k: 'd' },
    { e: bump, u: [-0.6, 0.6], v: [0.1, 0.3], k: 'd' },
    { e: bump, u: [-0.22, 0.22], v: [0.42, 0.8], k: 'w' },
    { e: tail, u: [0.55, 0.95], v: c.tv, k: 'r', m: true },
    { e: rbump, u: [-0.22, 0.22], v: [0.15, 0.6], k: 'w' },
    ...(c.dec ?? []),
  ];
  const side: SideDecal[] = [...(c.side ?? [])];
  if (c.win) side.push({ p: c.win, k: 'g' });
  side.push({ p: c.hl, k: 'l' }, { p: c.tl, k: 'r' });
  const body: Part = {
    p: c.p,
    hw: c.hw,
    top: c.top,
    k: 'P',
    glass: c.glass,
    dec,
    side,
    lines: c.lines,
    hnd: c.hnd,
    ...(c.pil ? { pil: c.pil } : {}),
  };
  const [mx, my, ml, mw] = c.mir;
  const rods: Rod[] = [{ a: [mx, my, c.hw - 0.02], b: [mx - 0.05, my + 0.02, c.hw + ml], w: mw, c: 'P', mz: true }];
  if (c.rails) {
    const [r0, r1, ry] = c.rails;
    const z = c.top[2] - 0.1;
    rods.push({ a: [r0, ry, z], b: [r1, ry, z], w: 0.05, c: '#24272b', mz: true, top: true });
  }
  rods.push(...(c.rods ?? []));
  const parts = [body, ...(c.parts ?? [])];
  const ex = extent(parts, rods);
  return {
    name: c.name,
    parts,
    wheels: carWheels(c.ax, c.r, c.hw, c.tw ?? 0.24, 0, true),
    rods,
    L: ex.L,
    W: 2 * c.hw + 0.3,
    H: ex.H,
    lid: c.lid,
    cabin: c.cabin,
    dash: c.dash,
  };
}

const REAR_CAM: readonly [number, number] = [62, 18];
const BOOT_CAM: readonly [number, number] = [60, 24];

const SEDAN = car({
  name: 'Sedan',
  p: [
    [2.38, 0.28],
    [2.45, 0.58],
    [2.36, 0.8, 2.46, 0.74],
    [1.05, 0.98, 1.8, 0.93],
    [0.2, 1.42, 0.55, 1.28],
    [-0.9, 1.44, -0.35, 1.5],
    [-1.85, 1.04, -1.45, 1.33],
    [-2.35, 0.98, -2.15, 1.03],
    [-2.43, 0.62, -2.44, 0.9],
    [-2.38, 0.28, -2.45, 0.4],
  ],
  hw: 0.92,
  top: [1.0, 1.45, 0.7],
  glass: [3, 5],
  e: [0, 1, 7, 8],
  tv: [0.08, 0.7],
  win: [
    [0.98, 1.0],
    [0.22, 1.37, 0.55, 1.24],
    [-0.85, 1.39, -0.3, 1.44],
    [-1.68, 1.05, -1.35, 1.3],
  ],
  pil: [[-0.32, 1.0, -0.28, 1.41]],
  lines: [
    [0.98, 0.98, 0.98, 0.34],
    [-0.32, 1.0, -0.34, 0.32],
    [-1.25, 1.03, -1.25, 0.74],
  ],
  hnd: [
    [0.5, 0.9],
    [-0.78, 0.92],
  ],
  ax: [1.42, -1.38],
  r: 0.34,
  hl: [
    [2.36, 0.8],
    [2.05, 0.83],
    [2.12, 0.73],
    [2.42, 0.68],
  ],
  tl: [
    [-2.34, 0.98],
    [-2.1, 0.99],
    [-2.16, 0.88],
    [-2.41, 0.85],
  ],
  mir: [0.9, 1.0, 0.15, 0.13],
  lid: { part: 0, e: [6], h: 6, a: -100, cam: BOOT_CAM },
  cabin: 'car',
  dash: 440,
});

const HATCH = car({
  name: 'Hatchback',
  p: [
    [2.02, 0.28],
    [2.09, 0.58],
    [2.0, 0.8, 2.1, 0.74],
    [0.95, 0.98, 1.5, 0.93],
    [0.1, 1.45, 0.45, 1.31],
    [-1.35, 1.44, -0.6, 1.52],
    [-1.98, 1.0, -1.8, 1.3],
    [-2.06, 0.62, -2.05, 0.85],
    [-2.0, 0.28, -2.08, 0.4],
  ],
  hw: 0.9,
  top: [1.0, 1.45, 0.7],
  glass: [3, 5],
  e: [0, 1, 6, 7],
  tv: [0.04, 0.55],
  win: [
    [0.9, 0.99],
    [0.15, 1.39, 0.45, 1.26],
    [-1.2, 1.39, -0.6, 1.46],
    [-1.5, 1.03, -1.4, 1.22],
  ],
  pil: [[-0.4, 0.99, -0.37, 1.42]],
  lines: [
    [0.9, 0.98, 0.9, 0.34],
    [-0.4, 0.99, -0.42, 0.32],
    [-1.3, 1.01, -1.3, 0.72],
  ],
  hnd: [
    [0.45, 0.9],
    [-0.85, 0.92],
  ],
  ax: [1.27, -1.27],
  r: 0.32,
  hl: [
    [2.0, 0.8],
    [1.74, 0.83],
    [1.81, 0.73],
    [2.06, 0.68],
  ],
  tl: [
    [-1.98, 1.0],
    [-1.82, 1.0],
    [-1.9, 0.82],
    [-2.05, 0.8],
  ],
  mir: [0.85, 1.0, 0.16, 0.13],
  rods: [{ a: [-1.36, 1.45, 0.62], b: [-1.36, 1.45, -0.62], w: 0.07, c: 'P' }],
  lid: { part: 0, e: [5, 6], h: 5, a: -80, cam: REAR_CAM },
  cabin: 'car',
  dash: 450,
});

const WAGON = car({
  name: 'Wagon',
  p: [
    [2.4, 0.28],
    [2.47, 0.58],
    [2.38, 0.8, 2.48, 0.74],
    [1.05, 0.98, 1.8, 0.93],
    [0.2, 1.45, 0.55, 1.3],
    [-2.1, 1.45, -1.0, 1.52],
    [-2.42, 1.0, -2.35, 1.32],
    [-2.47, 0.62, -2.47, 0.82],
    [-2.4, 0.28, -2.49, 0.4],
  ],
  hw: 0.92,
  top: [1.0, 1.45, 0.72],
  glass: [3, 5],
  e: [0, 1, 6, 7],
  tv: [0.04, 0.55],
  win: [
    [1.0, 0.99],
    [0.25, 1.39, 0.55, 1.26],
    [-2.0, 1.39, -1.0, 1.46],
    [-2.3, 1.03, -2.26, 1.25],
  ],
  pil: [
    [-0.3, 1.0, -0.27, 1.42],
    [-1.45, 1.01, -1.42, 1.43],
  ],
  lines: [
    [1.0, 0.98, 1.0, 0.34],
    [-0.3, 1.0, -0.32, 0.32],
    [-1.3, 1.02, -1.3, 0.74],
  ],
  hnd: [
    [0.55, 0.9],
    [-0.75, 0.92],
  ],
  ax: [1.44, -1.42],
  r: 0.34,
  hl: [
    [2.38, 0.8],
    [2.07, 0.83],
    [2.14, 0.73],
    [2.44, 0.68],
  ],
  tl: [
    [-2.42, 1.0],
    [-2.25, 1.01],
    [-2.3, 0.85],
    [-2.46, 0.83],
  ],
  mir: [0.92, 1.0, 0.15, 0.13],
  rails: [0.1, -2.0, 1.5],
  lid: { part: 0, e: [5, 6], h: 5, a: -80, cam: REAR_CAM },
  cabin: 'car',
  dash: 440,
});

const SUV = car({
  name: 'SUV',
  p: [
    [2.3, 0.42],
    [2.38, 0.75],
    [2.3, 1.02, 2.4, 0.95],
    [1.0, 1.16, 1.7, 1.13],
    [0.25, 1.7, 0.55, 1.5],
    [-2.0, 1.72, -0.9, 1.77],
    [-2.32, 1.18, -2.25, 1.55],
    [-2.38, 0.75, -2.38, 0.98],
    [-2.3, 0.42, -2.4, 0.52],
  ],
  hw: 0.95,
  top: [1.16, 1.74, 0.78],
  glass: [3, 5],
  e: [0, 1, 6, 7],
  tv: [0.04, 0.5],
  win: [
    [0.98, 1.17],
    [0.3, 1.64, 0.55, 1.45],
    [-1.9, 1.65, -0.9, 1.7],
    [-2.2, 1.2, -2.17, 1.45],
  ],
  pil: [
    [-0.3, 1.17, -0.28, 1.68],
    [-1.4, 1.18, -1.38, 1.68],
  ],
  lines: [
    [0.98, 1.15, 0.98, 0.58],
    [-0.3, 1.17, -0.32, 0.58],
    [-1.25, 1.18, -1.25, 0.86],
  ],
  hnd: [
    [0.55, 1.07],
    [-0.75, 1.09],
  ],
  ax: [1.4, -1.4],
  r: 0.38,
  tw: 0.27,
  hl: [
    [2.3, 1.02],
    [2.0, 1.05],
    [2.08, 0.93],
    [2.36, 0.88],
  ],
  tl: [
    [-2.32, 1.18],
    [-2.12, 1.19],
    [-2.16, 1.02],
    [-2.36, 1.0],
  ],
  side: [
    {
      p: [
        [2.3, 0.42],
        [2.34, 0.58],
        [-2.36, 0.58],
        [-2.3, 0.42],
      ],
      k: 'd',
    },
  ],
  dec: [{ e: 0, u: [-0.5, 0.5], v: [0, 0.12], k: 'm' }],
  mir: [0.9, 1.18, 0.16, 0.14],
  rails: [0.2, -1.9, 1.78],
  lid: { part: 0, e: [5, 6], h: 5, a: -80, cam: REAR_CAM },
  cabin: 'car',
  dash: 470,
});

const UTE = car({
  name: 'Ute',
  p: [
    [2.62, 0.45],
    [2.7, 0.8],
    [2.6, 1.1, 2.7, 1.02],
    [1.3, 1.24, 2.0, 1.21],
    [0.55, 1.78, 0.85, 1.58],
    [-0.3, 1.8, 0.15, 1.84],
    [-0.38, 1.2, -0.37, 1.62],
    [-2.62, 1.2],
    [-2.65, 0.62],
    [-2.6, 0.45, -2.66, 0.5],
  ],
  hw: 0.93,
  top: [1.22, 1.8, 0.76],
  glass: [3],
  e: [0, 1, 7, 8],
  tv: [0.05, 0.55],
  win: [
    [1.25, 1.25],
    [0.6, 1.72, 0.85, 1.55],
    [-0.25, 1.73, 0.15, 1.77],
    [-0.3, 1.26],
  ],
  pil: [[0.4, 1.24, 0.42, 1.76]],
  lines: [
    [1.25, 1.23, 1.25, 0.6],
    [0.4, 1.24, 0.38, 0.6],
    [-0.3, 1.24, -0.3, 0.9],
    [-0.48, 1.12, -2.55, 1.12],
  ],
  hnd: [
    [0.95, 1.15],
    [-0.05, 1.16],
  ],
  ax: [1.6, -1.55],
  r: 0.38,
  tw: 0.27,
  hl: [
    [2.6, 1.1],
    [2.3, 1.13],
    [2.38, 1.0],
    [2.66, 0.96],
  ],
  tl: [
    [-2.62, 1.19],
    [-2.52, 1.19],
    [-2.54, 0.85],
    [-2.64, 0.84],
  ],
  dec: [
    { e: 5, u: [-0.55, 0.55], v: [0.1, 0.45], k: 'g' },
    { e: 6, u: [-0.88, 0.88], v: [0.02, 0.98], k: 'd' },
    { e: 8, u: [-0.98, 0.98], v: [0, 1], k: 'm' },
  ],
  mir: [1.2, 1.26, 0.17, 0.14],
  rods: [{ a: [1.05, 0.5, 0.93], b: [-0.3, 0.5, 0.93], w: 0.09, c: '#2c2f34', mz: true }],
  lid: { part: 0, e: [7], h: 8, a: 90, cam: [60, 24] },
  cabin: 'work',
  dash: 470,
});

const VAN = car({
  name: 'Van',
  p: [
    [2.62, 0.32],
    [2.68, 0.62],
    [2.55, 1.0, 2.68, 0.88],
    [2.0, 1.2, 2.35, 1.14],
    [1.2, 2.05, 1.45, 1.66],
    [-2.55, 2.12, -0.6, 2.17],
    [-2.65, 0.62, -2.67, 1.9],
    [-2.58, 0.32, -2.67, 0.45],
  ],
  hw: 0.99,
  top: [1.2, 2.14, 0.9],
  glass: [3],
  e: [0, 1, 5, 6],
  tv: [0.5, 0.82],
  win: [
    [1.95, 1.21],
    [1.25, 1.95],
    [0.85, 1.96],
    [0.85, 1.22],
  ],
  lines: [
    [1.98, 1.2, 1.98, 0.78],
    [0.78, 2.0, 0.78, 0.38],
    [-0.6, 2.0, -0.6, 0.74],
    [0.78, 1.62, -0.6, 1.62],
  ],
  hnd: [
    [1.0, 1.12],
    [0.62, 1.12],
  ],
  ax: [1.75, -1.55],
  r: 0.34,
  hl: [
    [2.55, 1.0],
    [2.3, 1.05],
    [2.36, 0.9],
    [2.64, 0.8],
  ],
  tl: [
    [-2.64, 1.02],
    [-2.57, 1.02],
    [-2.59, 0.64],
    [-2.66, 0.64],
  ],
  dec: [
    { e: 5, u: [0.06, 0.84], v: [0.07, 0.36], k: 'g', m: true },
    { e: 5, u: [-0.012, 0.012], v: [0.02, 1], k: 'd' },
  ],
  mir: [1.85, 1.25, 0.18, 0.16],
  lid: { part: 0, e: [5], h: 5, a: -85, cam: REAR_CAM },
  cabin: 'work',
  dash: 490,
});

const PEOPLE = car({
  name: 'People mover',
  p: [
    [2.5, 0.33],
    [2.58, 0.62],
    [2.45, 0.92, 2.58, 0.84],
    [1.45, 1.08, 2.0, 1.05],
    [0.55, 1.72, 0.95, 1.45],
    [-2.35, 1.76, -0.9, 1.82],
    [-2.55, 1.05, -2.52, 1.6],
    [-2.58, 0.62, -2.6, 0.85],
    [-2.5, 0.33, -2.6, 0.42],
  ],
  hw: 0.96,
  top: [1.08, 1.78, 0.8],
  glass: [3, 5],
  e: [0, 1, 6, 7],
  tv: [0.04, 0.55],
  win: [
    [1.4, 1.09],
    [0.6, 1.66, 0.95, 1.42],
    [-2.25, 1.68, -0.9, 1.74],
    [-2.45, 1.1, -2.42, 1.45],
  ],
  pil: [
    [0.35, 1.1, 0.37, 1.69],
    [-0.95, 1.1, -0.95, 1.71],
    [-1.95, 1.1, -1.97, 1.7],
  ],
  lines: [
    [1.4, 1.07, 1.4, 0.5],
    [0.35, 1.09, 0.33, 0.36],
    [-0.95, 1.1, -0.95, 0.5],
    [0.33, 0.5, -0.95, 0.5],
  ],
  hnd: [
    [0.75, 1.0],
    [-0.78, 1.0],
  ],
  ax: [1.55, -1.5],
  r: 0.35,
  hl: [
    [2.45, 0.92],
    [2.15, 0.96],
    [2.22, 0.85],
    [2.52, 0.8],
  ],
  tl: [
    [-2.55, 1.05],
    [-2.38, 1.06],
    [-2.42, 0.86],
    [-2.57, 0.84],
  ],
  mir: [1.35, 1.1, 0.16, 0.14],
  lid: { part: 0, e: [5, 6], h: 5, a: -80, cam: REAR_CAM },
  cabin: 'car',
  dash: 455,
});

const COUPE = car({
  name: 'Coupe',
  p: [
    [2.28, 0.26],
    [2.35, 0.52],
    [2.25, 0.74, 2.36, 0.68],
    [0.75, 0.92, 1.5, 0.88],
    [-0.15, 1.28, 0.25, 1.16],
    [-0.85, 1.3, -0.5, 1.34],
    [-2.0, 0.95, -1.6, 1.22],
    [-2.3, 0.92, -2.2, 0.95],
    [-2.35, 0.58, -2.36, 0.8],
    [-2.28, 0.26, -2.36, 0.36],
  ],
  hw: 0.94,
  top: [0.93, 1.3, 0.68],
  glass: [3, 5],
  e: [0, 1, 7, 8],
  tv: [0.08, 0.65],
  win: [
    [0.7, 0.93],
    [-0.1, 1.24, 0.2, 1.13],
    [-0.8, 1.25, -0.5, 1.29],
    [-1.7, 0.97, -1.45, 1.13],
  ],
  pil: [[-1.05, 0.95, -0.95, 1.22]],
  lines: [
    [0.72, 0.92, 0.72, 0.3],
    [-0.78, 0.94, -0.8, 0.66],
  ],
  hnd: [[-0.42, 0.86]],
  ax: [1.35, -1.3],
  r: 0.35,
  tw: 0.27,
  hl: [
    [2.25, 0.74],
    [1.95, 0.77],
    [2.05, 0.67],
    [2.32, 0.63],
  ],
  tl: [
    [-2.3, 0.92],
    [-2.1, 0.93],
    [-2.15, 0.82],
    [-2.33, 0.79],
  ],
  mir: [0.62, 0.94, 0.15, 0.12],
  lid: { part: 0, e: [6], h: 6, a: -100, cam: BOOT_CAM },
  cabin: 'car',
  dash: 470,
});

const CONVERTIBLE = car({
  name: 'Convertible',
  p: [
    [2.22, 0.26],
    [2.3, 0.52],
    [2.2, 0.74, 2.31, 0.68],
    [0.7, 0.9, 1.45, 0.87],
    [0.0, 1.27, 0.3, 1.12],
    [0.5, 0.93],
    [-1.4, 0.93],
    [-2.22, 0.94, -1.9, 1.0],
    [-2.3, 0.58, -2.31, 0.82],
    [-2.22, 0.26, -2.31, 0.36],
  ],
  hw: 0.93,
  top: [0.93, 1.27, 0.74],
  glass: [3, 4],
  e: [0, 1, 7, 8],
  tv: [0.08, 0.65],
  lines: [
    [0.66, 0.9, 0.66, 0.3],
    [-0.78, 0.92, -0.8, 0.66],
  ],
  hnd: [[-0.5, 0.85]],
  ax: [1.32, -1.28],
  r: 0.34,
  tw: 0.26,
  hl: [
    [2.2, 0.74],
    [1.9, 0.77],
    [2.0, 0.67],
    [2.27, 0.63],
  ],
  tl: [
    [-2.22, 0.92],
    [-2.05, 0.93],
    [-2.1, 0.82],
    [-2.27, 0.79],
  ],
  dec: [{ e: 5, u: [-0.86, 0.86], v: [0.02, 0.98], k: 'd' }],
  parts: [
    {
      p: [
        [-0.2, 0.93],
        [-0.28, 1.08, -0.22, 1.04],
        [-0.52, 1.1, -0.4, 1.13],
        [-0.5, 0.93],
      ],
      hw: 0.62,
      k: '#33363b',
      last: true,
    },
  ],
  mir: [0.55, 0.94, 0.15, 0.12],
  rods: [{ a: [-0.44, 1.12, 0.36], b: [-0.46, 1.22, 0.36], w: 0.2, c: '#33363b', mz: true, top: true }],
  lid: { part: 0, e: [6], h: 6, a: -100, cam: BOOT_CAM },
  cabin: 'open',
  dash: 470,
});

function truck(): Vehicle {
  const cab: Part = {
    p: [
      [3.55, 0.5],
      [3.62, 0.9],
      [3.58, 1.6],
      [3.45, 2.45, 3.58, 2.1],
      [3.15, 2.62, 3.45, 2.62],
      [1.95, 2.62],
      [1.95, 0.5],
    ],
    hw: 1.02,
    top: [1.6, 2.62, 0.95],
    k: 'P',
    glass: [2],
    dec: [
      { e: 1, u: [0.55, 0.93], v: [0.06, 0.34], k: 'l', m: true },
      { e: 1, u: [-0.45, 0.45], v: [0.1, 0.75], k: 'd' },
      { e: 0, u: [-0.2, 0.2], v: [0.25, 0.8], k: 'w' },
    ],
    side: [
      {
        p: [
          [3.42, 1.6],
          [3.36, 2.3],
          [2.45, 2.32],
          [2.45, 1.6],
        ],
        k: 'g',
      },
    ],
    lines: [
      [3.46, 2.38, 3.5, 1.0],
      [2.35, 2.38, 2.35, 1.0],
    ],
    hnd: [[2.6, 1.45]],
  };
  const box: Part = {
    p: [
      [1.85, 1.0],
      [1.85, 3.3],
      [-3.6, 3.3],
      [-3.6, 1.0],
    ],
    hw: 1.18,
    k: '#e6e8ec',
    dec: [{ e: 2, u: [-0.012, 0.012], v: [0.02, 0.98], k: 'd' }],
    side: [
      {
        p: [
          [1.85, 1.45],
          [-3.6, 1.45],
          [-3.6, 1.25],
          [1.85, 1.25],
        ],
        k: 'a',
      },
    ],
    lines: [
      [0.75, 1.05, 0.75, 3.25],
      [-0.35, 1.05, -0.35, 3.25],
      [-1.45, 1.05, -1.45, 3.25],
      [-2.55, 1.05, -2.55, 3.25],
    ],
  };
  const chassis: Part = {
    p: [
      [2.0, 0.55],
      [2.0, 1.0],
      [-3.6, 1.0],
      [-3.6, 0.55],
    ],
    hw: 1.1,
    k: '#2b2e33',
    dec: [{ e: 2, u: [0.55, 0.95], v: [0.15, 0.6], k: 'r', m: true }],
    side: [
      {
        p: [
          [1.6, 0.6],
          [0.6, 0.6],
          [0.6, 0.95],
          [1.6, 0.95],
        ],
        k: 'm',
      },
    ],
  };
  const rods: Rod[] = [{ a: [3.5, 2.15, 1.0], b: [3.55, 2.12, 1.3], w: 0.14, c: '#24272b', mz: true }];
  const parts = [cab, box, chassis];
  const ex = extent(parts, rods);
  return {
    name: 'Truck',
    parts,
    wheels: [...carWheels([2.75], 0.45, 1.03, 0.3, 0, true), ...carWheels([-1.9], 0.45, 1.12, 0.5, 2, false)],
    rods,
    L: ex.L,
    W: 2.6,
    H: ex.H,
    lid: { part: 1, e: [2], h: 2, a: 0, cam: [62, 14] },
    cabin: 'work',
    dash: 500,
  };
}

function caravan(): Vehicle {
  const body: Part = {
    p: [
      [2.3, 0.5],
      [2.45, 1.25, 2.46, 0.72],
      [2.25, 2.55, 2.48, 2.1],
      [1.8, 2.75, 2.2, 2.76],
      [-2.9, 2.75],
      [-3.3, 2.4, -3.28, 2.74],
      [-3.3, 0.5],
    ],
    hw: 1.2,
    k: 'P',
    dec: [
      { e: 1, u: [-0.7, 0.7], v: [0.25, 0.8], k: 'g' },
      { e: 0, u: [-1, 1], v: [0, 0.55], k: 'm' },
      { e: 5, u: [0.68, 0.95], v: [0.8, 0.9], k: 'r', m: true },
      { e: 5, u: [-0.5, 0.5], v: [0.1, 0.34], k: 'g' },
      { e: 5, u: [-0.2, 0.2], v: [0.84, 0.95], k: 'w' },
      { e: 3, u: [-0.35, 0.35], v: [0.38, 0.56], k: 'm' },
    ],
    side: [
      {
        p: [
          [2.36, 0.5],
          [-3.3, 0.5],
          [-3.3, 0.8],
          [2.42, 0.8],
        ],
        k: 'm',
      },
      {
        p: [
          [1.8, 1.35],
          [0.95, 1.35],
          [0.95, 2.1],
          [1.8, 2.1],
        ],
        k: 'g',
      },
      {
        p: [
          [-1.55, 1.45],
          [-2.85, 1.45],
          [-2.85, 2.1],
          [-1.55, 2.1],
        ],
        k: 'g',
      },
      {
        p: [
          [0.65, 0.62],
          [-0.05, 0.62],
          [-0.05, 2.3],
          [0.65, 2.3],
        ],
        k: 'e',
      },
      {
        p: [
          [0.55, 1.55],
          [0.05, 1.55],
          [0.05, 2.1],
          [0.55, 2.1],
        ],
        k: 'g',
      },
    ],
    hnd: [[0.5, 1.35]],
  };
  const bottles: Part = {
    p: [
      [2.9, 0.55],
      [2.9, 1.0],
      [2.55, 1.0],
      [2.55, 0.55],
    ],
    hw: 0.36,
    k: '#eceef1',
  };
  const rods: Rod[] = [
    { a: [2.3, 0.55, 0.55], b: [3.5, 0.5, 0.05], w: 0.1, c: '#34373c', mz: true },
    { a: [3.4, 0.5, 0], b: [3.62, 0.48, 0], w: 0.15, c: '#34373c' },
    { a: [3.15, 0.62, 0], b: [3.15, 0.16, 0], w: 0.07, c: '#9ea5ae' },
    { a: [1.6, 2.56, 1.26], b: [-2.6, 2.56, 1.26], w: 0.12, c: '#8f969f' },
  ];
  const parts = [body, bottles];
  const ex = extent(parts, rods);
  return {
    name: 'Caravan',
    parts,
    wheels: [
      ...carWheels([-0.2, -0.98], 0.36, 1.2, 0.24, 0, true),
      { x: 3.15, r: 0.1, zo: 0.04, zi: -0.04, own: -1, well: false },
    ],
    rods,
    L: ex.L,
    W: 2.5,
    H: ex.H,
    lid: { part: 0, e: [0], h: 1, a: 80, cam: [-62, 18] },
    cabin: 'caravan',
    dash: 0,
  };
}

function motorcycle(): Vehicle {
  const metal = '#b9bfc7';
  const dark = '#1d1f22';
  const crankcase: Part = {
    p: [
      [0.36, 0.3],
      [0.42, 0.52],
      [0.1, 0.62],
      [-0.26, 0.64],
      [-0.3, 0.34, -0.32, 0.5],
      [-0.05, 0.26, -0.25, 0.26],
    ],
    hw: 0.19,
    k: '#3b3f45',
    side: [
      {
        p: [
          [0.0, 0.33],
          [0.12, 0.45, 0.12, 0.33],
          [0.0, 0.57, 0.12, 0.57],
          [-0.12, 0.45, -0.12, 0.57],
          [0.0, 0.33, -0.12, 0.33],
        ],
        k: 'm',
      },
    ],
  };
  const cylinder: Part = {
    p: [
      [0.12, 0.55],
      [0.4, 0.5],
      [0.5, 0.84],
      [0.2, 0.88],
    ],
    hw: 0.15,
    k: '#a7aeb7',
    lines: [
      [0.16, 0.67, 0.44, 0.63],
      [0.18, 0.77, 0.47, 0.73],
    ],
  };
  const tank: Part = {
    p: [
      [0.58, 0.95],
      [0.44, 1.13, 0.56, 1.12],
      [-0.05, 1.1, 0.2, 1.2],
      [-0.2, 0.9],
      [-0.8, 0.95],
      [-1.02, 1.06],
      [-1.06, 1.0],
      [-0.75, 0.84],
      [-0.15, 0.76],
      [0.35, 0.82],
    ],
    hw: 0.16,
    k: 'P',
    dec: [{ e: 5, u: [-0.8, 0.8], v: [0, 1], k: 'r' }],
  };
  const seat: Part = {
    p: [
      [-0.12, 0.92],
      [-0.25, 1.0, -0.17, 0.99],
      [-0.85, 1.02, -0.55, 1.05],
      [-0.82, 0.95],
      [-0.2, 0.9],
    ],
    hw: 0.15,
    k: '#232529',
  };
  const lamp: Part = {
    p: [
      [0.7, 0.96],
      [0.8, 1.06, 0.8, 0.96],
      [0.7, 1.16, 0.8, 1.16],
      [0.6, 1.13],
      [0.6, 0.99],
    ],
    hw: 0.1,
    k: 'P',
    dec: [
      { e: 0, u: [-0.75, 0.75], v: [0.35, 1], k: 'l' },
      { e: 1, u: [-0.75, 0.75], v: [0, 0.65], k: 'l' },
    ],
  };
  const rods: Rod[] = [
    { a: [0.72, 0.32, 0.09], b: [0.56, 1.06, 0.09], w: 0.05, c: metal, mz: true },
    { a: [0.48, 1.2, -0.36], b: [0.48, 1.2, 0.36], w: 0.035, c: dark },
    { a: [0.45, 1.2, 0.28], b: [0.4, 1.4, 0.36], w: 0.05, c: dark, mz: true },
    { a: [-0.72, 0.32, 0.1], b: [-0.15, 0.45, 0.1], w: 0.06, c: '#2b2e33', mz: true },
    { a: [-0.55, 0.5, 0.09], b: [-0.32, 0.9, 0.09], w: 0.035, c: '#c8501d' },
    { a: [0.3, 0.32, 0.17], b: [-0.35, 0.36, 0.19], w: 0.06, c: metal },
    { a: [-0.35, 0.36, 0.19], b: [-0.9, 0.56, 0.19], w: 0.11, c: metal },
  ];
  const parts = [crankcase, cylinder, tank, seat, lamp];
  const ex = extent(parts, rods);
  const wheels: Wheel[] = [-0.72, 0.72].map((x) => ({ x, r: 0.32, zo: 0.065, zi: -0.065, own: -1, well: false }));
  return {
    name: 'Motorcycle',
    parts,
    wheels,
    rods,
    L: Math.max(ex.L, 2.1),
    W: 0.85,
    H: ex.H,
    lid: { part: 3, e: [1], h: 0, a: -55, whole: true, cam: [58, 22] },
    cabin: 'moto',
    dash: 0,
  };
}

const VEHICLES: Readonly<Record<VehicleShape, Vehicle>> = {
  sedan: SEDAN,
  hatch: HATCH,
  suv: SUV,
  ute: UTE,
  wagon: WAGON,
  van: VAN,
  coupe: COUPE,
  convertible: CONVERTIBLE,
  'people-mover': PEOPLE,
  motorcycle: motorcycle(),
  truck: truck(),
  caravan: caravan(),
};

/* ------------------------------------------------------------------ */
/* Colour helpers                                                      */
/* ------------------------------------------------------------------ */

function parseColour(colour: unknown): RGB {
  const m = typeof colour === 'string' ? /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour) : null;
  const h = m?.[1];
  if (h === undefined) {
    throw new Error(`Invalid colour ${JSON.stringify(colour)}: expected a CSS hex colour like #1f4e8c or #fff`);
  }
  const full = h.length === 3 ? h.replace(/./g, (ch) => ch + ch) : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as RGB;
}

const hex = (c: RGB): string =>
  '#' + c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('');

/** Move `c` towards white (to=255) or black (to=0) by t (0..1). */
const mix = (c: RGB, to: number, t: number): RGB => [c[0] + (to - c[0]) * t, c[1] + (to - c[1]) * t, c[2] + (to - c[2]) * t];

interface Paint {
  readonly c: RGB;
  readonly base: string;
  readonly light: string;
  readonly dark: string;
  readonly out: string;
  readonly pale: string;
  readonly rod: string;
}

function paintOf(colour: string): Paint {
  const c = parseColour(colour);
  return {
    c,
    base: hex(c),
    light: hex(mix(c, 255, 0.32)),
    dark: hex(mix(c, 0, 0.3)),
    out: hex(mix(c, 0, 0.55)),
    pale: hex(mix(c, 255, 0.55)),
    rod: hex(mix(c, 0, 0.18)),
  };
}

/** Flat shade for a face with outward profile normal (nx, ny). */
function shade(c: RGB, nx: number, ny: number): string {
  const lit = ny > 0 ? mix(c, 255, 0.3 * ny) : mix(c, 0, -0.42 * ny);
  return hex(mix(lit, 0, 0.1 * Math.abs(nx)));
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/* ------------------------------------------------------------------ */
/* Projection                                                          */
/* ------------------------------------------------------------------ */

interface Cam {
  readonly c: number;
  readonly n: number;
  readonly cp: number;
  readonly sp: number;
  readonly k: number;
  readonly x0: number;
  readonly y0: number;
}

function camera(yaw: number, pitch: number, k: number, x0: number, y0: number): Cam {
  const a = (yaw * Math.PI) / 180;
  const b = (pitch * Math.PI) / 180;
  return { c: Math.cos(a), n: Math.sin(a), cp: Math.cos(b), sp: Math.sin(b), k, x0, y0 };
}

function pj(m: Cam, x: number, y: number, z: number): Q {
  const xr = x * m.c + z * m.n;
  const zr = z * m.c - x * m.n;
  return [m.x0 + m.k * xr, m.y0 - m.k * (y * m.cp - zr * m.sp), zr * m.cp + y * m.sp];
}

const fp = (q: Q): string => `${Math.round(q[0])} ${Math.round(q[1])}`;
const f1 = (n: number): number => Math.round(n * 10) / 10;

/** Signed area of a projected polygon (screen coordinates, y down). */
function area(qs: readonly Q[]): number {
  let a = 0;
  for (let i = 0; i < qs.length; i++) {
    const p = qs[i] as Q;
    const q = qs[(i + 1) % qs.length] as Q;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

const mean = (qs: readonly Q[]): number => qs.reduce((s, q) => s + q[2], 0) / qs.length;

function hwAt(pt: Part, y: number): number {
  const t = pt.top;
  if (!t || y <= t[0]) return pt.hw;
  return pt.hw + (t[2] - pt.hw) * Math.min(1, (y - t[0]) / (t[1] - t[0]));
}

/** Path of a profile polygon painted on a side plane; z(y) gives the plane's z. */
function polyPath(m: Cam, vs: readonly Vtx[], z: (y: number) => number): { d: string; qs: Q[] } {
  let d = '';
  const qs: Q[] = [];
  vs.forEach((v, i) => {
    const q = pj(m, v[0], v[1], z(v[1]));
    qs.push(q);
    if (i === 0) d += `M${fp(q)}`;
    else if (v.length === 4) d += `Q${fp(pj(m, v[2], v[3], z(v[3])))} ${fp(q)}`;
    else d += `L${fp(q)}`;
  });
  return { d: d + 'Z', qs };
}

interface Face {
  readonly d: string;
  readonly qs: Q[];
  readonly nx: number;
  readonly ny: number;
  readonly a: Vtx;
  readonly b: Vtx;
}

/** The face swept across the width along profile edge i. */
function edgeFace(m: Cam, pt: Part, vs: readonly Vtx[], i: number): Face {
  const a = vs[i] as Vtx;
  const b = vs[(i + 1) % vs.length] as Vtx;
  const ha = hwAt(pt, a[1]);
  const hb = hwAt(pt, b[1]);
  const a1 = pj(m, a[0], a[1], ha);
  const a2 = pj(m, a[0], a[1], -ha);
  const b2 = pj(m, b[0], b[1], -hb);
  const b1 = pj(m, b[0], b[1], hb);
  let d = `M${fp(a1)}L${fp(a2)}`;
  if (b.length === 4) {
    const hc = hwAt(pt, b[3]);
    d += `Q${fp(pj(m, b[2], b[3], -hc))} ${fp(b2)}L${fp(b1)}Q${fp(pj(m, b[2], b[3], hc))} ${fp(a1)}Z`;
  } else {
    d += `L${fp(b2)} ${fp(b1)}Z`;
  }
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  return { d, qs: [a1, a2, b2, b1], nx: dy / len, ny: -dx / len, a, b };
}

function decalPaths(m: Cam, pt: Part, f: Face, i: number): string {
  let s = '';
  for (const dc of pt.dec ?? []) {
    if (dc.e !== i) continue;
    const spans: (readonly [number, number])[] = dc.m ? [dc.u, [-dc.u[1], -dc.u[0]]] : [dc.u];
    for (const [u0, u1] of spans) {
      const at = (u: number, v: number): Q => {
        const x = f.a[0] + (f.b[0] - f.a[0]) * v;
        const y = f.a[1] + (f.b[1] - f.a[1]) * v;
        return pj(m, x, y, u * hwAt(pt, y));
      };
      const [v0, v1] = dc.v;
      s += `<path class="${dc.k}" d="M${fp(at(u0, v0))}L${fp(at(u1, v0))} ${fp(at(u1, v1))} ${fp(at(u0, v1))}Z"/>`;
    }
  }
  return s;
}

/* ------------------------------------------------------------------ */
/* Exterior renderer                                                   */
/* ------------------------------------------------------------------ */

interface Item {
  readonly d: number;
  readonly s: string;
}

const EPS = 0.5;

type V2 = readonly [number, number];

const cross = (a: V2, b: V2): number => a[0] * b[1] - a[1] * b[0];
const pt2 = (q: Q, a: V2, ka: number, b: V2, kb: number): Q => [q[0] + a[0] * ka + b[0] * kb, q[1] + a[1] * ka + b[1] * kb, q[2]];

/** Screen vectors of the wheel plane's unit x and y axes scaled by r, at a point of that plane. */
function axes(m: Cam, x: number, y: number, z: number, r: number): [V2, V2, Q] {
  const o = pj(m, x, y, z);
  const ax = pj(m, x + r, y, z);
  const ay = pj(m, x, y + r, z);
  return [
    [ax[0] - o[0], ax[1] - o[1]],
    [ay[0] - o[0], ay[1] - o[1]],
    o,
  ];
}

/** SVG arc radii and rotation of the ellipse {c + A cos t + B sin t}. */
function arcOf(a: V2, b: V2): string {
  const s00 = a[0] * a[0] + b[0] * b[0];
  const s01 = a[0] * a[1] + b[0] * b[1];
  const s11 = a[1] * a[1] + b[1] * b[1];
  const h = Math.hypot((s00 - s11) / 2, s01);
  const rx = Math.sqrt((s00 + s11) / 2 + h);
  const ry = Math.sqrt(Math.max(0, (s00 + s11) / 2 - h));
  const rot = Math.round((Math.atan2(2 * s01, s00 - s11) * 90) / Math.PI);
  return `${Math.round(rx)} ${Math.max(1, Math.round(ry))} ${rot}`;
}

function wheelSvg(m: Cam, w: Wheel, arch: string, rim = true): string {
  const [A, B, o] = axes(m, w.x, w.r, w.zo, w.r);
  const i = pj(m, w.x, w.r, w.zi);
  const D: V2 = [i[0] - o[0], i[1] - o[1]];
  let s = arch;
  if (Math.hypot(D[0], D[1]) >= 1) {
    // Tread: the hull of the two tyre faces, joined where their tangents run along the axle.
    const t0 = Math.atan2(cross(B, D), cross(A, D));
    const c = Math.cos(t0);
    const n = Math.sin(t0);
    const mid: V2 = [-A[0] * n + B[0] * c, -A[1] * n + B[1] * c];
    const inc = mid[0] * D[0] + mid[1] * D[1] > 0;
    const sw = inc === cross(A, B) > 0 ? 1 : 0;
    const arc = `A${arcOf(A, B)} 0 ${sw} `;
    const p0 = pt2(o, A, c, B, n);
    const p1 = pt2(o, A, -c, B, -n);
    const q0 = pt2(p0, D, 1, D, 0);
    const q1 = pt2(p1, D, 1, D, 0);
    s += `<path class="t" d="M${fp(p0)}L${fp(q0)}${arc}${fp(q1)}L${fp(p1)}${arc}${fp(p0)}Z"/>`;
  }
  if (rim && Math.abs(cross(A, B)) >= 2 * w.r * m.k) {
    // Which tyre face looks at the camera: a free-standing wheel shows a rim either way.
    const outerFaces = Math.sign(w.zo - w.zi) * m.c > 0;
    const useOuter = w.own < 0 ? o[2] >= i[2] : outerFaces;
    const [fx, fy] = useOuter ? [o[0], o[1]] : [i[0], i[1]];
    const sym = w.own < 0 || outerFaces ? 'w' : 'n';
    const mat = [A[0], A[1], B[0], B[1], fx, fy].map((v) => num(v)).join(' ');
    s += `<use href="#${sym}" transform="matrix(${mat})"/>`;
  }
  return s;
}

function archSvg(m: Cam, pt: Part, w: Wheel): string {
  // Arch opening: a circle round the wheel in the body side, cut off by the sill line.
  const ra = w.r * 1.13;
  let yb = Infinity;
  for (const v of pt.p) yb = Math.min(yb, v[1]);
  const dy = Math.max(-ra * 0.95, Math.min(ra * 0.95, yb - w.r));
  const dx = Math.sqrt(ra * ra - dy * dy);
  const z = w.zo > 0 ? hwAt(pt, w.r) : -hwAt(pt, w.r);
  const [A, B] = axes(m, w.x, w.r, z, ra);
  const p0 = pj(m, w.x - dx, w.r + dy, z);
  const p1 = pj(m, w.x + dx, w.r + dy, z);
  const sw = cross(A, B) > 0 ? 0 : 1;
  return `<path class="t" d="M${fp(p0)}A${arcOf(A, B)} ${dy < 0 ? 1 : 0} ${sw} ${fp(p1)}Z"/>`;
}

interface LidState {
  readonly lid: Lid;
  readonly vs: readonly Vtx[];
}

function rotateProfile(vs: readonly Vtx[], h: Vtx, deg: number): Vtx[] {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const r = (x: number, y: number): [number, number] => {
    const dx = x - h[0];
    const dy = y - h[1];
    return [h[0] + dx * c - dy * s, h[1] + dx * s + dy * c];
  };
  return vs.map((v): Vtx => (v.length === 4 ? [...r(v[0], v[1]), ...r(v[2], v[3])] : r(v[0], v[1])));
}

function partItems(m: Cam, v: Vehicle, pi: number, paint: Paint, lid: LidState | null, items: Item[]): void {
  const pt0 = v.parts[pi] as Part;
  const whole = lid !== null && lid.lid.whole === true;
  const pt: Part = whole ? { ...pt0, p: lid.vs } : pt0;
  const vs = pt.p;
  const bias = pt.last ? 1e3 : 0;
  const base = pt.k === 'P' ? paint.c : parseColour(pt.k);
  const opening = lid !== null && !whole ? lid.lid.e : [];

  // Side faces with their decals, door lines and wheels.
  for (const sg of [1, -1]) {
    const side = polyPath(m, vs, (y) => sg * hwAt(pt, y));
    const visible = sg * area(side.qs) < -EPS;
    const mine = v.wheels.filter((w) => w.own === pi && Math.sign(w.zo) === sg);
    if (!visible) {
      for (const w of mine) items.push({ d: -1e6 + pj(m, w.x, w.r, w.zo)[2], s: wheelSvg(m, w, '', false) });
      continue;
    }
    const zf = (y: number): number => sg * (hwAt(pt, y) + 0.004);
    const fill = pt.k === 'P' ? 'class="a"' : `fill="${pt.k}"`;
    let s = `<path ${fill} d="${side.d}"/>`;
    // Seen almost edge-on (front/rear views) only the panel itself is worth drawing.
    const full = Math.abs(m.c) > 0.25;
    for (const sd of pt.side ?? []) if (full || sd.k === 'g') s += `<path class="${sd.k}" d="${polyPath(m, sd.p, zf).d}"/>`;
    for (const [x0, y0, x1, y1] of full ? (pt.pil ?? []) : []) {
      s += `<path class="q" stroke-width="${Math.round(0.075 * m.k)}" d="M${fp(pj(m, x0, y0, zf(y0)))}L${fp(pj(m, x1, y1, zf(y1)))}"/>`;
    }
    let ln = '';
    for (const l of full ? (pt.lines ?? []) : []) {
      for (let j = 0; j + 1 < l.length; j += 2) {
        const x = l[j] as number;
        const y = l[j + 1] as number;
        ln += `${j === 0 ? 'M' : 'L'}${fp(pj(m, x, y, zf(y)))}`;
      }
    }
    if (ln) s += `<path class="k" d="${ln}"/>`;
    let hd = '';
    for (const [x, y] of full ? (pt.hnd ?? []) : []) hd += `M${fp(pj(m, x, y, zf(y)))}L${fp(pj(m, x - 0.16, y, zf(y)))}`;
    if (hd) s += `<path class="h" d="${hd}"/>`;
    for (const w of mine) s += wheelSvg(m, w, w.well && full ? archSvg(m, pt, w) : '');
    items.push({ d: mean(side.qs) + bias, s });
  }

  // Faces swept along the profile edges.
  const cav: Face[] = [];
  for (let i = 0; i < vs.length; i++) {
    const f = edgeFace(m, pt, vs, i);
    if (opening.includes(i)) {
      cav.push(f);
      continue;
    }
    if (area(f.qs) >= -EPS) continue;
    const glass = pt.glass?.includes(i) === true;
    const fill = glass ? 'class="g"' : `fill="${shade(base, f.nx, f.ny)}"`;
    items.push({ d: mean(f.qs) + bias, s: `<path ${fill} d="${f.d}"/>${decalPaths(m, pt, f, i)}` });
  }

  if (lid === null) return;
  // Cargo opening: a dark cavity with a lighter floor clipped to it.
  const open = whole ? lid.lid.e.map((i) => edgeFace(m, pt0, pt0.p, i)) : cav;
  if (open.length) {
    const d = open.map((f) => f.d).join('');
    let y = Infinity;
    let x = 0;
    for (const i of lid.lid.e) {
      for (const q of [pt0.p[i] as Vtx, pt0.p[(i + 1) % pt0.p.length] as Vtx]) {
        if (q[1] < y) {
          y = q[1];
          x = q[0];
        }
      }
    }
    const dir = x < 0 ? 1 : -1;
    const zh = hwAt(pt0, y) * 0.9;
    const fl = [pj(m, x, y, zh), pj(m, x, y, -zh), pj(m, x + dir * 1.4, y, -zh), pj(m, x + dir * 1.4, y, zh)];
    items.push({
      d: open.reduce((s, f) => s + mean(f.qs), 0) / open.length,
      s: `<clipPath id="c"><path d="${d}"/></clipPath><path fill="#1d1f23" d="${d}"/><path fill="#666b73" clip-path="url(#c)" d="M${fl.map(fp).join('L')}Z"/>`,
    });
  }
  if (whole || lid.lid.a === 0) return;
  // The lid itself, swung open about its hinge; its lining shows when it faces away.
  for (const i of lid.lid.e) {
    const f = edgeFace(m, pt, lid.vs, i);
    const front = area(f.qs) < -EPS;
    const glass = pt.glass?.includes(i) === true;
    const fill = !front ? 'fill="#3a3d43"' : glass ? 'class="g"' : `fill="${shade(base, f.nx, f.ny)}"`;
    items.push({ d: mean(f.qs), s: `<path ${fill} d="${f.d}"/>${front ? decalPaths(m, pt, f, i) : ''}` });
  }
}

function rodItems(m: Cam, v: Vehicle, paint: Paint, items: Item[]): void {
  for (const r of v.rods) {
    const zs = r.mz ? [1, -1] : [1];
    for (const sg of zs) {
      const a = pj(m, r.a[0], r.a[1], r.a[2] * sg);
      const b = pj(m, r.b[0], r.b[1], r.b[2] * sg);
      const col = r.c === 'P' ? paint.rod : r.c;
      if (r.top && Math.abs(m.c) < 0.25) continue;
      items.push({
        d: (a[2] + b[2]) / 2 + (r.top ? 2e3 : 0),
        s: `<path stroke="${col}" stroke-width="${Math.max(1, Math.round(r.w * m.k))}" d="M${fp(a)}L${fp(b)}"/>`,
      });
    }
  }
}

interface Fit {
  readonly k: number;
  readonly x0: number;
  readonly y0: number;
}

/** Scale and place so the projected vehicle fills the frame (gallery views). */
function fitView(v: Vehicle, yaw: number, pitch: number, lid: LidState | null): Fit {
  const m = camera(yaw, pitch, 1, 0, 0);
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  const add = (q: Q): void => {
    x0 = Math.min(x0, q[0]);
    x1 = Math.max(x1, q[0]);
    y0 = Math.min(y0, q[1]);
    y1 = Math.max(y1, q[1]);
  };
  v.parts.forEach((pt, pi) => {
    const sets: Vtx[][] = [[...pt.p]];
    if (lid && lid.lid.part === pi && lid.lid.a !== 0) {
      sets.push(lid.lid.e.flatMap((i) => [lid.vs[i] as Vtx, lid.vs[(i + 1) % lid.vs.length] as Vtx]));
    }
    for (const vs of sets) {
      for (const q of vs) {
        const h = hwAt(pt, q[1]);
        add(pj(m, q[0], q[1], h));
        add(pj(m, q[0], q[1], -h));
      }
    }
  });
  for (const w of v.wheels) {
    for (const z of [w.zo, -w.zo]) {
      add(pj(m, w.x, 0, z));
      add(pj(m, w.x - w.r, w.r, z));
      add(pj(m, w.x + w.r, w.r, z));
    }
  }
  for (const r of v.rods) {
    for (const z of [1, -1]) {
      add(pj(m, r.a[0], r.a[1], r.a[2] * z));
      add(pj(m, r.b[0], r.b[1], r.b[2] * z));
    }
  }
  const k = Math.min(1000 / (x1 - x0), 470 / (y1 - y0), 400);
  return { k, x0: 600 - (k * (x0 + x1)) / 2, y0: 650 - k * y1 };
}

/** CSS rules; class rules are only emitted when the document uses the class. */
const EXT_RULES: readonly (readonly [string, string])[] = [
  ['.a', 'fill:url(#p)'],
  ['.g', 'fill:url(#g)'],
  ['.t', 'fill:#1c1d20;stroke:none'],
  ['.d', `fill:${DARK}`],
  ['.l', 'fill:#eef2f5;stroke:#8d97a2'],
  ['.r', 'fill:#b3212b'],
  ['.w', 'fill:#f4f4f0;stroke:#9aa0a6'],
  ['.m', 'fill:#b4bac2'],
  ['.e', 'fill:$e'],
  ['.k', 'fill:none'],
  ['.h', 'fill:none;stroke-width:5'],
  ['.q', 'stroke:#1d1f23'],
];

const INT_RULES: readonly (readonly [string, string])[] = [
  ['path', 'stroke-linejoin:round'],
  ['.s', 'stroke:$o;stroke-width:2'],
  ['.a', 'fill:url(#p)'],
  ['.g', 'fill:url(#g)'],
];

function styleFor(rules: readonly (readonly [string, string])[], body: string, paint: Paint): string {
  let css = '';
  for (const [sel, decl] of rules) {
    if (sel.startsWith('.') && !new RegExp(`class="[^"]*\\b${sel.slice(1)}\\b`).test(body)) continue;
    css += `${sel}{${decl}}`;
  }
  return css.replace(/\$o/g, paint.out).replace('$e', paint.pale);
}

/* SVG path minifier: re-emits every command as the shorter of its absolute and relative forms. */

const ARGC: Readonly<Record<string, number>> = { M: 2, L: 2, H: 1, V: 1, Q: 4, A: 7, Z: 0 };

function num(n: number): string {
  const t = String(Math.round(n * 10) / 10);
  return t.replace(/^(-?)0\./, '$1.');
}

function joinNums(ns: readonly number[]): string {
  let out = '';
  ns.forEach((n, i) => {
    const t = num(n);
    out += i > 0 && !t.startsWith('-') ? ' ' + t : t;
  });
  return out;
}

function compactPath(d: string): string {
  const toks = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let out = '';
  let last = '';
  let cmd = '';
  let first = true;
  const emit = (letter: string, ns: readonly number[]): void => {
    const implicit = letter === last || (last === 'M' && letter === 'L') || (last === 'm' && letter === 'l');
    const body = joinNums(ns);
    if (implicit && letter !== 'M' && letter !== 'm' && ns.length > 0) {
      out += body.startsWith('-') ? body : ' ' + body;
    } else {
      out += letter + body;
    }
    last = letter;
  };
  while (i < toks.length) {
    const t = toks[i] as string;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
    } else if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARGC[up];
    if (n === undefined) throw new Error(`Unsupported path command ${cmd}`);
    const a = toks.slice(i, i + n).map(Number);
    i += n;
    if (up === 'Z') {
      out += last === 'Z' ? '' : 'Z';
      last = 'Z';
      cx = sx;
      cy = sy;
      if (i < toks.length && !/[a-zA-Z]/.test(toks[i] as string)) throw new Error('Bad path data after Z');
      continue;
    }
    // Absolute coordinates of this segment.
    const abs = a.slice();
    if (up === 'H') abs[0] = (rel ? cx : 0) + (a[0] as number);
    else if (up === 'V') abs[0] = (rel ? cy : 0) + (a[0] as number);
    else if (up === 'A') {
      abs[5] = (rel ? cx : 0) + (a[5] as number);
      abs[6] = (rel ? cy : 0) + (a[6] as number);
    } else {
      for (let j = 0; j < n; j += 2) {
        abs[j] = (rel ? cx : 0) + (a[j] as number);
        abs[j + 1] = (rel ? cy : 0) + (a[j + 1] as number);
      }
    }
    const r = abs.slice();
    if (up === 'H') r[0] = (abs[0] as number) - cx;
    else if (up === 'V') r[0] = (abs[0] as number) - cy;
    else if (up === 'A') {
      r[5] = (abs[5] as number) - cx;
      r[6] = (abs[6] as number) - cy;
    } else {
      for (let j = 0; j < n; j += 2) {
        r[j] = (abs[j] as number) - cx;
        r[j + 1] = (abs[j + 1] as number) - cy;
      }
    }
    const useRel = !first && joinNums(r).length < joinNums(abs).length;
    emit(useRel ? up.toLowerCase() : up, useRel ? r : abs);
    first = false;
    if (up === 'H') cx = abs[0] as number;
    else if (up === 'V') cy = abs[0] as number;
    else {
      cx = abs[n - 2] as number;
      cy = abs[n - 1] as number;
    }
    if (up === 'M') {
      sx = cx;
      sy = cy;
    }
  }
  return out;
}

function grad(id: string, stops: readonly string[]): string {
  return `<linearGradient id="${id}" x2="0" y2="1">${stops
    .map((c, i) => `<stop${i ? ` offset="${String(f1(i / (stops.length - 1))).replace(/^0\./, '.')}"` : ''} stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

function doc(
  title: string,
  paint: Paint,
  defs: readonly string[],
  rules: readonly (readonly [string, string])[],
  content: string,
  label: string | undefined,
): string {
  const body = content.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${compactPath(d)}"`);
  const style = styleFor(rules, body, paint);
  // Only the gradients and symbols the drawing refers to.
  const used = defs.filter((d) => {
    const id = /id="(\w+)"/.exec(d)?.[1] ?? '';
    return body.includes(`#${id}"`) || (body + style).includes(`#${id})`);
  });
  let lab = '';
  if (label !== undefined && label !== '') {
    const text = label.length > 80 ? label.slice(0, 79) + '…' : label;
    const w = Math.round(Math.min(1152, text.length * 12.5 + 32));
    lab = `<rect x="24" y="734" width="${w}" height="44" rx="8" fill="#fff" opacity=".82"/><text x="40" y="764" font-family="sans-serif" font-size="22" fill="#39414b">${escapeXml(text)}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img">` +
    `<title>${escapeXml(title)}</title><style>${style}</style><defs>${used.join('')}</defs>${body}${lab}</svg>`
  );
}

/** Studio wall and floor in one gradient (the floor starts at y=470). */
const ROOM =
  '<linearGradient id="b" x2="0" y2="1"><stop stop-color="#f4f6f8"/><stop offset=".587" stop-color="#d5dae0"/><stop offset=".588" stop-color="#c2c8cf"/><stop offset="1" stop-color="#e9ebee"/></linearGradient>';

const GLASS = grad('g', ['#93a7b9', '#3e5266', '#1f2a36']);

const EXT_DEFS: readonly string[] = [
  GLASS,
  ROOM,
  '<radialGradient id="h"><stop offset=".3" stop-opacity=".45"/><stop offset="1" stop-opacity="0"/></radialGradient>',
  '<g id="w" stroke="none"><circle r="1" fill="#1c1d20"/><circle r=".66" fill="#c5cbd2"/><circle r=".43" fill="none" stroke="#30343a" stroke-width=".3" stroke-dasharray=".37 .17"/><circle r=".13" fill="#7d858e"/></g>',
  '<g id="n" stroke="none"><circle r="1" fill="#1c1d20"/><circle r=".62" fill="#33363b"/></g>',
];

const BACKDROP =
  '<rect width="1200" height="800" fill="url(#b)"/><path style="stroke:#eef1f4;stroke-width:6" d="M150 0V466M600 0V466M1050 0V466"/><path style="stroke:#aeb5bd;stroke-width:4" d="M0 470H1200"/>';

function exterior(v: Vehicle, paint: Paint, yaw: number, pitch: number, fit: Fit, lid: LidState | null): string {
  const m = camera(yaw, pitch, fit.k, fit.x0, fit.y0);
  const items: Item[] = [];
  v.parts.forEach((_, pi) => partItems(m, v, pi, paint, lid && lid.lid.part === pi ? lid : null, items));
  for (const w of v.wheels) if (w.own < 0) items.push({ d: pj(m, w.x, w.r, 0)[2], s: wheelSvg(m, w, '') });
  rodItems(m, v, paint, items);
  items.sort((a, b) => a.d - b.d);

  const g = pj(m, 0, 0, 0);
  const ac = Math.abs(m.c);
  const as = Math.abs(m.n);
  const rx = m.k * ((v.L / 2) * ac + (v.W / 2) * as) * 1.12 + 12;
  const ry = m.k * (((v.L / 2) * as + (v.W / 2) * ac) * m.sp + 0.14);
  const shadow = `<ellipse cx="${Math.round(g[0])}" cy="${Math.round(g[1])}" rx="${Math.round(rx)}" ry="${Math.round(ry)}" fill="url(#h)"/>`;
  // Outline colour etc. are inherited; rods and pillars set their own stroke.
  const g0 = `<g stroke="${paint.out}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">`;
  return BACKDROP + shadow + g0 + items.map((it) => it.s).join('') + '</g>';
}

/* ------------------------------------------------------------------ */
/* Interior renderer                                                   */
/* ------------------------------------------------------------------ */

const SKY = '<rect width="1200" height="800" fill="url(#y)"/><path fill="#aab2bb" d="M0 330H1200V560H0Z"/><path fill="#c7ced6" d="M90 330v-60h280v60zm420 0v-95h330v95z"/>';
const STUDIO = '<rect width="1200" height="800" fill="url(#b)"/><path stroke="#aeb5bd" stroke-width="4" d="M0 470H1200"/>';
const HEADLINER = '<path fill="#d9d6d0" d="M0 0H1200V100Q600 70 0 100Z"/>';
const TRIM = '#2c2e32';

interface Cab {
  readonly paint: Paint;
  readonly v: Vehicle;
  readonly seat: string;
}

function dashboard(c: Cab, seats: boolean): string {
  const dy = c.v.dash;
  const work = c.v.cabin === 'work';
  const q = work ? dy - 10 : dy - 70;
  const wr = work ? 150 : 128;
  const cx = 760;
  const cy = dy + 175;
  let s = SKY;
  s += c.v.cabin === 'open' ? `<path fill="${TRIM}" d="M110 96H1090V118H110Z"/>` : HEADLINER;
  s += `<path fill="#2f3136" d="M0 80L130 104L30 ${dy}H0ZM1200 80L1070 104L1170 ${dy}H1200Z"/><rect x="548" y="112" width="104" height="34" rx="10" fill="#2f3136"/>`;
  s += `<path fill="#2a2c30" d="M0 ${dy}Q600 ${q} 1200 ${dy}V800H0Z"/><path fill="none" stroke="${c.paint.base}" stroke-width="9" d="M0 ${dy + 58}Q600 ${q + 58} 1200 ${dy + 58}"/>`;
  s += `<path stroke="#4b4f56" stroke-width="7" d="M170 ${dy + 34}h100m-100 15h100M950 ${dy + 34}h100m-100 15h100"/>`;
  s += `<rect x="528" y="${dy + 10}" width="144" height="88" rx="8" fill="#1d3347" stroke="#5d7c99" stroke-width="3"/>`;
  s += `<path fill="#1d1f22" d="M630 ${dy + 40}Q${cx} ${dy - 30} 890 ${dy + 40}Z"/><path fill="none" stroke="#8ec9f0" stroke-width="4" d="M${cx - 78} ${dy + 36}a30 30 0 1 1 60 0m36 0a30 30 0 1 1 60 0"/>`;
  s += `<path fill="#222427" d="M500 ${dy + 150}H700L770 800H430Z"/><circle cx="600" cy="${dy + 235}" r="22" fill="#55595f"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${wr}" fill="none" stroke="#16171a" stroke-width="26"/><path stroke="#16171a" stroke-width="24" d="M${cx - wr} ${cy}H${cx + wr}M${cx} ${cy}V${cy + wr}"/><circle cx="${cx}" cy="${cy}" r="42" fill="#2b2d31"/><circle cx="${cx}" cy="${cy}" r="12" fill="#aeb4bc"/>`;
  if (seats) {
    s += `<g id="z" fill="${c.seat}"><path d="M20 800L55 590Q195 550 335 590L370 800Z"/><rect x="125" y="500" width="140" height="84" rx="26"/></g><use href="#z" x="840"/><path stroke="#00000033" stroke-width="4" d="M195 600V800M1035 600V800"/>`;
  }
  return s;
}

function doorPanel(c: Cab, driver: boolean): string {
  let s = SKY;
  if (c.v.cabin !== 'open') s += '<path fill="#d9d6d0" d="M0 0H1200V90H0Z"/>';
  s += '<path fill="#2f3136" d="M0 0H140L80 430H0ZM1200 0H1060L1120 430H1200Z"/>';
  s += `<path fill="${TRIM}" d="M0 410Q600 390 1200 410V800H0Z"/><path stroke="${c.paint.base}" stroke-width="8" d="M90 455H1110"/>`;
  s += '<rect x="260" y="545" width="620" height="44" rx="20" fill="#3e4147"/><rect x="380" y="480" width="110" height="18" rx="9" fill="#aab1b9"/><circle cx="330" cy="695" r="62" fill="#1e2023" stroke="#4d5157" stroke-width="6"/>';
  s += driver
    ? '<path stroke="#121316" stroke-width="14" d="M690 567h30m20 0h30m20 0h30m20 0h30"/>'
    : '<path fill="#24262a" d="M520 650H1080V740H520Z"/>';
  return s;
}

function rearBench(c: Cab): string {
  let s = SKY;
  s += c.v.cabin === 'open' ? '' : '<path fill="#d9d6d0" d="M0 0H1200V140H0Z"/><path fill="#2f3136" d="M0 140H220L160 390H0ZM1200 140H980L1040 390H1200Z"/>';
  s += '<path fill="#232528" d="M100 380H1100L1130 440H70Z"/>';
  s += `<path fill="${c.seat}" d="M70 440H1130L1110 710H90ZM215 445V395Q215 372 238 372H342Q365 372 365 395V445ZM525 445V395Q525 372 548 372H652Q675 372 675 395V445ZM835 445V395Q835 372 858 372H962Q985 372 985 395V445Z"/>`;
  s += '<path stroke="#00000040" stroke-width="4" d="M470 450V700M730 450V700"/><path fill="#34373c" d="M40 705H1160V800H40Z"/>';
  return s;
}

function motoFront(c: Cab): string {
  let s = STUDIO;
  s += '<path class="g" opacity=".6" d="M470 330Q600 250 730 330L705 440H495Z"/>';
  s += '<rect x="495" y="420" width="210" height="115" rx="30" fill="#1d1f22"/><circle cx="560" cy="478" r="38" fill="#0f1720" stroke="#8ec9f0" stroke-width="4"/><rect x="612" y="452" width="70" height="52" rx="6" fill="#2e4a63"/>';
  s += '<path stroke="#1a1b1e" stroke-width="8" d="M300 545L240 380M900 545L960 380"/><ellipse cx="235" cy="365" rx="70" ry="40" fill="#1a1b1e"/><ellipse cx="965" cy="365" rx="70" ry="40" fill="#1a1b1e"/>';
  s += '<path fill="none" stroke="#1a1b1e" stroke-width="22" stroke-linecap="round" d="M120 525Q350 565 520 565H680Q850 565 1080 525"/><path stroke="#303236" stroke-width="36" stroke-linecap="round" d="M120 525L215 540M1080 525L985 540"/><path stroke="#9aa1aa" stroke-width="8" stroke-linecap="round" d="M250 548L150 590M950 548L1050 590"/>';
  s += '<rect x="535" y="565" width="130" height="42" rx="10" fill="#2b2d31"/><path class="a s" d="M370 800Q370 630 600 605Q830 630 830 800Z"/><circle cx="600" cy="672" r="26" fill="#b4bac2"/>';
  return s;
}

function motoRear(c: Cab): string {
  return (
    STUDIO +
    `<path class="a s" d="M455 560Q600 470 745 560L715 610H485Z"/><rect x="560" y="565" width="80" height="22" rx="6" fill="#b3212b"/><path fill="${c.seat}" d="M370 800Q390 600 600 585Q810 600 830 800Z"/>`
  );
}

function motoSide(c: Cab, left: boolean): string {
  let s = STUDIO;
  s += left
    ? `<path fill="#7b828b" d="M300 330H900V350H300Z"/><circle cx="600" cy="265" r="70" class="a s"/><path fill="#1f2a36" d="M548 262Q600 220 652 262V290H548Z"/>`
    : '<rect x="380" y="250" width="440" height="300" rx="8" fill="#b7302a"/><path stroke="#7e1f1b" stroke-width="4" d="M380 330H820M380 410H820M380 490H820"/><path stroke="#d8dce1" stroke-width="10" stroke-linecap="round" d="M560 290H640M560 370H640M560 450H640"/>';
  return s;
}

const CV_WALL = '<rect width="1200" height="800" fill="#f3efe7"/><path fill="#e2dccf" d="M0 0H1200V105H0Z"/><path stroke="#c8c0b0" stroke-width="3" d="M300 0V105M600 0V105M900 0V105"/><path fill="#b08d64" d="M0 720H1200V800H0Z"/>';

function caravanFront(c: Cab): string {
  return (
    CV_WALL +
    '<rect x="250" y="140" width="700" height="230" rx="40" fill="url(#y)" stroke="#d1ccc2" stroke-width="14"/>' +
    '<path fill="#5e6b7a" d="M110 400H1090V560H110Z"/><path fill="#4b5663" d="M70 560H1130V690H70Z"/>' +
    `<rect x="180" y="430" width="150" height="110" rx="18" fill="${c.paint.base}"/><rect x="870" y="430" width="150" height="110" rx="18" fill="${c.paint.base}"/>` +
    '<path fill="#c8a57b" d="M330 600H870L930 650H270Z"/><path fill="#8a8f96" d="M585 650H615V720H585Z"/>'
  );
}

function caravanKitchen(): string {
  return (
    CV_WALL +
    '<rect x="420" y="150" width="360" height="170" rx="30" fill="url(#y)" stroke="#d1ccc2" stroke-width="12"/>' +
    '<path fill="#ece7dd" stroke="#cfc7b8" stroke-width="3" d="M60 470H1140V720H60ZM330 470V720M600 470V720M870 470V720"/><path fill="#8d8780" d="M40 448H1160V474H40Z"/>' +
    '<rect x="140" y="452" width="160" height="14" rx="7" fill="#c3c8ce"/><rect x="780" y="452" width="220" height="16" rx="4" fill="#1f2023"/>' +
    '<path stroke="#8d8780" stroke-width="8" stroke-linecap="round" d="M300 520V560M360 520V560M840 520V560M900 520V560"/>'
  );
}

function caravanBed(c: Cab): string {
  return (
    CV_WALL +
    '<rect x="300" y="230" width="600" height="230" rx="20" fill="#d8cfbf"/><path fill="#e7e2d8" d="M60 130H260V720H60ZM940 130H1140V720H940Z"/>' +
    `<path fill="#f7f6f2" d="M280 430H920V720H280Z"/><path class="a" d="M280 560H920V720H280Z"/>` +
    '<rect x="340" y="400" width="230" height="70" rx="28" fill="#fff"/><rect x="630" y="400" width="230" height="70" rx="28" fill="#fff"/>'
  );
}

function caravanDoor(): string {
  return (
    CV_WALL +
    '<rect x="220" y="150" width="330" height="570" rx="14" fill="#e4dfd4" stroke="#c9c1b2" stroke-width="6"/><rect x="270" y="200" width="230" height="170" rx="24" fill="url(#y)"/><rect x="470" y="440" width="18" height="80" rx="9" fill="#8d8780"/>' +
    '<rect x="720" y="160" width="300" height="560" rx="10" fill="#d9dce0" stroke="#b8bdc4" stroke-width="4"/><path stroke="#b8bdc4" stroke-width="4" d="M720 400H1020"/><path stroke="#8d939b" stroke-width="10" stroke-linecap="round" d="M990 300V360M990 440V520"/>'
  );
}

function panoramaSegments(c: Cab): string[] {
  switch (c.v.cabin) {
    case 'moto':
      return [motoFront(c), motoSide(c, false), motoRear(c), motoSide(c, true)];
    case 'caravan':
      return [caravanFront(c), caravanKitchen(), caravanBed(c), caravanDoor()];
    default:
      return [dashboard(c, false), doorPanel(c, true), rearBench(c), doorPanel(c, false)];
  }
}

function interiorDefs(paint: Paint): string[] {
  return [grad('y', ['#b9d3e8', '#eef3f6']), grad('p', [paint.light, paint.base, paint.dark]), GLASS, ROOM];
}

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

const VIEW_CAMERA: Readonly<Record<Exclude<GalleryView, 'interior' | 'boot'>, readonly [number, number]>> = {
  'front-three-quarter': [-35, 10],
  side: [0, 0],
  'rear-three-quarter': [145, 10],
  front: [-90, 7],
  rear: [90, 7],
};

const VIEW_TITLE: Readonly<Record<GalleryView, string>> = {
  'front-three-quarter': 'front three-quarter view',
  side: 'side view',
  'rear-three-quarter': 'rear three-quarter view',
  front: 'front view',
  rear: 'rear view',
  interior: 'interior view',
  boot: 'cargo area view',
};

function vehicleOf(shape: unknown): Vehicle {
  if (typeof shape === 'string' && Object.hasOwn(VEHICLES, shape)) return VEHICLES[shape as VehicleShape];
  throw new Error(`Unknown vehicle shape ${JSON.stringify(shape)}; expected one of: ${VEHICLE_SHAPES.join(', ')}`);
}

function checkView(view: unknown): GalleryView {
  if (typeof view === 'string' && (GALLERY_VIEWS as readonly string[]).includes(view)) return view as GalleryView;
  throw new Error(`Unknown gallery view ${JSON.stringify(view)}; expected one of: ${GALLERY_VIEWS.join(', ')}`);
}

function cabOf(v: Vehicle, paint: Paint): Cab {
  return { v, paint, seat: v.cabin === 'work' ? '#4a4e55' : '#3a3d43' };
}

/** Gallery image: 1200x800 viewBox (3:2), a studio/dealer-yard backdrop, the vehicle painted in `colour` (a CSS hex like '#1f4e8c'). */
export function renderGallerySvg(opts: { shape: VehicleShape; colour: string; view: GalleryView; label?: string }): string {
  const v = vehicleOf(opts.shape);
  const view = checkView(opts.view);
  const paint = paintOf(opts.colour);
  const title = `${opts.label ? opts.label + ' – ' : ''}${v.name}, ${VIEW_TITLE[view]}`;
  if (view === 'interior') {
    const c = cabOf(v, paint);
    const body = v.cabin === 'moto' ? motoFront(c) : v.cabin === 'caravan' ? caravanFront(c) : dashboard(c, true);
    return doc(title, paint, interiorDefs(paint), INT_RULES, body, opts.label);
  }
  const defs = [grad('p', [paint.light, paint.base, paint.dark]), ...EXT_DEFS];
  if (view === 'boot') {
    const l = v.lid;
    const pt = v.parts[l.part] as Part;
    const lid: LidState = { lid: l, vs: rotateProfile(pt.p, pt.p[l.h] as Vtx, l.a) };
    const [yaw, pitch] = l.cam;
    return doc(title, paint, defs, EXT_RULES, exterior(v, paint, yaw, pitch, fitView(v, yaw, pitch, lid), lid), opts.label);
  }
  const [yaw, pitch] = VIEW_CAMERA[view];
  return doc(title, paint, defs, EXT_RULES, exterior(v, paint, yaw, pitch, fitView(v, yaw, pitch, null), null), opts.label);
}

/** One frame of a 360 spin: frame index 0..frames-1 rotates the vehicle around its vertical axis (frame 0 = front three-quarter). 1200x800 viewBox. interior=true draws a dashboard/cabin panorama shifted by the frame instead. */
export function renderSpinFrameSvg(opts: {
  shape: VehicleShape;
  colour: string;
  frame: number;
  frames: number;
  interior?: boolean;
}): string {
  const v = vehicleOf(opts.shape);
  const paint = paintOf(opts.colour);
  const { frame, frames } = opts;
  if (!Number.isInteger(frames) || frames < 1) {
    throw new Error(`Invalid spin frame count ${String(frames)}: expected a positive integer`);
  }
  if (!Number.isInteger(frame) || frame < 0 || frame >= frames) {
    throw new Error(`Spin frame ${String(frame)} out of range: expected an integer from 0 to ${frames - 1}`);
  }
  const deg = Math.round((frame / frames) * 3600) / 10;
  if (opts.interior === true) {
    const segs = panoramaSegments(cabOf(v, paint));
    const strip = segs.map((s, i) => (i === 0 ? `<g>${s}</g>` : `<g transform="translate(${i * 1200})">${s}</g>`)).join('');
    const off = Math.round((frame / frames) * 4800);
    const title = `${v.name} interior, 360° frame ${frame + 1} of ${frames}`;
    const body = `<g id="v" transform="translate(${-off})">${strip}</g><use href="#v" x="4800"/>`;
    return doc(title, paint, interiorDefs(paint), INT_RULES, body, undefined);
  }
  const yaw = -35 + (frame / frames) * 360;
  const pitch = 8;
  const k = Math.min(940 / Math.hypot(v.L, v.W), 440 / v.H);
  const fit: Fit = { k, x0: 600, y0: 420 + (k * v.H) / 2 };
  const title = `${v.name}, 360° view, frame ${frame + 1} of ${frames} (${deg}°)`;
  const defs = [grad('p', [paint.light, paint.base, paint.dark]), ...EXT_DEFS];
  return doc(title, paint, defs, EXT_RULES, exterior(v, paint, yaw, pitch, fit, null), undefined);
}
