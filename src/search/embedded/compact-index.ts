/**
 * The embedded search index as the build writes it (a content-hashed JSON file the browser fetches
 * once) and as the browser reads it back. The file is columnar: one entry per field holding that
 * field for every car, fields that move together as one dictionary of tuples, and card fields the
 * search fields imply left out (derive-or-store). Decoding gives back documents deep-equal to the
 * ones encoded, whatever the stock: a rule that does not hold for a car only costs bytes.
 */
import type { VehicleCardModel } from '../../domain/vehicle-card-model.ts';
import { MAKE_MODEL_SEPARATOR } from '../attributes.ts';
import type { SearchDocument } from '../document.ts';
import {
  decodeCodes,
  decodeDerived,
  decodeExceptions,
  decodeNumbered,
  decodeNumbers,
  decodeStringLists,
  decodeStrings,
  decodeTuples,
  encodeDerived,
  encodeExceptions,
  encodeNumbered,
  encodeNumbers,
  encodeStringLists,
  encodeStrings,
  encodeTuples,
  type DerivedColumn,
  type NumberColumn,
  type NumberedColumn,
  type StringColumn,
  type StringListColumn,
  type TupleColumn,
} from './compact-columns.ts';
import { guessCardFacts, guessCardSubtitle, guessCardTitle, guessCarHref, guessNamePrefix } from './card-prediction.ts';

export const COMPACT_INDEX_FORMAT = 'embedded-search-index/2';

type Fields = Omit<SearchDocument, 'card'>;
type Field = keyof Fields;

/**
 * Fields stored as one tuple code per car: a vehicle variant (its make, model, badge, series, body
 * and drivetrain repeat across many cars), a sales location (city, state, names and ids), and the
 * status with its in-stock flag. Each group costs about what its most varied field alone would.
 */
const TUPLE_GROUPS = [
  ['make', 'model', 'badge', 'series', 'body', 'fuel', 'transmission', 'drive', 'seats', 'item_type'],
  ['state', 'city', 'location_name', 'dealership_name', 'dealership_slug', 'dealership_id', 'location_id'],
  ['status', 'in_stock'],
] as const satisfies readonly (readonly Field[])[];

export interface CompactCardColumns {
  /** Exceptions only: the card id is the car id. */
  id: Record<string, number>;
  href: DerivedColumn;
  title: DerivedColumn;
  subtitle: DerivedColumn;
  /** Predicted as the image of the last car of the same body and colour (sample stock shares images). */
  imageUrl: DerivedColumn;
  /** Predicted as the car's name. */
  imageAlt: DerivedColumn;
  /** JSON of each tag (a handful of distinct tags). */
  tag: StringColumn;
  /** JSON of each price display with its amounts written relative to the car's price. */
  price: StringColumn;
  /** Exceptions only: in stock follows in_stock. */
  inStock: Record<string, boolean>;
  /** Exceptions only: facts follow the card rule. */
  facts: Record<string, VehicleCardModel['facts']>;
  /** JSON of each reserve action with its link written relative to the card link. */
  reserve: StringColumn;
  /** Exceptions only: the heart shows on cars in stock. (make and model are the car's own, not stored twice.) */
  saveable: Record<string, boolean>;
}

/** The index file: plain JSON, written by encodeIndex and read back by decodeIndex. */
export interface CompactIndex {
  format: typeof COMPACT_INDEX_FORMAT;
  count: number;
  groups: TupleColumn[];
  id: NumberColumn;
  name: DerivedColumn;
  colour: StringColumn;
  stocknum: NumberedColumn;
  make_model: DerivedColumn;
  car_type: StringColumn;
  tag: StringColumn;
  certified: StringColumn;
  categories: StringListColumn;
  filtered_features: StringListColumn;
  price: NumberColumn;
  km: NumberColumn;
  year: NumberColumn;
  weekly_price: NumberColumn;
  subscription_price: NumberColumn;
  created_at_timestamp: NumberColumn;
  card: CompactCardColumns;
}

