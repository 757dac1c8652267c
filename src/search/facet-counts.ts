/**
 * Facet counts of the cars a search found, from InstantSearch's public results
 * (`SearchResults.getFacetValues` and `disjunctiveFacets`).
 *
 * For a list filtered with OR (disjunctive: choosing Used keeps New and Demo with their counts)
 * the results carry each value's count as if that filter were not chosen, so the panel can offer
 * the other values. The cars the search found are those of the chosen values, so while such a
 * filter is in use only its chosen values count here. Those counts are the same as the main
 * query's (a chosen value's count is not changed by its own OR filter) for the single-valued
 * attributes the displayed count reads (car_type, status).
 */

interface FacetValue {
  name: string;
  count: number;
  isRefined: boolean;
}

/** The part of InstantSearch's `SearchResults` read here. */
export interface FacetResults {
  getFacetValues(attribute: string, options: { sortBy: string[] }): unknown;
  disjunctiveFacets: readonly { name: string }[];
}

/** Value → number of cars found with it, for one facet of a search's results ({} if it was not asked for). */
export function matchingFacetCounts(results: FacetResults, attribute: string): Record<string, number> {
  const values = results.getFacetValues(attribute, { sortBy: ['name:asc'] });
  if (!Array.isArray(values)) return {};
  const all = values as FacetValue[];
  const disjunctive = results.disjunctiveFacets.some((facet) => facet.name === attribute);
  const chosen = disjunctive ? all.filter((value) => value.isRefined) : [];
  // A chosen value no car has is listed with 0 (so the panel can show it checked): no car found has it.
  return Object.fromEntries(
    (chosen.length ? chosen : all).filter((value) => value.count > 0).map((value) => [value.name, value.count]),
  );
}
