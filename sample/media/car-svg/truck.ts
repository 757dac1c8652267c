// The truck model: cab, box body and chassis.

import { carWheels, extent } from './car-builder.ts';
import type { Part, Rod, Vehicle } from './model.ts';

export function truck(): Vehicle {
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