const makeModel = (car: Pick<Fields, 'make' | 'model'>) => `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}`;
const imageContext = (car: Pick<Fields, 'body' | 'colour'>) => `${car.body ?? ''}\u0000${car.colour ?? ''}`;

function priceShape(price: VehicleCardModel['price'], carPrice: number): string {
  // Whole amounts are written relative to the car's price ([key, difference, 1]): most cards show
  // the price itself (0), offers a round discount, so a few shapes cover the whole stock.
  const relative = Number.isSafeInteger(carPrice);
  return JSON.stringify(
    Object.entries(price).map(([key, value]) =>
      relative && typeof value === 'number' && Number.isSafeInteger(value) ? [key, value - carPrice, 1] : [key, value],
    ),
  );
}

function reserveShape(reserve: VehicleCardModel['reserve'], href: string): string | null {
  if (!reserve) return null;
  return JSON.stringify(
    reserve.href.startsWith(href)
      ? ['s', reserve.href.slice(href.length), reserve.label]
      : ['h', reserve.href, reserve.label],
  );
}

function imageGuesses(cars: readonly Fields[], images: readonly (string | null)[]): string[] {
  const last = new Map<string, string>();
  return cars.map((car, row) => {
    const key = imageContext(car);
    const guess = last.get(key) ?? '';
    const image = images[row];
    if (image != null) last.set(key, image);
    return guess;
  });
}

/** Writes documents as the compact index (see CompactIndex); the order of the documents is kept. */
export function encodeIndex(documents: readonly SearchDocument[]): CompactIndex {
  const count = documents.length;
  const column = <K extends Field>(field: K): Fields[K][] => documents.map((doc) => doc[field]);
  const cards = documents.map((doc) => doc.card);
  const hrefs = cards.map((card) => card.href);
  const images = cards.map((card) => card.imageUrl);
  const guessedImages = imageGuesses(documents, images);
  return {
    format: COMPACT_INDEX_FORMAT,
    count,
    groups: TUPLE_GROUPS.map((fields) => encodeTuples(fields, documents as unknown as Record<string, unknown>[])),
    id: encodeNumbers(column('id'), { delta: true }),
    name: encodeDerived(column('name'), (row) => guessNamePrefix(documents[row]!)),
    colour: encodeStrings(column('colour')),
    stocknum: encodeNumbered(column('stocknum')),
    make_model: encodeDerived(column('make_model'), (row) => makeModel(documents[row]!)),
    car_type: encodeStrings(column('car_type')),
    tag: encodeStrings(column('tag')),
    certified: encodeStrings(column('certified')),
    categories: encodeStringLists(column('categories')),
    filtered_features: encodeStringLists(column('filtered_features')),
    price: encodeNumbers(column('price')),
    km: encodeNumbers(column('km')),
    year: encodeNumbers(column('year')),
    weekly_price: encodeNumbers(column('weekly_price')),
    subscription_price: encodeNumbers(column('subscription_price')),
    created_at_timestamp: encodeNumbers(column('created_at_timestamp')),
    card: {
      id: encodeExceptions(
        cards.map((card) => card.id),
        (row) => documents[row]!.id,
      ),
      href: encodeDerived(hrefs, (row) => guessCarHref(documents[row]!)),
      title: encodeDerived(
        cards.map((card) => card.title),
        (row) => guessCardTitle(documents[row]!),
      ),
      subtitle: encodeDerived(
        cards.map((card) => card.subtitle),
        (row) => guessCardSubtitle(documents[row]!),
      ),
      imageUrl: encodeDerived(images, (row) => guessedImages[row]!),
      imageAlt: encodeDerived(
        cards.map((card) => card.imageAlt),
        (row) => documents[row]!.name,
      ),
      tag: encodeStrings(cards.map((card) => (card.tag ? JSON.stringify(card.tag) : null))),
      price: encodeStrings(cards.map((card, row) => priceShape(card.price, documents[row]!.price))),
      inStock: encodeExceptions(
        cards.map((card) => card.inStock),
        (row) => documents[row]!.in_stock === 1,
      ),
      facts: encodeExceptions(
        cards.map((card) => card.facts),
        (row) => guessCardFacts(documents[row]!),
      ),
      reserve: encodeStrings(cards.map((card) => reserveShape(card.reserve, card.href))),
      saveable: encodeExceptions(
        cards.map((card) => card.saveable),
        (row) => documents[row]!.in_stock === 1,
      ),
    },
  };
}

