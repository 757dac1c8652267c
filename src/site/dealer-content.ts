/**
 * The dealer pages a tenant builds (issue 17 item 7): its content pages, offers and posts from the
 * content collections (src/content.config.ts), its brand overviews and models by body type from
 * site.json and the stock. A page with no content is not in the list, so it is neither built (the
 * `[...page]` route's getStaticPaths) nor linked (the menus keep only built content routes).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { isPromoActive } from '../domain/promo-cards.ts';
import { modelsByBody } from '../domain/dealer-pages.ts';
import { slugify } from '../domain/routes.ts';
import {
  accessoriesPath,
  directoryMakes,
  directoryModels,
  modelsBodyPath,
  MAKE_DIRECTORY_PATH,
  MODEL_DIRECTORY_PATH,
  type DirectoryEntry,
} from '../domain/model-directory.ts';
import type { Tenant } from '../tenants/load-tenant.ts';

type Manufacturer = Tenant['site']['manufacturers'][number];

export type DealerRoute =
  | { kind: 'page'; path: string; entry: CollectionEntry<'pages'> }
  | { kind: 'offers'; path: string; offers: CollectionEntry<'offers'>[] }
  | { kind: 'offer'; path: string; entry: CollectionEntry<'offers'> }
  | { kind: 'blog'; path: string; posts: CollectionEntry<'posts'>[] }
  | { kind: 'post'; path: string; entry: CollectionEntry<'posts'> }
  | { kind: 'brands'; path: string }
  | { kind: 'brand'; path: string; manufacturer: Manufacturer }
  | { kind: 'models'; path: string; body?: string }
  | { kind: 'accessories'; path: string; entry: CollectionEntry<'accessories'> }
  | { kind: 'directory'; path: string; directory: 'makes' | 'models'; entries: DirectoryEntry[] };

/** The special-offers page's path, and an offer's under it. */
export const OFFERS_PATH = '/special-offers';
export const BLOG_PATH = '/blog';
export const BRANDS_PATH = '/brands';
export const MODELS_PATH = '/models';
export const brandOverviewPath = (manufacturer: { slug: string }) => `/${manufacturer.slug}/overview`;

let cached: Promise<DealerRoute[]> | undefined;

/** Every dealer page of the tenant being built, read once per build process. */
export function dealerRoutes(tenant: Tenant): Promise<DealerRoute[]> {
  cached ??= collectRoutes(tenant);
  return cached;
}

/** The paths of the dealer pages built, for the menus' filter. */
export async function builtDealerPaths(tenant: Tenant): Promise<Set<string>> {
  return new Set((await dealerRoutes(tenant)).map((route) => route.path));
}

async function collectRoutes(tenant: Tenant): Promise<DealerRoute[]> {
  const routes: DealerRoute[] = [];
  for (const entry of await getCollection('pages')) {
    for (const path of [`/${entry.id}`, ...entry.data.aliases]) routes.push({ kind: 'page', path, entry });
  }
  // Offers show only between their start and expiry (spec 01 §2 / 02 §4, the promo cards' rule).
  const offers = (await getCollection('offers'))
    .filter((entry) => isPromoActive(entry.data, tenant.now))
    .sort((a, b) => a.data.expiry.localeCompare(b.data.expiry));
  if (offers.length) {
    routes.push({ kind: 'offers', path: OFFERS_PATH, offers });
    for (const entry of offers) routes.push({ kind: 'offer', path: `${OFFERS_PATH}/${entry.id}`, entry });
  }
  const posts = (await getCollection('posts')).sort((a, b) => b.data.date.localeCompare(a.data.date));
  if (posts.length) {
    routes.push({ kind: 'blog', path: BLOG_PATH, posts });
    for (const entry of posts) routes.push({ kind: 'post', path: `${BLOG_PATH}/${entry.id}`, entry });
  }
  const { manufacturers } = tenant.site;
  if (manufacturers.length > 1) routes.push({ kind: 'brands', path: BRANDS_PATH });
  for (const manufacturer of manufacturers)
    routes.push({ kind: 'brand', path: brandOverviewPath(manufacturer), manufacturer });
  if (tenant.cars.some((car) => car.simple_body)) {
    routes.push({ kind: 'models', path: MODELS_PATH });
    // One page per body type (spec 02 §2 "/models?body="): the filtered view with no script.
    for (const body of vehicleBodies(tenant))
      routes.push({ kind: 'models', path: modelsBodyPath(slugify(body)), body });
  }
  const accessories = await getCollection('accessories');
  for (const entry of accessories) routes.push({ kind: 'accessories', path: accessoriesPath(entry.id), entry });
  // The directory searches (issue 17 item 9): models from stock and accessories content, makes also from site.json.
  const models = directoryModels(
    tenant.cars,
    accessories.map((entry) => entry.data),
  );
  const makes = directoryMakes(
    models,
    manufacturers.map((manufacturer) => manufacturer.name),
  );
  if (models.length)
    routes.push({ kind: 'directory', path: MODEL_DIRECTORY_PATH, directory: 'models', entries: models });
  if (makes.length > 1)
    routes.push({ kind: 'directory', path: MAKE_DIRECTORY_PATH, directory: 'makes', entries: makes });
  return routes;
}

let bodies: string[] | undefined;
/** The body types in stock, for the header's Vehicles dropdown (empty when /models is not built). */
export function vehicleBodies(tenant: Tenant): string[] {
  // "/models/search" is the directory's: a body type spelt "Search" gets no page of its own.
  bodies ??= modelsByBody(tenant.cars)
    .map((group) => group.body)
    .filter((body) => slugify(body) !== 'search');
  return bodies;
}
