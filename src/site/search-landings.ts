/**
 * The landing paths of spec 02 §2 a tenant's stock supports, each with the filters it stands for:
 * the default search, one per car type (and new and demo together), make, make and model, body
 * type, location, dealership and model alone (issue 17: "/search/{model}"). A path exists only when
 * some visible car matches it. When two names would take the same path segment (a body type spelt
 * like a make), the first kind in that order keeps it, so a model never takes a make's or a body's.
 */
import { CAR_TYPE_LABELS, type Car, type CarType } from '../domain/schemas/car.ts';
import type { SiteConfig } from '../domain/schemas/site-config.ts';
import { slugify } from '../domain/routes.ts';
import { MAKE_MODEL_SEPARATOR } from '../search/attributes.ts';
import type { Landing } from '../search/url-state.ts';

/** Spec 02 §2: "/search/new-used-and-demo-cars (default search path)". */
export const DEFAULT_LANDING_SEGMENT = 'new-used-and-demo-cars';
/** Spec 02 §2: "/search/new-and-demo-cars". */
export const NEW_AND_DEMO_SEGMENT = 'new-and-demo-cars';

const CAR_TYPE_ORDER: CarType[] = ['new', 'used', 'demo'];

function joinKinds(labels: string[]): string {
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? 'Our');
}

export interface TenantLandings {
  /** The default search path's landing (no filters). */
  fallback: Landing;
  /** Every landing, the fallback first. */
  all: Landing[];
}

export function searchLandings(cars: readonly Car[], site: SiteConfig): TenantLandings {
  const prefix = `/${site.search.path_prefix}`;
  const taken = new Set<string>();
  const all: Landing[] = [];
  const add = (segments: string[], title: string, lists: Landing['lists']) => {
    const path = `${prefix}/${segments.join('/')}`;
    if (segments.some((segment) => !segment) || taken.has(path)) return;
    taken.add(path);
    all.push({ path, title, lists });
  };
  const distinct = <T>(values: (T | null | undefined)[]) => [
    ...new Set(values.filter((value): value is T => value != null && value !== '')),
  ];

  const types = CAR_TYPE_ORDER.filter((type) => cars.some((car) => car.car_type === type));
  add([DEFAULT_LANDING_SEGMENT], `${joinKinds(types.map((type) => CAR_TYPE_LABELS[type]))} Cars`, {});
  for (const type of types) add([site.car_type_slugs[type]], `${CAR_TYPE_LABELS[type]} Cars`, { car_type: [type] });
  if (types.includes('new') && types.includes('demo'))
    add([NEW_AND_DEMO_SEGMENT], 'New and Demo Cars', { car_type: ['new', 'demo'] });

  const makes = distinct(cars.map((car) => car.make)).sort();
  for (const make of makes) add([slugify(make)], `${make} Cars`, { make: [make] });
  for (const make of makes) {
    const models = distinct(cars.filter((car) => car.make === make).map((car) => car.model)).sort();
    for (const model of models)
      add([slugify(make), slugify(model)], `${make} ${model}`, {
        make: [make],
        make_model: [`${make}${MAKE_MODEL_SEPARATOR}${model}`],
      });
  }
  for (const body of distinct(cars.map((car) => car.simple_body ?? car.body)).sort())
    add([slugify(body)], body, { body: [body] });
  for (const location of site.locations) {
    const names = distinct(
      cars
        .filter((car) => car.location_id === location.id || car.location?.slug === location.slug)
        .map((car) => car.location_name),
    );
    if (names.length) add([location.slug], `Stock at ${location.name}`, { location_name: names });
  }
  const dealerships = new Map(
    cars
      .filter((car) => car.dealership_slug && car.dealership_name)
      .map((car) => [car.dealership_slug!, car.dealership_name!]),
  );
  for (const [slug, name] of dealerships) add([slug], `Stock at ${name}`, { dealership_name: [name] });
  // /search/{model}: one model's stock whatever its make ("Ranger" of two makes lists both).
  const modelMakes = new Map<string, string[]>();
  for (const make of makes)
    for (const model of distinct(cars.filter((car) => car.make === make).map((car) => car.model)))
      modelMakes.set(slugify(model), [
        ...(modelMakes.get(slugify(model)) ?? []),
        `${make}${MAKE_MODEL_SEPARATOR}${model}`,
      ]);
  for (const [slug, makeModels] of [...modelMakes].sort((a, b) => a[0].localeCompare(b[0])))
    add([slug], `${makeModels.map((value) => value.replace(MAKE_MODEL_SEPARATOR, ' ')).join(' and ')} Cars`, {
      make_model: makeModels,
    });
  return { fallback: all[0]!, all };
}