type Columns = { [K in Field]: Fields[K][] };

function decodeColumns(index: CompactIndex): Columns {
  const { count } = index;
  const grouped = new Map<string, unknown[]>();
  for (const group of index.groups)
    for (const [field, values] of decodeTuples(group, count)) grouped.set(field, values);
  const fromGroup = <K extends Field>(field: K): Fields[K][] => {
    const values = grouped.get(field);
    if (!values) throw new Error(`decodeIndex: no column for ${field}`);
    return values as Fields[K][];
  };
  const partial = {
    id: decodeNumbers(index.id, count) as number[],
    make: fromGroup('make'),
    model: fromGroup('model'),
    badge: fromGroup('badge'),
    series: fromGroup('series'),
    colour: decodeStrings(index.colour, count),
    body: fromGroup('body'),
    fuel: fromGroup('fuel'),
    stocknum: decodeNumbered(index.stocknum, count),
    transmission: fromGroup('transmission'),
    drive: fromGroup('drive'),
    car_type: decodeStrings(index.car_type, count) as Fields['car_type'][],
    status: fromGroup('status'),
    state: fromGroup('state'),
    city: fromGroup('city'),
    location_name: fromGroup('location_name'),
    dealership_name: fromGroup('dealership_name'),
    dealership_slug: fromGroup('dealership_slug'),
    dealership_id: fromGroup('dealership_id'),
    location_id: fromGroup('location_id'),
    item_type: fromGroup('item_type'),
    seats: fromGroup('seats'),
    tag: decodeStrings(index.tag, count),
    certified: decodeStrings(index.certified, count) as Fields['certified'][],
    categories: decodeStringLists(index.categories, count),
    filtered_features: decodeStringLists(index.filtered_features, count),
    price: decodeNumbers(index.price, count) as number[],
    km: decodeNumbers(index.km, count),
    year: decodeNumbers(index.year, count) as number[],
    weekly_price: decodeNumbers(index.weekly_price, count),
    subscription_price: decodeNumbers(index.subscription_price, count),
    created_at_timestamp: decodeNumbers(index.created_at_timestamp, count) as number[],
    in_stock: fromGroup('in_stock'),
  };
  const at = (row: number) => ({
    year: partial.year[row]!,
    make: partial.make[row]!,
    model: partial.model[row]!,
    badge: partial.badge[row]!,
  });
  return {
    ...partial,
    name: decodeDerived(index.name, count, (row) => guessNamePrefix(at(row))) as string[],
    make_model: decodeDerived(index.make_model, count, (row) => makeModel(at(row))) as string[],
  };
}

function rowOf(columns: Columns, row: number): Fields {
  // One object literal in SearchDocument's field order: every document gets the same hidden class.
  return {
    id: columns.id[row]!,
    make: columns.make[row]!,
    model: columns.model[row]!,
    badge: columns.badge[row] ?? null,
    series: columns.series[row] ?? null,
    name: columns.name[row]!,
    colour: columns.colour[row] ?? null,
    body: columns.body[row] ?? null,
    fuel: columns.fuel[row] ?? null,
    stocknum: columns.stocknum[row] ?? null,
    make_model: columns.make_model[row]!,
    transmission: columns.transmission[row] ?? null,
    drive: columns.drive[row] ?? null,
    car_type: columns.car_type[row]!,
    status: columns.status[row]!,
    state: columns.state[row] ?? null,
    city: columns.city[row] ?? null,
    location_name: columns.location_name[row] ?? null,
    dealership_name: columns.dealership_name[row] ?? null,
    dealership_slug: columns.dealership_slug[row] ?? null,
    dealership_id: columns.dealership_id[row] ?? null,
    location_id: columns.location_id[row] ?? null,
    item_type: columns.item_type[row] ?? null,
    seats: columns.seats[row] ?? null,
    tag: columns.tag[row] ?? null,
    certified: columns.certified[row]!,
    categories: columns.categories[row]!,
    filtered_features: columns.filtered_features[row]!,
    price: columns.price[row]!,
    km: columns.km[row] ?? null,
    year: columns.year[row]!,
    weekly_price: columns.weekly_price[row] ?? null,
    subscription_price: columns.subscription_price[row] ?? null,
    created_at_timestamp: columns.created_at_timestamp[row]!,
    in_stock: columns.in_stock[row]!,
  };
}

