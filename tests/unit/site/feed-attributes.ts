/**
 * The published attribute lists of the two vehicle feeds, written here from the documentation and
 * not from the code under test, and checks that hold one feed row to them: every required attribute
 * present, in the published format. Used on every row of every sample tenant's feeds.
 *
 * Google vehicle listings: https://developers.google.com/vehicle-listings/reference/feed-specification
 * (required: vin, store_code, dealership_name, dealership_address, price, condition, make, model,
 * year; mileage for used vehicles; image_link and link, recommended there, are required by the
 * issue and by Google's vehicle ads). Meta automotive catalogue:
 * https://developers.facebook.com/docs/marketing-api/auto-ads/reference and
 * https://developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog.
 */
import { child, textOf, type XmlNode } from '../functions/adf-xml.ts';

export const GOOGLE_REQUIRED = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
  'link',
  'image_link',
] as const;

export const META_REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'price',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'exterior_color',
  'state_of_vehicle',
  'vin',
  'body_style',
] as const;

const META_BODY_STYLES = [
  'CONVERTIBLE',
  'COUPE',
  'HATCHBACK',
  'MINIVAN',
  'TRUCK',
  'SUV',
  'SEDAN',
  'VAN',
  'WAGON',
  'CROSSOVER',
  'OTHER',
];
const META_TRANSMISSIONS = ['AUTOMATIC', 'MANUAL'];
const META_FUEL_TYPES = [
  'DIESEL',
  'ELECTRIC',
  'FLEX',
  'GASOLINE',
  'HYBRID',
  'PETROL',
  'PLUGIN_HYBRID',
  'OTHER',
  'NONE',
];
const META_DRIVETRAINS = ['4X2', '4X4', 'AWD', 'FWD', 'RWD', 'TWO_WD', 'FOUR_WD', 'OTHER', 'NONE'];
const META_STATES = ['NEW', 'USED', 'CPO'];

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const PRICE = /^\d+\.\d{2} AUD$/;
const isUrlOn = (value: string, origin?: string) => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && (!origin || url.origin === origin);
  } catch {
    return false;
  }
};

/** RFC 4180 reader: quoted fields with doubled quotes, CRLF records. Throws on a malformed quote. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      // A quoted field: up to the quote that is not doubled.
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) throw new Error('an unterminated quoted field');
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n]/);
      field = end === -1 ? text.slice(at) : text.slice(at, at + end);
      if (field.includes('"')) throw new Error(`a quote inside an unquoted field at ${at}`);
      at += field.length;
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else {
      throw new Error(`expected a comma or CRLF after a field at ${at}`);
    }
  }
  if (record.length) throw new Error('the last record does not end in CRLF');
  return records;
}

/** The rows of a CSV feed as objects keyed by the header row. */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('no header row');
  return records.map((record) => {
    if (record.length !== header.length) throw new Error(`a row of ${record.length} fields, header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, record[i]!]));
  });
}

/** What is wrong with one Google row (empty when nothing). */
export function googleRowProblems(row: Record<string, string>, origin: string): string[] {
  const problems = GOOGLE_REQUIRED.filter((name) => !row[name]?.trim()).map((name) => `${name}: missing`);
  if (row.condition === 'used' && !row.mileage) problems.push('mileage: missing for a used car');
  if (row.vin && !VIN.test(row.vin)) problems.push('vin: not 17 characters');
  if (row.price && !PRICE.test(row.price)) problems.push(`price: ${row.price}`);
  if (row.condition && !['new', 'used'].includes(row.condition)) problems.push(`condition: ${row.condition}`);
  if (row.year && !/^\d{4}$/.test(row.year)) problems.push(`year: ${row.year}`);
  if (row.mileage && !/^\d+ (km|miles)$/.test(row.mileage)) problems.push(`mileage: ${row.mileage}`);
  if (row.link && !isUrlOn(row.link, origin)) problems.push(`link: ${row.link}`);
  if (row.image_link && !isUrlOn(row.image_link)) problems.push(`image_link: ${row.image_link}`);
  if (row.dealership_address && !/, AU$/.test(row.dealership_address)) problems.push('dealership_address: no country');
  if (row.certified_pre_owned && !['0', '1'].includes(row.certified_pre_owned)) problems.push('certified_pre_owned');
  if (row.date_in_stock && !/^\d{4}-\d{2}-\d{2}$/.test(row.date_in_stock)) problems.push('date_in_stock');
  return problems;
}

const elements = (node: XmlNode) => node.children.filter((c): c is XmlNode => typeof c !== 'string');

/** A Meta `<listing>` flattened to the reference's JSON-path names (image[0].url, address.city, ...). */
export function metaFields(listing: XmlNode): Record<string, string> {
  const fields: Record<string, string> = {};
  let image = 0;
  for (const node of elements(listing)) {
    if (node.name === 'image') fields[`image[${image++}].url`] = textOf(child(node, 'url')) ?? '';
    else if (node.name === 'mileage') {
      fields['mileage.value'] = textOf(child(node, 'value')) ?? '';
      fields['mileage.unit'] = textOf(child(node, 'unit')) ?? '';
    } else if (node.name === 'address') {
      for (const part of elements(node)) fields[`address.${part.attrs.name}`] = textOf(part) ?? '';
    } else fields[node.name] = textOf(node) ?? '';
  }
  return fields;
}

/** What is wrong with one Meta listing (empty when nothing). */
export function metaListingProblems(fields: Record<string, string>, origin: string): string[] {
  const problems = META_REQUIRED.filter((name) => !fields[name]?.trim()).map((name) => `${name}: missing`);
  const oneOf = (name: string, values: string[]) => {
    if (fields[name] && !values.includes(fields[name].toUpperCase())) problems.push(`${name}: ${fields[name]}`);
  };
  oneOf('body_style', META_BODY_STYLES);
  oneOf('transmission', META_TRANSMISSIONS);
  oneOf('fuel_type', META_FUEL_TYPES);
  oneOf('drivetrain', META_DRIVETRAINS);
  oneOf('state_of_vehicle', META_STATES);
  oneOf('mileage.unit', ['MI', 'KM']);
  if (fields.vin && !VIN.test(fields.vin)) problems.push('vin: not 17 characters');
  if ((fields.vehicle_id ?? '').length > 100) problems.push('vehicle_id: over 100 characters');
  if (Array.from(fields.description ?? '').length > 5000) problems.push('description: over 5000 characters');
  if (fields['mileage.value'] && !/^\d+$/.test(fields['mileage.value'])) problems.push('mileage.value');
  if (fields.year && !/^\d{4}$/.test(fields.year)) problems.push(`year: ${fields.year}`);
  for (const name of ['price', 'sale_price'])
    if (fields[name] && !PRICE.test(fields[name])) problems.push(`${name}: ${fields[name]}`);
  if (fields.url && !isUrlOn(fields.url, origin)) problems.push(`url: ${fields.url}`);
  if (fields['image[0].url'] && !isUrlOn(fields['image[0].url'])) problems.push('image[0].url');
  if (Object.keys(fields).filter((name) => name.startsWith('image[')).length > 20) problems.push('image: over 20');
  return problems;
}
