import { describe, expect, it } from 'vitest';
import {
  autoRotates,
  eventsAfterHandover,
  frameAfterDrag,
  framesDragged,
  hotspotsAtFrame,
  hydratedSpinState,
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

describe('the hand-over from the still (<car-spin>) to the viewer hydrating over its markup (issue 20)', () => {
  const initial = initialSpinState('spin', 24, 5);
  const still = { frame: 7, drag: null, touched: false, pending: null };

  it('without a still (the server render), the viewer starts as it always did', () => {
    expect(hydratedSpinState(initial, null)).toBe(initial);
    expect(eventsAfterHandover(null, 0)).toEqual([]);
  });

  it('the viewer starts where the still stands, a drag under way carrying on', () => {
    const drag = { startX: 100, startFrame: 5 };
    expect(hydratedSpinState(initial, { ...still, drag })).toEqual({ ...initial, frame: 7, drag });
    expect(hydratedSpinState(initial, { ...still, frame: 25 }).frame, 'wrapped to its frames').toBe(1);
  });

  it("a still the shopper touched hands over its touch after the first render, which matches the still's markup", () => {
    const hydrated = hydratedSpinState(initial, { ...still, touched: true });
    expect(hydrated.touched, 'the hint the markup holds is drawn').toBe(false);
    expect(eventsAfterHandover({ ...still, touched: true }, 7)).toEqual([{ type: 'touch' }]);
  });

  it('a press the still held (Fullscreen before the viewer could answer) is sent once it has taken over', () => {
    const pending: SpinEvent = { type: 'fullscreen', open: true };
    const events = eventsAfterHandover({ ...still, touched: true, pending }, 7);
    expect(events).toEqual([{ type: 'touch' }, pending]);
    const after = events.reduce(spinReducer, hydratedSpinState(initial, { ...still, touched: true, pending }));
    expect(after).toMatchObject({ frame: 7, touched: true, fullscreen: true });
  });

  it('a key or a drag on the still between the first render and the take-over still turns the viewer', () => {
    const events = eventsAfterHandover({ ...still, frame: 9, touched: true }, 7);
    expect(events.reduce(spinReducer, hydratedSpinState(initial, still))).toMatchObject({ frame: 9, touched: true });
  });

  it('an untouched still hands over nothing to send: its later turns were its own, and the viewer turns on', () => {
    expect(eventsAfterHandover({ ...still, frame: 9 }, 7)).toEqual([]);
    expect(autoRotates(hydratedSpinState(initial, still), false)).toBe(true);
  });
});
