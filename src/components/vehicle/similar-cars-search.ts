/**
 * Similar cars through the tenant's search backend (spec 01 §7 "Similar cars: POST to the search
 * service's multi-query endpoint ... reads results[].hits, dedupes by id, puts same model first,
 * keeps at most 6"; §8 "Similar-cars failure: logged; the section falls back to a generic
 * search"). The queries and the choice are the domain's (similar-cars.ts); this only sends them
 * through a search client, given, so a test can answer or fail it.
 */
import {
  genericSimilarQuery,
  selectSimilarCars,
  similarCarQueries,
  type SimilarCarsSource,
} from '../../domain/similar-cars.ts';
import type { MultiQueryRequest, MultiQueryResponse, PageSearchClient } from '../../search/client.ts';
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';

/** A hit as this section reads it: the fields the choice compares and the card it shows. */
interface SimilarHit {
  id: number;
  model: string;
  status: string;
  card: VehicleCardModel;
}

type Warn = (message: string, ...details: unknown[]) => void;

/** One domain query as a request of InstantSearch's multi-query protocol, which both backends answer. */
function request(query: { indexUid: string; filter: string; limit: number }): MultiQueryRequest {
  return { indexName: query.indexUid, params: { filters: query.filter, hitsPerPage: query.limit, page: 0 } };
}

function isHit(hit: unknown): hit is SimilarHit {
  const candidate = hit as Partial<SimilarHit> | null;
  return (
    typeof candidate?.id === 'number' &&
    typeof candidate.model === 'string' &&
    typeof candidate.status === 'string' &&
    typeof candidate.card === 'object' &&
    candidate.card !== null
  );
}

function cards(source: SimilarCarsSource, response: MultiQueryResponse): VehicleCardModel[] {
  return selectSimilarCars(
    source,
    response.results.map((result) => (result.hits ?? []).filter(isHit)),
  ).map((hit) => hit.card);
}

/**
 * The cards of up to 6 similar cars, same model first. When the spec's queries fail the failure
 * is logged and one generic search (in stock, not this car) is tried; if that fails too, it
 * rejects and the caller logs it.
 */
export async function findSimilarCars(
  client: Pick<PageSearchClient, 'search'>,
  source: SimilarCarsSource,
  indexName: string,
  warn: Warn = console.warn,
): Promise<VehicleCardModel[]> {
  try {
    return cards(source, await client.search(similarCarQueries(source, indexName).map(request)));
  } catch (error) {
    warn('Similar cars: the search failed; trying a generic search', error);
  }
  return cards(source, await client.search([request(genericSimilarQuery(source, indexName))]));
}
