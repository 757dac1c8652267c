// Turns each part and rod of a vehicle into depth-sorted paint items: side faces with details and wheels, edge faces, the open boot.

import { area, fp, mean, pj, type Cam } from './camera.ts';
import { decalPaths, edgeFace, hwAt, polyPath, type Face } from './faces.ts';
import type { Lid, Part, Vehicle, Vtx } from './model.ts';
import { parseColour, shade, type Paint } from './paint.ts';
import { archSvg, wheelSvg } from './wheels.ts';

export interface Item {
  readonly d: number;
  readonly s: string;
}

const EPS = 0.5;

export interface LidState {
  readonly lid: Lid;
  readonly vs: readonly Vtx[];
}

export function partItems(m: Cam, v: Vehicle, pi: number, paint: Paint, lid: LidState | null, items: Item[]): void {
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
    // The side is planar below the belt line, so its facing follows the yaw; only when it is
    // seen nearly edge-on does the tapering glasshouse decide (front and rear views).
    const visible = Math.abs(m.c) > 0.05 ? sg * m.c > 0 : sg * area(side.qs) < -EPS;
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
    for (const sd of pt.side ?? [])
      if (full || sd.k === 'g') s += `<path class="${sd.k}" d="${polyPath(m, sd.p, zf).d}"/>`;
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
    for (const [x, y] of full ? (pt.hnd ?? []) : [])
      hd += `M${fp(pj(m, x, y, zf(y)))}L${fp(pj(m, x - 0.16, y, zf(y)))}`;
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

export function rodItems(m: Cam, v: Vehicle, paint: Paint, items: Item[]): void {
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
