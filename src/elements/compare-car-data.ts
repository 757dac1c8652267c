/**
 * A car's build-time file, `/compare-cars/{slug}.json` (src/pages/compare-cars/[slug].json.ts): read by the compare
 * table and the 'Recently viewed' strip. Null when the site has no such car any more (no file) or the read failed.
 */
import type { CompareCar } from '../domain/compare.ts';

export async function loadCompareCar(slug: string): Promise<CompareCar | null> {
  try {
    const response = await fetch(`/compare-cars/${encodeURIComponent(slug)}.json`);
    return response.ok ? ((await response.json()) as CompareCar) : null;
  } catch {
    return null;
  }
}
