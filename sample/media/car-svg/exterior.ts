// The exterior scene: fitting the vehicle to the frame, the studio backdrop and shadow, and painting the items far to near.

import { camera, pj, type Q } from './camera.ts';
import { hwAt } from './faces.ts';
import type { Vehicle, Vtx } from './model.ts';
import type { Paint } from './paint.ts';
import { partItems, rodItems, type Item, type LidState } from './part-items.ts';
import { wheelSvg } from './wheels.ts';

export interface Fit {
  readonly k: number;
  readonly x0: number;
  readonly y0: number;
}

/** Scale and place so the projected vehicle fills the frame (gallery views). */
export function fitView(v: Vehicle, yaw: number, pitch: number, lid: LidState | null): Fit {
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

const BACKDROP =
  '<rect width="1200" height="800" fill="url(#b)"/><path style="stroke:#eef1f4;stroke-width:6" d="M150 0V466M600 0V466M1050 0V466"/><path style="stroke:#aeb5bd;stroke-width:4" d="M0 470H1200"/>';

export function exterior(v: Vehicle, paint: Paint, yaw: number, pitch: number, fit: Fit, lid: LidState | null): string {
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
