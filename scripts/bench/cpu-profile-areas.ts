/**
 * Where a build's CPU goes inside its steps (issue 20 item 4): a V8 CPU profile (`node --cpu-prof`, one file per
 * thread) read into self time per area of work. The steps (scripts/build-steps.ts) say how long the render took;
 * this says what the render was doing: Astro's runtime, React's server render, InstantSearch, the project's own
 * components, UTF-8 encoding of the pages, the file system, garbage collection, compression.
 *
 * The prerender bundle (`.prerender/` in the build's output folder) mixes Astro's runtime with the project's code: Rolldown names each
 * chunk after its first module, so `server_*` and `prerender-entry*` (Astro's runtime and renderers) are told apart
 * from the chunks named after the project's pages, layouts and components. That split is by chunk, not by source
 * line, so it is approximate.
 */

/** The parts of V8's `.cpuprofile` JSON this reads (Chrome DevTools protocol, `Profiler.Profile`). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  /** Microseconds, V8's monotonic clock. */
  startTime: number;
  endTime: number;
  /** The node sampled, one per sample. */
  samples: number[];
  /** Microseconds since the previous sample (the first: since `startTime`). */
  timeDeltas: number[];
}

/** Native functions (no script URL) by what they do. */
const NATIVE_AREAS: Record<string, string> = {
  '(garbage collector)': 'garbage collection',
  '(idle)': 'idle (waiting)',
  '(program)': 'V8 and native code',
  encodeUtf8String: 'UTF-8 encoding',
  processChunkSync: 'compression (zlib)',
};

const FILE_SYSTEM_NATIVES =
  /^(open|openFileHandle|close|read|readFileUtf8|writeBuffer|writeFileUtf8|writeString|mkdir|readdir|lstat|stat|fstat|unlink|rename|rmdir|realpath|internalModuleStat|existsSync|copyFile|FSReqCallback)$/;

/** By script URL, first match wins. */
const URL_AREAS: [RegExp, string][] = [
  [/\/node_modules\/(react-dom|react)\//, 'React server render'],
  [
    /\/node_modules\/(algoliasearch-helper|instantsearch\.js|react-instantsearch[\w-]*|instantsearch-ui-components)\//,
    'InstantSearch',
  ],
  [/\/node_modules\/@swc\/helpers\//, 'InstantSearch'],
  [/\/\.prerender\/(chunks\/server_|chunks\/compiler_|prerender-entry)/, 'Astro runtime'],
  [/\/node_modules\/astro\//, 'Astro runtime'],
  [/\/\.prerender\//, "project's pages and components"],
  [/\/node_modules\/(vite|rolldown|@rolldown|@vitejs|lightningcss|esbuild)\//, 'Vite and Rolldown'],
  [/\/node_modules\/zod\//, 'validation (zod)'],
  [/^node:zlib$/, 'compression (zlib)'],
  [/^node:internal\/(deps\/undici|webstreams)/, 'Response bodies (undici, streams)'],
  [/^node:internal\/encoding$/, 'UTF-8 encoding'],
  [/^node:(internal\/)?fs/, 'file system'],
  [/^node:internal\/crypto/, 'hashing'],
  [/^node:internal\/(modules|deps\/amaro|source_map)|^node:internal\/bootstrap/, 'module loading'],
  [/^node:(internal\/)?(buffer|url|path)$/, 'buffers, URLs and paths (Node)'],
  [/\/(scripts|sample)\//, 'build scripts and sample media'],
  [/\/src\//, "project's code (not bundled)"],
  [/^wasm:/, 'WebAssembly'],
];

/** The area of work of one profile node's function. */
export function areaOf(callFrame: { functionName: string; url: string }): string {
  const { functionName, url } = callFrame;
  if (!url) {
    if (functionName in NATIVE_AREAS) return NATIVE_AREAS[functionName]!;
    if (FILE_SYSTEM_NATIVES.test(functionName)) return 'file system';
    if (functionName.startsWith('(')) return 'V8 and native code';
  }
  for (const [pattern, area] of URL_AREAS) if (pattern.test(url)) return area;
  return 'other';
}

/**
 * Self seconds per area, largest first, of the samples `taken` keeps: it is asked of each sample in turn, with the
 * microseconds of the profile's clock (as `startTime`) at which the sample was taken.
 */
function secondsByAreaOf(profile: CpuProfile, taken: (at: number) => boolean): [string, number][] {
  const areaOfNode = new Map(profile.nodes.map((node) => [node.id, areaOf(node.callFrame)]));
  const seconds = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (!taken(at)) continue;
    const area = areaOfNode.get(profile.samples[i]!) ?? 'other';
    seconds.set(area, (seconds.get(area) ?? 0) + delta / 1e6);
  }
  return [...seconds].sort((a, b) => b[1] - a[1]);
}

/**
 * Self seconds per area, largest first; only the samples taken within `window` (seconds after the profile's start,
 * `[from, to)`) when given.
 */
export function secondsByArea(profile: CpuProfile, window?: [number, number]): [string, number][] {
  if (!window) return secondsByAreaOf(profile, () => true);
  const [from, to] = window.map((seconds) => profile.startTime + seconds * 1e6) as [number, number];
  return secondsByAreaOf(profile, (at) => at >= from && at < to);
}

/**
 * Self seconds per area, largest first, of the samples taken inside `spans`: intervals of the profile's own clock
 * (microseconds, as `startTime`), in order and not overlapping, such as the renders of one route's pages
 * (scripts/render-spans.ts).
 */
export function secondsByAreaWithin(
  profile: CpuProfile,
  spans: readonly { start: number; end: number }[],
): [string, number][] {
  let span = 0;
  return secondsByAreaOf(profile, (at) => {
    while (span < spans.length && spans[span]!.end < at) span += 1;
    return span < spans.length && at >= spans[span]!.start;
  });
}

/** "Astro runtime 6.2 s (14 %), …": the areas of at least `minSeconds`, then the rest summed. */
export function formatAreas(areas: readonly [string, number][], minSeconds = 0.3): string {
  const total = areas.reduce((sum, [, seconds]) => sum + seconds, 0);
  const shown = areas.filter(([, seconds]) => seconds >= minSeconds);
  const rest = total - shown.reduce((sum, [, seconds]) => sum + seconds, 0);
  const part = (name: string, seconds: number) =>
    `${name} ${seconds.toFixed(1)} s (${total ? Math.round((seconds / total) * 100) : 0} %)`;
  return [...shown.map(([name, seconds]) => part(name, seconds)), ...(rest > 0 ? [part('the rest', rest)] : [])].join(
    ', ',
  );
}
