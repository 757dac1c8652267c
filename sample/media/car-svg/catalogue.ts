// The public names: every vehicle shape and gallery view, as types and as frozen lists.

export type VehicleShape =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'wagon'
  | 'van'
  | 'coupe'
  | 'convertible'
  | 'people-mover'
  | 'motorcycle'
  | 'truck'
  | 'caravan';

export type GalleryView =
  'front-three-quarter' | 'side' | 'rear-three-quarter' | 'front' | 'rear' | 'interior' | 'boot';

export const VEHICLE_SHAPES: readonly VehicleShape[] = Object.freeze([
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'people-mover',
  'motorcycle',
  'truck',
  'caravan',
] satisfies VehicleShape[]);

export const GALLERY_VIEWS: readonly GalleryView[] = Object.freeze([
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'rear',
  'interior',
  'boot',
] satisfies GalleryView[]);
