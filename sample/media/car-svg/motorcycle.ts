// The motorcycle model: engine, tank, seat and lamp parts with rods for forks, bars and exhaust.

import { extent } from './car-builder.ts';
import type { Part, Rod, Vehicle, Wheel } from './model.ts';

export function motorcycle(): Vehicle {
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
