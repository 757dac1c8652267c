/**
 * Flat-style vehicle illustrations rendered as small standalone SVG documents.
 *
 * Used to generate every image of the sample stock (gallery images, thumbnails
 * and 360° spin frames) so demo dealer sites look real without photos or a
 * network. Pure and dependency free: the same input always yields the
 * byte-identical string.
 *
 * How it works: every vehicle is a handful of "parts", each a side profile
 * (x = length, front at +x, y = height, metres) extruded across its width,
 * with the width allowed to taper above the belt line (tumblehome). A tiny
 * orthographic camera (yaw around the vertical axis plus a little pitch)
 * projects the side faces and the faces swept along every profile edge;
 * back faces are culled and the rest painted far-to-near. Details (lights,
 * grille, windows, door lines) are decals on those faces, wheels are
 * projected cylinders and thin bits (mirrors, forks, drawbars) are rods.
 * Because the same model is drawn for every yaw, gallery views and spin
 * frames are consistent and a spin behaves like a turntable.
 */

// The pieces live in ./car-svg/; this file is the public entry other code imports from.
export type { GalleryView, VehicleShape } from './car-svg/catalogue.ts';
export { GALLERY_VIEWS, VEHICLE_SHAPES } from './car-svg/catalogue.ts';
export { renderGallerySvg } from './car-svg/gallery.ts';
export { renderSpinFrameSvg } from './car-svg/spin.ts';
