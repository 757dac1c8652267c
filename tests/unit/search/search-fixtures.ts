/**
 * Search documents for the search tests: the sample tenants' real documents, and hand-written ones
 * built from a few fields (everything else filled with plain defaults, the card consistent with them).
 */
import type { VehicleCardModel } from '../../../src/domain/vehicle-card-model.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { toSearchDocument } from '../../../src/site/search-documents.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';

export const SAMPLE_TENANTS = ['big-country-motor-group', 'harbour-city-toyota', 'southside-used-cars'] as const;

const loaded = new Map<string, SearchDocument[]>();

/** A sample tenant's documents, as the build makes them (loaded once per test file). */
export function tenantDocuments(slug: string): SearchDocument[] {
  let documents = loaded.get(slug);
  if (!documents) {
    const { site, cars, strings, now } = loadTenant(process.cwd(), slug, {});
    documents = cars.map((car) => toSearchDocument(car, site, strings, now));
    loaded.set(slug, documents);
  }
  return documents;
}

type Fields = Omit<SearchDocument, 'card'>;

/** A full document from the fields a test cares about; the card follows the fields unless given. */
export function searchDocument(
  fields: Partial<Fields> & Pick<Fields, 'id'>,
  card: Partial<VehicleCardModel> = {},
): SearchDocument {
  const make = fields.make ?? 'Toyota';
  const model = fields.model ?? 'Corolla';
  const year = fields.year ?? 2020;
  const base: Fields = {
    make,
    model,
    badge: null,
    series: null,
    name: `${year} ${make} ${model}`,
    colour: null,
    body: null,
    fuel: null,
    stocknum: null,
    make_model: `${make} > ${model}`,
    transmission: null,
    drive: null,
    car_type: 'used',
    status: 'in_stock',
    state: null,
    city: null,
    location_name: null,
    dealership_name: null,
    dealership_slug: null,
    dealership_id: null,
    location_id: null,
    item_type: null,
    seats: null,
    tag: null,
    certified: 'false',
    categories: [],
    filtered_features: [],
    price: 20000,
    km: null,
    year,
    weekly_price: null,
    subscription_price: null,
    created_at_timestamp: 1_700_000_000 + fields.id,
    in_stock: 1,
    ...fields,
  };
  return {
    ...base,
    card: {
      id: base.id,
      href: `/cars/${base.id}`,
      title: `${base.year} ${base.make} ${base.model}`,
      subtitle: '',
      imageUrl: null,
      imageAlt: base.name,
      tag: null,
      price: { kind: 'price', amount: base.price, wasPrice: null, priceType: null },
      inStock: base.in_stock === 1,
      facts: [],
      reserve: null,
      make: base.make,
      model: base.model,
      saveable: base.in_stock === 1,
      ...card,
    },
  };
}
