// Wheels as projected cylinders (tread hull plus a rim symbol) and the arch openings in the body side.

import { fp, pj, type Cam, type Q } from './camera.ts';
import { hwAt } from './faces.ts';
import type { Part, Wheel } from './model.ts';
import { num } from './path-compact.ts';

type V2 = readonly [number, number];

const cross = (a: V2, b: V2): number => a[0] * b[1] - a[1] * b[0];
const pt2 = (q: Q, a: V2, ka: number, b: V2, kb: number): Q => [
  q[0] + a[0] * ka + b[0] * kb,
  q[1] + a[1] * ka + b[1] * kb,
  q[2],
];

/** Screen vectors of the wheel plane's unit x and y axes scaled by r, at a point of that plane. */
function axes(m: Cam, x: number, y: number, z: number, r: number): [V2, V2, Q] {
  const o = pj(m, x, y, z);
  const ax = pj(m, x + r, y, z);
  const ay = pj(m, x, y + r, z);
  return [[ax[0] - o[0], ax[1] - o[1]], [ay[0] - o[0], ay[1] - o[1]], o];
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

export function wheelSvg(m: Cam, w: Wheel, arch: string, rim = true): string {
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

export function archSvg(m: Cam, pt: Part, w: Wheel): string {
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
