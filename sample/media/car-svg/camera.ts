// The orthographic camera (yaw plus a little pitch), point projection and screen-polygon helpers.

/** Projected point: screen x, screen y, depth (larger = nearer the camera). */
export type Q = readonly [number, number, number];

export interface Cam {
  readonly c: number;
  readonly n: number;
  readonly cp: number;
  readonly sp: number;
  readonly k: number;
  readonly x0: number;
  readonly y0: number;
}

export function camera(yaw: number, pitch: number, k: number, x0: number, y0: number): Cam {
  const a = (yaw * Math.PI) / 180;
  const b = (pitch * Math.PI) / 180;
  return { c: Math.cos(a), n: Math.sin(a), cp: Math.cos(b), sp: Math.sin(b), k, x0, y0 };
}

export function pj(m: Cam, x: number, y: number, z: number): Q {
  const xr = x * m.c + z * m.n;
  const zr = z * m.c - x * m.n;
  return [m.x0 + m.k * xr, m.y0 - m.k * (y * m.cp - zr * m.sp), zr * m.cp + y * m.sp];
}

export const fp = (q: Q): string => `${Math.round(q[0])} ${Math.round(q[1])}`;

/** Signed area of a projected polygon (screen coordinates, y down). */
export function area(qs: readonly Q[]): number {
  let a = 0;
  for (let i = 0; i < qs.length; i++) {
    const p = qs[i] as Q;
    const q = qs[(i + 1) % qs.length] as Q;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

export const mean = (qs: readonly Q[]): number => qs.reduce((s, q) => s + q[2], 0) / qs.length;
