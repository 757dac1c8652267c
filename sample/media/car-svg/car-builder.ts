// Builds a car-like Vehicle (body with lights, grille, windows, mirrors, wheels) from a compact profile spec.

import type { CabinKind, Decal, Lid, Part, Rod, SideDecal, Vehicle, Vtx, Wheel } from './model.ts';

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

export function carWheels(
  ax: readonly number[],
  r: number,
  hw: number,
  tw: number,
  own: number,
  well: boolean,
): Wheel[] {
  const out: Wheel[] = [];
  for (const x of ax) {
    for (const s of [1, -1]) {
      const zo = s * (hw - 0.04);
      out.push({ x, r, zo, zi: zo - s * tw, own, well });
    }
  }
  return out;
}

export function extent(parts: readonly Part[], rods: readonly Rod[]): { L: number; H: number } {
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
  return { L: x1 - x0, H: h };
}

export function car(c: CarSpec): Vehicle {
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

export const REAR_CAM: readonly [number, number] = [62, 18];
export const BOOT_CAM: readonly [number, number] = [60, 24];
