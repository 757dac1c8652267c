/**
 * The 360 spin viewer's rules (spec 01 §2, §4, §9): which views a car has, which frame a drag or a
 * key shows, when it turns by itself, which hotspots stand at a frame, and every change of its state
 * as one reducer, so the viewer component only draws the state and sends it events.
 */
import { SPIN_PIXELS_PER_FRAME } from './vehicle-page.ts';

export { SPIN_AUTO_ROTATE_MS, SPIN_PIXELS_PER_FRAME } from './vehicle-page.ts';

/** Spec 01 §4: "view is spinner, gallery or interior", shown to shoppers as Spin, Images and Interior. */
export const SPIN_VIEWS = ['spin', 'images', 'interior'] as const;
export type SpinView = (typeof SPIN_VIEWS)[number];

/** Frame `frame` on a turntable of `count` frames: past the last comes the first, before the first the last. */
export function wrapFrame(frame: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(frame) % count) + count) % count;
}

/**
 * Spec 01 §9 "Spin: 20 pixels per frame": whole frames a horizontal drag of `dx` pixels turns the
 * car (right is forward, left is back). A part of a step turns nothing yet, in either direction.
 */
export function framesDragged(dx: number): number {
  return Math.trunc(dx / SPIN_PIXELS_PER_FRAME) || 0;
}

/** The frame a drag shows: the frame it started on, turned by the whole steps dragged, wrapped around. */
export function frameAfterDrag(startFrame: number, dx: number, count: number): number {
  return wrapFrame(startFrame + framesDragged(dx), count);
}

/** What a car gives the viewer: its spin frames, photos and interior image. */
export interface SpinMedia {
  frames: number;
  photos: number;
  interior: boolean;
}

/**
 * The views a car can show: Spin with at least two frames, Images with a photo, Interior with an
 * interior image. No Spin view means no viewer at all (the carousel has the photos).
 */
export function spinViews(media: SpinMedia): SpinView[] {
  if (media.frames < 2) return [];
  return SPIN_VIEWS.filter((view) => view === 'spin' || (view === 'images' ? media.photos > 0 : media.interior));
}

/** Spec 01 §4 "default spinner (gallery on one variant)": the site's first view when the car has it, else Spin. */
export function initialSpinView(preferred: 'spin' | 'images', views: readonly SpinView[]): SpinView {
  return views.includes(preferred) ? preferred : 'spin';
}

/** A point on a frame, in percent of the frame's width and height. */
export interface HotspotPoint {
  x: number;
  y: number;
}
/** A hotspot as the stock gives it: a description and its point at each angle (frame index as the key). */
export interface SpinHotspot {
  title?: string | null;
  description: string;
  positions: Record<string, HotspotPoint>;
}
/** A hotspot standing at the frame shown, with an id stable across frames. */
export interface PlacedHotspot {
  id: string;
  title: string;
  description: string;
  x: number;
  y: number;
}

/**
 * Spec 01 §3 "hotspots (exterior and interior, each with description and positions by angle)": the
 * hotspots with a position at this frame, where they stand on it. A hotspot out of sight at an
 * angle (the far side of the car) has no position there and is not shown. A hotspot without a
 * title is named by its description.
 */
export function hotspotsAtFrame(hotspots: readonly SpinHotspot[], frame: number, prefix: string): PlacedHotspot[] {
  return hotspots.flatMap((hotspot, index) => {
    const point = hotspot.positions[String(frame)];
    if (!point) return [];
    const title = hotspot.title?.trim() || hotspot.description;
    return [{ id: `${prefix}-${index}`, title, description: hotspot.description, x: point.x, y: point.y }];
  });
}

/**
 * Where a hotspot's description stands beside it, in percent of the stage: under the marker, or above it when the
 * marker is low on the frame, and kept off the stage's edges.
 */
