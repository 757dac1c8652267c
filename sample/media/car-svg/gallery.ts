// Gallery images: the camera and title of each view, and renderGallerySvg.

import type { GalleryView, VehicleShape } from './catalogue.ts';
import { doc } from './document.ts';
import { exterior, fitView } from './exterior.ts';
import { rotateProfile } from './faces.ts';
import { cabOf, interiorDefs, interiorGalleryScene } from './interior.ts';
import type { Part, Vtx } from './model.ts';
import { paintOf } from './paint.ts';
import type { LidState } from './part-items.ts';
import { EXT_RULES, INT_RULES, exteriorDefs } from './styles.ts';
import { checkView, vehicleOf } from './validate.ts';

const VIEW_CAMERA: Readonly<Record<Exclude<GalleryView, 'interior' | 'boot'>, readonly [number, number]>> = {
  'front-three-quarter': [-35, 10],
  side: [0, 0],
  'rear-three-quarter': [145, 10],
  front: [-90, 7],
  rear: [90, 7],
};

const VIEW_TITLE: Readonly<Record<GalleryView, string>> = {
  'front-three-quarter': 'front three-quarter view',
  side: 'side view',
  'rear-three-quarter': 'rear three-quarter view',
  front: 'front view',
  rear: 'rear view',
  interior: 'interior view',
  boot: 'cargo area view',
};

/** Gallery image: 1200x800 viewBox (3:2), a studio/dealer-yard backdrop, the vehicle painted in `colour` (a CSS hex like '#1f4e8c'). */
export function renderGallerySvg(opts: {
  shape: VehicleShape;
  colour: string;
  view: GalleryView;
  label?: string;
}): string {
  const v = vehicleOf(opts.shape);
  const view = checkView(opts.view);
  const paint = paintOf(opts.colour);
  const title = `${opts.label ? opts.label + ' – ' : ''}${v.name}, ${VIEW_TITLE[view]}`;
  if (view === 'interior') {
    return doc(title, paint, interiorDefs(paint), INT_RULES, interiorGalleryScene(cabOf(v, paint)), opts.label);
  }
  const defs = exteriorDefs(paint);
  if (view === 'boot') {
    const l = v.lid;
    const pt = v.parts[l.part] as Part;
    const lid: LidState = { lid: l, vs: rotateProfile(pt.p, pt.p[l.h] as Vtx, l.a) };
    const [yaw, pitch] = l.cam;
    return doc(
      title,
      paint,
      defs,
      EXT_RULES,
      exterior(v, paint, yaw, pitch, fitView(v, yaw, pitch, lid), lid),
      opts.label,
    );
  }
  const [yaw, pitch] = VIEW_CAMERA[view];
  return doc(
    title,
    paint,
    defs,
    EXT_RULES,
    exterior(v, paint, yaw, pitch, fitView(v, yaw, pitch, null), null),
    opts.label,
  );
}
