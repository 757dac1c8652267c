/**
 * The ADF (Auto-lead Data Format) 1.0 document for one lead: the XML the auto industry's CRMs
 * import (`<?adf version="1.0"?>`, one `prospect` with requestdate, vehicle, customer/contact,
 * vendor and provider, in the DTD's element order). Built from the stored lead only, plus the
 * dealer's details and, when known, the car, so every retry sends the same document.
 */
import type { Car } from '../../../src/domain/schemas/car.ts';
import type { StoredLead } from '../../ports/lead-store.ts';
import { escapeXml } from '../../../src/domain/xml-text.ts';

/** The car a lead is about, as ADF describes a vehicle. */
export interface AdfVehicle {
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  vin?: string | null;
  stock?: string | null;
  /** new | used | demo: ADF knows new and used only, demo counts as used. */
  condition: string;
  km?: number | null;
  price?: number | null;
}

/** A stock car as ADF describes it (for the `vehicleFor` lookup the ADF sink is given at start-up). */
export function adfVehicle(
  car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'vin' | 'stocknum' | 'car_type' | 'km' | 'price'>,
): AdfVehicle {
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.badge,
    vin: car.vin,
    stock: car.stocknum,
    condition: car.car_type,
    km: car.km,
    price: car.price,
  };
}

export interface AdfParties {
  /** The dealership receiving the lead. */
  vendor: { name: string; id?: string | number | null; phone?: string | null; url?: string | null };
  /** Who generated the lead: the dealer's website. */
  provider: { name: string; url?: string | null };
}

/** Spec field names of the lead payload (spec 02 §3), read defensively: the payload is JSON. */
type Payload = Record<string, unknown>;

const INTEREST: Record<string, string> = {
  'test-drive': 'test-drive',
  'trade-in': 'trade-in',
  valuation: 'sell',
  'offer-acceptance': 'sell',
};

/** Payload fields the CRM sees in the comments, labelled, after the shopper's own message. */
const COMMENT_FIELDS: readonly (readonly [string, string])[] = [
  ['category', 'Category'],
  ['subcategory', 'Subcategory'],
  ['Test Drive Booking Date', 'Test Drive Booking Date'],
  ['PreferredContactMethod', 'Preferred contact method'],
  ['finance', 'Finance'],
  ['trade_in', 'Trade-in'],
  ['Rego', 'Rego'],
  ['location', 'Location'],
  // ADF's address needs a street, which no form asks for; the postcode travels here instead.
  ['postcode', 'Postcode'],
  // A reservation (issue 16): one lead per state the reservation enters.
  ['reservation_id', 'Reservation'],
  ['reservation_state', 'Reservation state'],
  ['deposit', 'Deposit'],
  ['payment_provider', 'Payment'],
  ['hold_until', 'Held until'],
  ['url', 'Page'],
  // Set by the server only, when a signed-in shopper's phone is the lead's (issue 14): "Phone verified: Yes".
  ['phone_verified', 'Phone verified'],
];

/**
 * The ADF/XML document text. `vehicle` is null for leads about no particular car: ADF requires a
 * vehicle element, so one with empty year, make and model is written (the common practice).
 */
export function adfDocument(lead: StoredLead, parties: AdfParties, vehicle: AdfVehicle | null): string {
  const p = lead.payload;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    `    <id sequence="1" source="${escapeXml(parties.provider.name)}">${escapeXml(lead.id)}</id>`,
    `    <requestdate>${requestDate(lead.createdAt)}</requestdate>`,
    // A lead about no stock car whose shopper described a trade-in (a valuation, an offer accepted, an appraisal
    // request): that car is the lead's vehicle; otherwise the trade-in follows the car of interest.
    ...(vehicle === null && tradeInLines(p, 'sell').length > 0
      ? tradeInLines(p, INTEREST[lead.type] ?? 'trade-in')
      : [...vehicleLines(lead, vehicle), ...tradeInLines(p, 'trade-in')]),
    '    <customer>',
    '      <contact primarycontact="1">',
    ...nameLines(p),
    ...reachLines('        ', text(p, 'email'), text(p, 'phone')),
    '      </contact>',
    ...optional('      ', 'comments', comments(lead)),
    '    </customer>',
    '    <vendor>',
    ...(parties.vendor.id != null
      ? [`      <id source="dealer platform">${escapeXml(String(parties.vendor.id))}</id>`]
      : []),
    `      <vendorname>${escapeXml(parties.vendor.name)}</vendorname>`,
    ...optional('      ', 'url', parties.vendor.url ?? ''),
    '      <contact>',
    `        <name part="full">${escapeXml(parties.vendor.name)}</name>`,
    ...reachLines('        ', '', parties.vendor.phone ?? ''),
    '      </contact>',
    '    </vendor>',
    '    <provider>',
    `      <name part="full">${escapeXml(parties.provider.name)}</name>`,
    '      <service>Website lead</service>',
    ...optional('      ', 'url', parties.provider.url ?? ''),
    '    </provider>',
    '  </prospect>',
    '</adf>',
  ];
  return `${lines.join('\n')}\n`;
}

