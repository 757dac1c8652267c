/**
 * Similar cars as the build computed them (issue 20 item 3): `/similar-cars/<car id>.json`, the cards of the same
 * rule over the same stock (src/site/similar-cars-lists.ts), so the section needs no search engine. Only when the
 * build has none (no such file: `astro dev`, a build from before it) is the live query asked (spec 01 §7, §8).
 */
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;

/** The build's list, or null when the build has none (missing, unreadable or not a list of cards). */
export async function builtSimilarCars(listUrl: string, fetchList: Fetch): Promise<VehicleCardModel[] | null> {
  try {
    const response = await fetchList(listUrl);
    if (!response.ok) return null;
    const body = (await response.json()) as { cards?: unknown } | null;
    return Array.isArray(body?.cards) ? (body.cards as VehicleCardModel[]) : null;
  } catch {
    return null;
  }
}

/** The build's list when there is one, else the live query's (which may reject: the caller logs it). */
export async function loadSimilarCars(
  listUrl: string,
  live: () => Promise<VehicleCardModel[]>,
  fetchList: Fetch = (url) => fetch(url),
): Promise<VehicleCardModel[]> {
  return (await builtSimilarCars(listUrl, fetchList)) ?? live();
}