export function hotspotNote(hotspot: Pick<PlacedHotspot, 'x' | 'y'>): { left: number; top: number; above: boolean } {
  return { left: Math.min(Math.max(hotspot.x, 20), 80), top: hotspot.y, above: hotspot.y > 55 };
}

/** The viewer's state (spec 01 §4: view, gallery index, fullscreen), with the frame and the shopper's touch. */
export interface SpinState {
  view: SpinView;
  frame: number;
  frameCount: number;
  /** The photo shown in the Images view. */
  imageIndex: number;
  imageCount: number;
  /** The shopper has dragged, swiped, pressed or chosen something: auto-rotation has stopped for good. */
  touched: boolean;
  fullscreen: boolean;
  /** The hotspot whose description is shown. */
  openHotspot: string | null;
  /** A drag under way: where the pointer went down and the frame shown then. */
  drag: { startX: number; startFrame: number } | null;
}

export type SpinEvent =
  | { type: 'tick' }
  | { type: 'touch' }
  | { type: 'dragStart'; x: number }
  | { type: 'dragMove'; x: number }
  | { type: 'dragEnd' }
  | { type: 'step'; by: number }
  | { type: 'view'; view: SpinView }
  | { type: 'image'; by: number }
  | { type: 'fullscreen'; open: boolean }
  | { type: 'hotspot'; id: string | null };

/** The viewer as it first shows: the site's first view, frame 0, first photo, turning by itself. */
export function initialSpinState(view: SpinView, frameCount: number, imageCount: number): SpinState {
  return {
    view,
    frame: 0,
    frameCount,
    imageIndex: 0,
    imageCount,
    touched: false,
    fullscreen: false,
    openHotspot: null,
    drag: null,
  };
}

/**
 * Spec 01 §9 "auto-rotate every 100 ms" until the shopper touches it: only on the Spin view, never
 * once touched, never for a shopper who asked the system for reduced motion.
 */
export function autoRotates(state: Pick<SpinState, 'view' | 'touched'>, reducedMotion: boolean): boolean {
  return state.view === 'spin' && !state.touched && !reducedMotion;
}

/**
 * One change of the viewer's state. A tick turns one frame while nothing has touched it; a drag
 * turns by whole 20 px steps from where it started; arrow keys step one frame; Images pages through
 * the photos with wrap-around, and spec 01 §4 "leaving gallery resets the gallery index". Every
 * shopper action stops auto-rotation.
 */
export function spinReducer(state: SpinState, event: SpinEvent): SpinState {
  switch (event.type) {
    case 'tick':
      return state.touched || state.view !== 'spin'
        ? state
        : { ...state, frame: wrapFrame(state.frame + 1, state.frameCount) };
    case 'touch':
      return state.touched ? state : { ...state, touched: true };
    case 'dragStart':
      return { ...state, touched: true, drag: { startX: event.x, startFrame: state.frame } };
    case 'dragMove': {
      if (!state.drag) return state;
      const frame = frameAfterDrag(state.drag.startFrame, event.x - state.drag.startX, state.frameCount);
      return frame === state.frame ? state : { ...state, frame };
    }
    case 'dragEnd':
      return state.drag ? { ...state, drag: null } : state;
    case 'step':
      return { ...state, touched: true, frame: wrapFrame(state.frame + event.by, state.frameCount) };
    case 'view':
      return {
        ...state,
        touched: true,
        view: event.view,
        imageIndex: state.view === 'images' && event.view !== 'images' ? 0 : state.imageIndex,
        openHotspot: event.view === state.view ? state.openHotspot : null,
        drag: null,
      };
    case 'image':
      return { ...state, touched: true, imageIndex: wrapFrame(state.imageIndex + event.by, state.imageCount) };
    case 'fullscreen':
      return { ...state, touched: true, fullscreen: event.open, drag: null };
    case 'hotspot':
      return { ...state, touched: true, openHotspot: state.openHotspot === event.id ? null : event.id };
  }
}
