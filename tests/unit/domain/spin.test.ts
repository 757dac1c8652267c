import { describe, expect, it } from 'vitest';
import {
  autoRotates,
  frameAfterDrag,
  framesDragged,
  hotspotNote,
  hotspotsAtFrame,
  initialSpinState,
  initialSpinView,
  SPIN_AUTO_ROTATE_MS,
  SPIN_PIXELS_PER_FRAME,
  spinReducer,
  spinViews,
  wrapFrame,
  type SpinEvent,
  type SpinHotspot,
  type SpinState,
} from '../../../src/domain/spin.ts';

describe('spin constants (spec 01 §9 "Spin: 20 pixels per frame; auto-rotate every 100 ms")', () => {
  it.each([
    ['pixels per frame', SPIN_PIXELS_PER_FRAME, 20],
    ['auto-rotate ms', SPIN_AUTO_ROTATE_MS, 100],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('frames wrap around the turntable', () => {
  it.each([
    [0, 24, 0],
    [23, 24, 23],
    [24, 24, 0],
    [25, 24, 1],
    [-1, 24, 23],
    [-25, 24, 23],
    [48, 24, 0],
    [5, 0, 0],
  ])('frame %s of %s → %s', (frame, count, expected) => {
    expect(wrapFrame(frame, count)).toBe(expected);
  });
});

describe('drag and swipe: "20 pixels per frame" (spec 01 §9)', () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [100, 5],
    [-19, 0],
    [-20, -1],
    [-60, -3],
    [480, 24],
  ])('%s px → %s frames', (dx, frames) => expect(framesDragged(dx)).toBe(frames));

  it.each([
    ['forward from the start', 0, 60, 3],
    ['back past the first frame wraps to the last', 0, -20, 23],
    ['forward past the last frame wraps to the first', 22, 60, 1],
    ['a whole turn is 24 x 20 px', 5, 480, 5],
    ['under a step turns nothing', 7, 15, 7],
  ])('%s', (_name, start, dx, expected) => expect(frameAfterDrag(start, dx, 24)).toBe(expected));
});

describe('views: Spin, Images and Interior (spec 01 §2, §4)', () => {
  it.each([
    ['all three', { frames: 24, photos: 7, interior: true }, ['spin', 'images', 'interior']],
    ['no interior image', { frames: 24, photos: 7, interior: false }, ['spin', 'images']],
    ['no photos', { frames: 24, photos: 0, interior: true }, ['spin', 'interior']],
    ['no spin frames, no viewer', { frames: 0, photos: 7, interior: true }, []],
    ['one frame does not spin', { frames: 1, photos: 7, interior: true }, []],
  ])('%s', (_name, media, expected) => expect(spinViews(media)).toEqual(expected));

  it.each([
    ['"default spinner"', 'spin', ['spin', 'images'], 'spin'],
    ['"gallery on one variant"', 'images', ['spin', 'images'], 'images'],
    ['the variant falls back to Spin for a car without photos', 'images', ['spin'], 'spin'],
  ] as const)('%s', (_name, preferred, views, expected) => expect(initialSpinView(preferred, views)).toBe(expected));
});

describe('hotspots "with description and positions by angle" (spec 01 §3)', () => {
  const hotspots: SpinHotspot[] = [
    {
      title: 'Alloy wheels',
      description: 'Alloy wheels with near-new tyres',
      positions: { 3: { x: 23.1, y: 66.3 }, 6: { x: 50, y: 66.3 } },
    },
    {
      title: null,
      description: 'Minor stone chip on the bonnet',
      positions: { 0: { x: 50, y: 59.3 }, 3: { x: 76.9, y: 59.3 } },
    },
  ];
  it.each([
    [
      'both at frame 3',
      3,
      [
        { id: 'exterior-0', title: 'Alloy wheels', description: 'Alloy wheels with near-new tyres', x: 23.1, y: 66.3 },
        {
          id: 'exterior-1',
          title: 'Minor stone chip on the bonnet',
          description: 'Minor stone chip on the bonnet',
          x: 76.9,
          y: 59.3,
        },
      ],
    ],
    [
      'one at frame 0',
      0,
      [
        {
          id: 'exterior-1',
          title: 'Minor stone chip on the bonnet',
          description: 'Minor stone chip on the bonnet',
          x: 50,
          y: 59.3,
        },
      ],
    ],
    ['none where neither has an angle', 4, []],
  ])('%s', (_name, frame, expected) => expect(hotspotsAtFrame(hotspots, frame, 'exterior')).toEqual(expected));
});

describe('auto-rotation "until the shopper touches it", never with reduced motion', () => {
  it.each([
    ['Spin, untouched', 'spin', false, false, true],
    ['touched', 'spin', true, false, false],
    ['prefers reduced motion', 'spin', false, true, false],
    ['on Images', 'images', false, false, false],
    ['on Interior', 'interior', false, false, false],
  ] as const)('%s → %s', (_name, view, touched, reduced, expected) =>
    expect(autoRotates({ view, touched }, reduced)).toBe(expected),
  );
});

describe('the viewer state (spec 01 §4 "view is spinner, gallery or interior ... Leaving gallery resets the gallery index. Fullscreen open or closed.")', () => {
  const start = initialSpinState('spin', 24, 7);
  const run = (events: SpinEvent[], from: SpinState = start) => events.reduce(spinReducer, from);

  it('starts on the given view, frame 0, first photo, untouched, not fullscreen', () => {
    expect(start).toEqual({
      view: 'spin',
      frame: 0,
      frameCount: 24,
      imageIndex: 0,
      imageCount: 7,
      touched: false,
      fullscreen: false,
      openHotspot: null,
      drag: null,
    });
  });

  it.each<[string, SpinEvent[], Partial<SpinState>]>([
    ['a tick turns one frame every 100 ms', [{ type: 'tick' }, { type: 'tick' }], { frame: 2, touched: false }],
    ['ticks wrap past the last frame', Array.from({ length: 25 }, () => ({ type: 'tick' }) as const), { frame: 1 }],
    [
      'a touch stops the ticks for good',
      [{ type: 'tick' }, { type: 'touch' }, { type: 'tick' }],
      { frame: 1, touched: true },
    ],
    [
      'a drag of 3 x 20 px turns 3 frames',
      [{ type: 'dragStart', x: 100 }, { type: 'dragMove', x: 160 }, { type: 'dragEnd' }],
      { frame: 3, touched: true, drag: null },
    ],
    [
      'a swipe left of 2 x 20 px turns back 2, wrapping',
      [
        { type: 'dragStart', x: 300 },
        { type: 'dragMove', x: 270 },
        { type: 'dragMove', x: 260 },
      ],
      { frame: 22, drag: { startX: 300, startFrame: 0 } },
    ],
    [
      'a drag counts from where it started, not from the last move',
      [
        { type: 'dragStart', x: 0 },
        { type: 'dragMove', x: 45 },
        { type: 'dragMove', x: 10 },
      ],
      { frame: 0 },
    ],
    ['a move without a drag does nothing', [{ type: 'dragMove', x: 500 }], { frame: 0, touched: false }],
    ['arrow keys turn one frame', [{ type: 'step', by: -1 }], { frame: 23, touched: true }],
    [
      'Images pages through the photos with wrap-around',
      [
        { type: 'view', view: 'images' },
        { type: 'image', by: -1 },
      ],
      { view: 'images', imageIndex: 6 },
    ],
    [
      'leaving Images resets its index',
      [
        { type: 'view', view: 'images' },
        { type: 'image', by: 3 },
        { type: 'view', view: 'interior' },
      ],
      { view: 'interior', imageIndex: 0 },
    ],
    [
      'choosing Images again keeps its index',
      [
        { type: 'view', view: 'images' },
        { type: 'image', by: 3 },
        { type: 'view', view: 'images' },
      ],
      { imageIndex: 3 },
    ],
    [
      'ticks do not turn the car behind another view',
      [{ type: 'view', view: 'interior' }, { type: 'tick' }],
      { frame: 0 },
    ],
    ['fullscreen opens and closes', [{ type: 'fullscreen', open: true }], { fullscreen: true, touched: true }],
    [
      'a hotspot opens its description and a second press closes it',
      [
        { type: 'hotspot', id: 'exterior-0' },
        { type: 'hotspot', id: 'exterior-1' },
        { type: 'hotspot', id: 'exterior-1' },
      ],
      { openHotspot: null },
    ],
    [
      'another hotspot replaces the open one',
      [
        { type: 'hotspot', id: 'exterior-0' },
        { type: 'hotspot', id: 'exterior-1' },
      ],
      { openHotspot: 'exterior-1' },
    ],
    [
      'changing view closes the description',
      [
        { type: 'hotspot', id: 'exterior-0' },
        { type: 'view', view: 'interior' },
      ],
      { openHotspot: null },
    ],
  ])('%s', (_name, events, expected) => expect(run(events)).toMatchObject(expected));
});

describe("a hotspot's description stands beside its marker", () => {
  it.each([
    { at: { x: 50, y: 30 }, note: { left: 50, top: 30, above: false }, why: 'under a marker high on the frame' },
    {
      at: { x: 50, y: 56 },
      note: { left: 50, top: 56, above: true },
      why: 'above a marker low on the frame (y over 55)',
    },
    { at: { x: 50, y: 55 }, note: { left: 50, top: 55, above: false }, why: 'y of 55 is not yet low' },
    { at: { x: 5, y: 10 }, note: { left: 20, top: 10, above: false }, why: 'kept off the left edge (20 %)' },
    { at: { x: 97, y: 10 }, note: { left: 80, top: 10, above: false }, why: 'kept off the right edge (80 %)' },
  ])('$why', ({ at, note }) => {
    expect(hotspotNote(at)).toEqual(note);
  });
});
