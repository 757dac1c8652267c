/** A build's CPU profile read into areas of work (scripts/bench/cpu-profile-areas.ts, issue 20 item 4). */
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  formatAreas,
  secondsByArea,
  secondsByAreaWithin,
  type CpuProfile,
} from '../../../scripts/bench/cpu-profile-areas.ts';

const RELEASE = 'file:///work/main/dist/.releases/big-country-motor-group/20261204T181120Z-2d5674';

describe('areaOf', () => {
  it.each([
    [{ functionName: 'serializeProps', url: `${RELEASE}/.prerender/chunks/server_UE8OVB-D.mjs` }, 'Astro runtime'],
    [
      { functionName: 'renderToStaticMarkup', url: `${RELEASE}/.prerender/prerender-entry.VBXJdD1k.mjs` },
      'Astro runtime',
    ],
    [
      { functionName: 'formatDealerDateTime', url: `${RELEASE}/.prerender/chunks/SiteLayout_BSgVkfJE.mjs` },
      "project's pages and components",
    ],
    [
      { functionName: 'renderElement', url: 'file:///work/main/node_modules/react-dom/cjs/server.js' },
      'React server render',
    ],
    [
      { functionName: '_merge', url: 'file:///work/main/node_modules/algoliasearch-helper/src/functions/merge.js' },
      'InstantSearch',
    ],
    [{ functionName: 'encodeUtf8String', url: '' }, 'UTF-8 encoding'],
    [{ functionName: 'encode', url: 'node:internal/encoding' }, 'UTF-8 encoding'],
    [{ functionName: 'processChunkSync', url: 'node:zlib' }, 'compression (zlib)'],
    [{ functionName: 'writeBuffer', url: '' }, 'file system'],
    [{ functionName: 'mkdir', url: '' }, 'file system'],
    [{ functionName: '(garbage collector)', url: '' }, 'garbage collection'],
    [{ functionName: '(idle)', url: '' }, 'idle (waiting)'],
    [{ functionName: 'x', url: 'file:///work/main/node_modules/left-pad/index.js' }, 'other'],
  ])('%o is %s', (callFrame, area) => {
    expect(areaOf(callFrame)).toBe(area);
  });
});

/** Samples 1 s apart: node 1 (Astro) at 1 s and 2 s, node 2 (GC) at 3 s, node 1 at 4 s. */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: 'render', url: `${RELEASE}/.prerender/chunks/server_a.mjs` } },
    { id: 2, callFrame: { functionName: '(garbage collector)', url: '' } },
  ],
  startTime: 0,
  endTime: 4e6,
  samples: [1, 1, 2, 1],
  timeDeltas: [1e6, 1e6, 1e6, 1e6],
};

describe('secondsByArea', () => {
  it('sums each sample’s time into its function’s area, largest first', () => {
    expect(secondsByArea(PROFILE)).toEqual([
      ['Astro runtime', 3],
      ['garbage collection', 1],
    ]);
  });

  it('counts only the samples inside a window of seconds after the start', () => {
    expect(secondsByArea(PROFILE, [2.5, 4])).toEqual([['garbage collection', 1]]);
    expect(secondsByArea(PROFILE, [2.5, 4.5])).toEqual([
      ['garbage collection', 1],
      ['Astro runtime', 1],
    ]);
  });
});

describe('secondsByAreaWithin', () => {
  // PROFILE on the clock of the spans: its samples at 1, 2, 3 and 4 s after a start at 10 s (microseconds).
  const atTen: CpuProfile = { ...PROFILE, startTime: 10e6, endTime: 14e6 };

  it("counts the samples inside the spans (a route's page renders), on the profile's own clock", () => {
    expect(secondsByAreaWithin(atTen, [{ start: 10.5e6, end: 11.5e6 }])).toEqual([['Astro runtime', 1]]);
    expect(
      secondsByAreaWithin(atTen, [
        { start: 11.5e6, end: 12.5e6 },
        { start: 12.5e6, end: 13e6 },
        { start: 13.9e6, end: 14e6 },
      ]),
    ).toEqual([
      ['Astro runtime', 2],
      ['garbage collection', 1],
    ]);
  });

  it('counts nothing outside them', () => {
    expect(secondsByAreaWithin(atTen, [])).toEqual([]);
    expect(secondsByAreaWithin(atTen, [{ start: 14.5e6, end: 15e6 }])).toEqual([]);
  });
});

describe('formatAreas', () => {
  it('names the areas above the threshold with seconds and shares, and sums the rest', () => {
    expect(
      formatAreas([
        ['Astro runtime', 6],
        ['garbage collection', 3.8],
        ['hashing', 0.1],
        ['other', 0.1],
      ]),
    ).toBe('Astro runtime 6.0 s (60 %), garbage collection 3.8 s (38 %), the rest 0.2 s (2 %)');
  });
});
