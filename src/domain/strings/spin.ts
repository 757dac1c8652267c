/** The default texts of the `spin.` keys: one message group of src/domain/strings.ts. */
export const SPIN_STRINGS = {
  'spin.heading': '360° View',
  'spin.views': 'View',
  'spin.viewSpin': 'Spin',
  'spin.viewImages': 'Images',
  'spin.viewInterior': 'Interior',
  'spin.hint': 'Swipe to spin',
  'spin.turn': 'Turn the car',
  'spin.angle': 'Angle {frame} of {count}',
  'spin.alt': '{title}, 360° view',
  'spin.interiorAlt': '{title}, interior',
  'spin.hotspots': 'Highlights',
  'spin.fullscreen': 'Fullscreen',
  'spin.exitFullscreen': 'Exit fullscreen',
} as const;