/** ISO 8601 with an explicit offset, as the ADF examples write it ("2000-03-30T15:30:20-08:00"). */
function requestDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? escapeXml(createdAt) : date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

function vehicleLines(lead: StoredLead, vehicle: AdfVehicle | null): string[] {
  const interest = INTEREST[lead.type] ?? 'buy';
  // An unknown car gets no status rather than the DTD's default "new", which could be wrong.
  const status = vehicle ? ` status="${vehicle.condition === 'new' ? 'new' : 'used'}"` : '';
  const carId = text(lead.payload, 'car_id');
  const out = [`    <vehicle interest="${interest}"${status}>`];
  if (carId) out.push(`      <id source="${escapeXml(lead.tenant)}">${escapeXml(carId)}</id>`);
  out.push(
    `      <year>${vehicle ? vehicle.year : ''}</year>`,
    `      <make>${escapeXml(vehicle?.make ?? '')}</make>`,
    `      <model>${escapeXml(vehicle?.model ?? '')}</model>`,
  );
  if (vehicle) {
    out.push(
      ...optional('      ', 'vin', vehicle.vin ?? ''),
      ...optional('      ', 'stock', vehicle.stock ?? ''),
      ...optional('      ', 'trim', vehicle.trim ?? ''),
    );
    if (vehicle.km != null)
      out.push(`      <odometer status="original" units="km">${Math.round(vehicle.km)}</odometer>`);
    if (vehicle.price != null && vehicle.price > 0)
      out.push(`      <price type="asking" currency="AUD">${vehicle.price}</price>`);
  }
  out.push('    </vehicle>');
  return out;
}

/**
 * The shopper's trade-in (the valuation journey's `tradein`: year, make, model, badge, km), as ADF 1.0 writes a car
 * the customer brings: a `<vehicle interest="trade-in" status="used">` (the DTD allows `vehicle+`; ADF 1.0 has no
 * separate trade-in element), or `sell` where it is the car the lead is about. Nothing when the lead carries none.
 */
function tradeInLines(payload: Payload, interest: string): string[] {
  const car = payload.tradein;
  if (!car || typeof car !== 'object') return [];
  const tradeIn = car as Record<string, unknown>;
  const year = typeof tradeIn.year === 'number' ? String(tradeIn.year) : '';
  const out = [
    `    <vehicle interest="${interest}" status="used">`,
    `      <year>${year}</year>`,
    `      <make>${escapeXml(text(tradeIn, 'make'))}</make>`,
    `      <model>${escapeXml(text(tradeIn, 'model'))}</model>`,
    ...optional('      ', 'trim', text(tradeIn, 'badge')),
  ];
  if (typeof tradeIn.km === 'number' && Number.isFinite(tradeIn.km))
    out.push(`      <odometer status="original" units="km">${Math.round(tradeIn.km)}</odometer>`);
  out.push('    </vehicle>');
  return out;
}

/**
 * A contact's email and phone. ADF requires at least one of them; with neither known an empty phone
 * is written (as the empty year, make and model of an unknown car are).
 */
function reachLines(indent: string, email: string, phone: string): string[] {
  if (!email && !phone) return [`${indent}<phone type="voice"></phone>`];
  return [...optional(indent, 'email', email), ...optional(indent, 'phone type="voice"', phone, 'phone')];
}

function nameLines(p: Payload): string[] {
  const first = text(p, 'name');
  const last = text(p, 'last_name');
  if (!first && !last) return ['        <name part="full"></name>'];
  return [
    ...optional('        ', 'name part="first"', first, 'name'),
    ...optional('        ', 'name part="last"', last, 'name'),
  ];
}

function comments(lead: StoredLead): string {
  const p = lead.payload;
  const lines = [text(p, 'message'), `Form: ${lead.type}`];
  for (const [field, label] of COMMENT_FIELDS) {
    const value = text(p, field);
    if (value) lines.push(`${label}: ${value}`);
  }
  return lines.filter(Boolean).join('\n');
}

/** `<tag attrs>value</tag>` when the value is not empty. */
function optional(indent: string, open: string, value: string, close = open): string[] {
  return value ? [`${indent}<${open}>${escapeXml(value)}</${close}>`] : [];
}

/** A payload field as text: strings trimmed, numbers and booleans written out, anything else ignored. */
function text(p: Payload, field: string): string {
  const value = p[field];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return '';
}