/** Parses each distinct JSON value of a dictionary column once. */
function parsedDictionary<T>(column: StringColumn, count: number, parse: (json: string) => T): (T | null)[] {
  const parsed = column.d.map((json) => (json === null ? null : parse(json)));
  return decodeCodes(column, count).map((code) => parsed[code] ?? null);
}

function decodeCards(index: CompactIndex, cars: readonly Fields[]): VehicleCardModel[] {
  const { count, card } = index;
  const ids = decodeExceptions(card.id, count, (row) => cars[row]!.id);
  const hrefs = decodeDerived(card.href, count, (row) => guessCarHref(cars[row]!));
  const titles = decodeDerived(card.title, count, (row) => guessCardTitle(cars[row]!));
  const subtitles = decodeDerived(card.subtitle, count, (row) => guessCardSubtitle(cars[row]!));
  const lastImage = new Map<string, string>();
  const images = decodeDerived(
    card.imageUrl,
    count,
    (row) => lastImage.get(imageContext(cars[row]!)) ?? '',
    (row, image) => {
      if (image !== null) lastImage.set(imageContext(cars[row]!), image);
    },
  );
  const alts = decodeDerived(card.imageAlt, count, (row) => cars[row]!.name);
  // Tags are shared between cards (read-only); prices are rebuilt per card as their amounts differ.
  const tags = parsedDictionary(card.tag, count, (json) => JSON.parse(json) as VehicleCardModel['tag']);
  const prices = parsedDictionary(card.price, count, (json) => JSON.parse(json) as [string, unknown, 1?][]);
  const inStock = decodeExceptions(card.inStock, count, (row) => cars[row]!.in_stock === 1);
  const facts = decodeExceptions(card.facts, count, (row) => guessCardFacts(cars[row]!));
  const reserves = parsedDictionary(card.reserve, count, (json) => JSON.parse(json) as [string, string, string]);
  const saveable = decodeExceptions(card.saveable, count, (row) => cars[row]!.in_stock === 1);
  return cars.map((car, row) => {
    const href = hrefs[row]!;
    const reserve = reserves[row];
    const price: Record<string, unknown> = {};
    for (const [key, value, relative] of prices[row] ?? [])
      price[key] = relative ? (value as number) + car.price : value;
    return {
      id: ids[row]!,
      href,
      title: titles[row]!,
      subtitle: subtitles[row]!,
      imageUrl: images[row] ?? null,
      imageAlt: alts[row]!,
      tag: tags[row] ?? null,
      price: price as unknown as VehicleCardModel['price'],
      inStock: inStock[row]!,
      facts: facts[row]!,
      reserve: reserve ? { href: reserve[0] === 's' ? href + reserve[1] : reserve[1], label: reserve[2] } : null,
      make: car.make,
      model: car.model,
      saveable: saveable[row]!,
    };
  });
}

/**
 * Reads the compact index back into the documents it was written from (deep-equal, same order).
 * Throws on a file of another format, so a stale cached index is never half-read.
 */
export function decodeIndex(index: CompactIndex): SearchDocument[] {
  if (index.format !== COMPACT_INDEX_FORMAT)
    throw new Error(`decodeIndex: expected format ${COMPACT_INDEX_FORMAT}, got ${String(index.format)}`);
  const columns = decodeColumns(index);
  const cars = Array.from({ length: index.count }, (_, row) => rowOf(columns, row));
  const cards = decodeCards(index, cars);
  return cars.map((car, row) => ({ ...car, card: cards[row]! }));
}
