/**
 * Full or incremental (issue 18 item 2): a build carries car pages over from the live build only
 * when that build left a manifest, the shared inputs (code, tenant folder, the clock's site-wide
 * answers) are the same, and `--full` was not asked for. Then it renders the new and changed cars,
 * plus a few unchanged "canary" cars that reuse.ts compares with their carried-over copies.
 */
import { createHash } from 'node:crypto';
import type { BuildManifest } from './manifest.ts';

export type BuildPlan =
  { mode: 'full'; reason: string } | { mode: 'incremental'; render: string[]; reuse: string[]; canaries: string[] };

/** At least this many unchanged cars are rendered again and compared, or 1 % of them if more. */
export const MIN_CANARIES = 3;
const CANARY_SHARE = 0.01;

export interface PlanInput {
  previous: BuildManifest | null;
  shared: string | null;
  fingerprints: ReadonlyMap<string, string>;
  full: boolean;
  /** Varies the canaries from night to night (the build clock). */
  seed: string;
}

export function planBuild({ previous, shared, fingerprints, full, seed }: PlanInput): BuildPlan {
  if (full) return { mode: 'full', reason: '--full' };
  if (!previous) return { mode: 'full', reason: 'no earlier build to carry pages over from' };
  if (shared === null) return { mode: 'full', reason: 'the code version is unknown (uncommitted changes?)' };
  if (previous.shared_sha256 !== shared)
    return { mode: 'full', reason: 'the code, site.json, content or the opening hours changed' };
  const render: string[] = [];
  const unchanged: string[] = [];
  for (const [slug, fingerprint] of fingerprints) {
    if (previous.cars[slug]?.fingerprint === fingerprint) unchanged.push(slug);
    else render.push(slug);
  }
  const rank = (slug: string) => createHash('sha256').update(`${seed}\0${slug}`).digest('hex');
  const count = Math.min(unchanged.length, Math.max(MIN_CANARIES, Math.ceil(unchanged.length * CANARY_SHARE)));
  const canaries = [...unchanged].sort((a, b) => (rank(a) < rank(b) ? -1 : 1)).slice(0, count);
  const picked = new Set(canaries);
  return { mode: 'incremental', render, reuse: unchanged.filter((slug) => !picked.has(slug)), canaries };
}
