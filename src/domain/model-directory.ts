/**
 * Spec 01 §2 "Directory searches: one with a text query and filters for make, model and body (21
 * hits per page)" and §"Directory search (manufacturers, models)": the tenant's makes and models
 * (from its stock, its site.json manufacturers and its accessories content), searched by the
 * manufacturer and model directory pages (issue 17 item 9). Results are cached by key, 10 entries,
 * oldest dropped first (spec 01 "Search cache: 10 entries for directory searches").
 */

/** Spec 01 "Page size: directory searches 21". */
export const DIRECTORY_PAGE_SIZE = 21;
/** Spec 01 "Search cache: 10 entries for directory searches". */
export const DIRECTORY_CACHE_SIZE = 10;

/** One hit of a directory: a make (with all its models) or one model of a make. */
export interface DirectoryEntry {
  make: string;
  /** The model of a model hit; absent on a make hit. */
  model?: string;
  /** The models the entry stands for (a make's all, a model's own). */
  models: string[];
  /** Body types of its cars in stock. */
  bodies: string[];
  /** Cars in stock. */
  count: number;
}

interface CarLike {
  make: string;
  model: string;
  simple_body?: string | null;
}

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * Every model a directory lists: each make and model in stock with its body types and count, then
 * the `extra` models (accessories content) not in stock, with no body and a count of 0.
 */
export function directoryModels(cars: readonly CarLike[], extra: readonly { make: string; model: string }[] = []) {
  const found = new Map<string, DirectoryEntry>();
  const entry = (make: string, model: string) => {
    const key = `${make}\u0000${model}`;
    let item = found.get(key);
    if (!item) found.set(key, (item = { make, model, models: [model], bodies: [], count: 0 }));
    return item;
  };
  for (const car of cars) {
    const item = entry(car.make, car.model);
    item.count += 1;
    if (car.simple_body && !item.bodies.includes(car.simple_body)) item.bodies.push(car.simple_body);
  }
  for (const { make, model } of extra) entry(make, model);
  for (const item of found.values()) item.bodies.sort(byName);
  return [...found.values()].sort((a, b) => byName(a.make, b.make) || byName(a.model!, b.model!));
}

/** Every make a directory lists: the site's manufacturers and the makes of `models`, each with its models. */
export function directoryMakes(models: readonly DirectoryEntry[], manufacturers: readonly string[] = []) {
  const makes = new Map<string, DirectoryEntry>();
  const entry = (make: string) => {
    const key = make.toLowerCase();
    let item = makes.get(key);
    if (!item) makes.set(key, (item = { make, models: [], bodies: [], count: 0 }));
    return item;
  };
  for (const name of manufacturers) entry(name);
  for (const model of models) {
    const item = entry(model.make);
    item.models.push(model.model!);
    item.count += model.count;
    for (const body of model.bodies) if (!item.bodies.includes(body)) item.bodies.push(body);
  }
  for (const item of makes.values()) item.bodies.sort(byName);
  return [...makes.values()].sort((a, b) => byName(a.make, b.make));
}

/** What the shopper asked: a text query, make, model and body ('' for any) and a page from 1. */
export interface DirectoryQuery {
  query: string;
  make: string;
  model: string;
  body: string;
  page: number;
}

export interface DirectoryResults {
  /** Indexes into the entries searched, of this page's hits. */
  hits: number[];
  /** Hits on every page. */
  total: number;
  page: number;
  pages: number;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The entries that match every word of the query (in make or model names) and each filter chosen,
 * 21 a page; a page past the last gives the last.
 */
export function searchDirectory(entries: readonly DirectoryEntry[], query: DirectoryQuery): DirectoryResults {
  const wanted = words(query.query);
  const matching: number[] = [];
  entries.forEach((entry, index) => {
    if (query.make && entry.make !== query.make) return;
    if (query.model && !entry.models.includes(query.model)) return;
    if (query.body && !entry.bodies.includes(query.body)) return;
    const text = `${entry.make} ${entry.models.join(' ')}`.toLowerCase();
    if (wanted.every((word) => text.includes(word))) matching.push(index);
  });
  const pages = Math.max(1, Math.ceil(matching.length / DIRECTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pages);
  const start = (page - 1) * DIRECTORY_PAGE_SIZE;
  return { hits: matching.slice(start, start + DIRECTORY_PAGE_SIZE), total: matching.length, page, pages };
}

/** The cache key of a query: the same question, the same key. */
export function directoryKey(query: DirectoryQuery): string {
  return JSON.stringify([query.query.trim().toLowerCase(), query.make, query.model, query.body, query.page]);
}

/** A results cache of `size` entries by key; when full, the oldest entry is dropped first. */
export function createDirectoryCache<T>(size = DIRECTORY_CACHE_SIZE) {
  const entries = new Map<string, T>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > size) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

/** The count the results announce: "21 models", "1 manufacturer", "No models match". */
export function directoryCountText(total: number, kind: 'makes' | 'models'): string {
  const [one, many] = kind === 'makes' ? ['manufacturer', 'manufacturers'] : ['model', 'models'];
  return total ? `${total} ${total === 1 ? one : many}` : `No ${many} match`;
}

/** Spec 02 §2 "/models?body={body-type}": the models-by-body page of one body type. */
export const modelsBodyPath = (bodySlug: string) => `/models/${bodySlug}`;
/** The directory searches behind the models and brands menus (issue 17 item 9). */
export const MODEL_DIRECTORY_PATH = '/models/search';
export const MAKE_DIRECTORY_PATH = '/brands/search';
/** Issue 17: "/{model slug}/accessories". */
export const accessoriesPath = (modelSlug: string) => `/${modelSlug}/accessories`;
