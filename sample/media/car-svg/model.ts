// The vehicle model: side profiles extruded across their width, plus wheels, rods and what opens in the boot view.

/** Profile vertex: [x, y] or [x, y, cx, cy] where (cx, cy) is the quadratic control point of the edge arriving here. */
export type Vtx = readonly [number, number] | readonly [number, number, number, number];
export type P3 = readonly [number, number, number];

/** Decal on the face swept along profile edge `e`: u across the width (-1..1 of the half width), v along the edge (0..1). */
export interface Decal {
  readonly e: number;
  readonly u: readonly [number, number];
  readonly v: readonly [number, number];
  /** CSS class of the decal (see EXT_RULES in styles.ts). */
  readonly k: string;
  /** Also draw the mirror image (-u). */
  readonly m?: boolean;
}

/** Polygon painted on both side faces. */
export interface SideDecal {
  readonly p: readonly Vtx[];
  readonly k: string;
}

export interface Part {
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

export interface Rod {
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

export interface Wheel {
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
export interface Lid {
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

export type CabinKind = 'car' | 'work' | 'open' | 'moto' | 'caravan';

export interface Vehicle {
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
