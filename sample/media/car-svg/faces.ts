// A part on screen: its tapering half width, side-plane polygons, faces swept along profile edges, their decals and a lid swung open.

import { fp, pj, type Cam, type Q } from './camera.ts';
import type { Part, Vtx } from './model.ts';

export function hwAt(pt: Part, y: number): number {
  const t = pt.top;
  if (!t || y <= t[0]) return pt.hw;
  return pt.hw + (t[2] - pt.hw) * Math.min(1, (y - t[0]) / (t[1] - t[0]));
}

/** Path of a profile polygon painted on a side plane; z(y) gives the plane's z. */
export function polyPath(m: Cam, vs: readonly Vtx[], z: (y: number) => number): { d: string; qs: Q[] } {
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

export interface Face {
  readonly d: string;
  readonly qs: Q[];
  readonly nx: number;
  readonly ny: number;
  readonly a: Vtx;
  readonly b: Vtx;
}

/** The face swept across the width along profile edge i. */
export function edgeFace(m: Cam, pt: Part, vs: readonly Vtx[], i: number): Face {
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

export function decalPaths(m: Cam, pt: Part, f: Face, i: number): string {
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

export function rotateProfile(vs: readonly Vtx[], h: Vtx, deg: number): Vtx[] {
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
