// 360° spin frames: the exterior on a turntable, or the interior panorama scrolled by the frame.

import type { VehicleShape } from './catalogue.ts';
import { doc } from './document.ts';
import { exterior, type Fit } from './exterior.ts';
import { cabOf, interiorDefs, panoramaSegments } from './interior.ts';
import { paintOf } from './paint.ts';
import { EXT_RULES, INT_RULES, exteriorDefs } from './styles.ts';
import { checkSpinFrame, vehicleOf } from './validate.ts';

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
  checkSpinFrame(frame, frames);
  const deg = Math.round((frame / frames) * 3600) / 10;
  if (opts.interior === true) {
    const segs = panoramaSegments(cabOf(v, paint));
    const strip = segs
      .map((s, i) => (i === 0 ? `<g>${s}</g>` : `<g transform="translate(${i * 1200})">${s}</g>`))
      .join('');
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
  const defs = exteriorDefs(paint);
  return doc(title, paint, defs, EXT_RULES, exterior(v, paint, yaw, pitch, fit, null), undefined);
}
