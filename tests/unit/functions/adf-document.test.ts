import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adfDocument, adfVehicle, type AdfParties } from '../../../functions/adapters/sinks/adf-document.ts';
import { escapeXml } from '../../../functions/adapters/sinks/xml-text.ts';
import { sampleLead } from './delivery-fakes.ts';

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: (XmlNode | string)[];
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITY[name] ?? '');

/**
 * Just enough of an XML parser to read the document back: processing instructions, elements,
 * attributes, text and the five predefined entities. Throws on anything malformed (an unescaped
 * "<" or "&", a mismatched tag), which is the point.
 */
function parseXml(source: string): { instructions: string[]; root: XmlNode } {
  const instructions: string[] = [];
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? '')) at += 1;
  };
  skipSpace();
  while (source.startsWith('<?', at)) {
    const end = source.indexOf('?>', at);
    instructions.push(source.slice(at, end + 2));
    at = end + 2;
    skipSpace();
  }
  const element = (): XmlNode => {
    const open = /^<([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<&]*(?:&\w+;[^"<&]*)*")*)\s*(\/?)>/.exec(source.slice(at));
    if (!open) throw new Error(`bad tag at ${at}: ${source.slice(at, at + 30)}`);
    at += open[0].length;
    const attrs = Object.fromEntries(
      [...(open[2] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
    );
    const node: XmlNode = { name: open[1]!, attrs, children: [] };
    if (open[3]) return node;
    for (;;) {
      if (source.startsWith(`</${node.name}>`, at)) {
        at += node.name.length + 3;
        return node;
      }
      if (source[at] === '<') {
        node.children.push(element());
        continue;
      }
      const next = source.indexOf('<', at);
      const raw = source.slice(at, next);
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(raw) || next < 0) throw new Error(`bad text at ${at}`);
      node.children.push(decode(raw));
      at = next;
    }
  };
  const root = element();
  skipSpace();
  if (at !== source.length) throw new Error('content after the root element');
  return { instructions, root };
}

const child = (node: XmlNode | undefined, name: string, attr?: [string, string]) =>
  node?.children.find(
    (c): c is XmlNode => typeof c !== 'string' && c.name === name && (!attr || c.attrs[attr[0]] === attr[1]),
  );
const textOf = (node: XmlNode | undefined) =>
  node?.children
    .filter((c) => typeof c === 'string')
    .join('')
    .trim() ?? null;
const path = (root: XmlNode, ...names: string[]) =>
  names.reduce<XmlNode | undefined>((node, name) => child(node, name), root);

const parties: AdfParties = {
  vendor: { name: 'Harbour City Toyota', id: 7, phone: '07 3000 0001', url: 'https://www.harbourcitytoyota.com.au' },
  provider: { name: 'Harbour City Toyota website', url: 'https://www.harbourcitytoyota.com.au' },
};
const corolla = {
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  trim: 'Ascent Sport',
  vin: 'JTDBR3FE10J000001',
  stock: 'U1234',
  condition: 'used',
  km: 31_250.4,
  price: 27_990,
};

describe('ADF/XML 1.0 document ("an ADF/XML 1.0 document, the auto-industry lead format")', () => {
  it('matches the expected document for an enquiry about a known car', () => {
    expect(adfDocument(sampleLead(), parties, corolla)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="Harbour City Toyota website">7c9e6679-7425-40de-944b-e07fc1f90ae7</id>
    <requestdate>2026-05-01T00:00:00+00:00</requestdate>
    <vehicle interest="buy" status="used">
      <id source="harbour-city-toyota">42</id>
      <year>2021</year>
      <make>Toyota</make>
      <model>Corolla</model>
      <vin>JTDBR3FE10J000001</vin>
      <stock>U1234</stock>
      <trim>Ascent Sport</trim>
      <odometer status="original" units="km">31250</odometer>
      <price type="asking" currency="AUD">27990</price>
    </vehicle>
    <customer>
      <contact primarycontact="1">
        <name part="first">Test</name>
        <name part="last">Shopper</name>
        <email>test.shopper@example.com</email>
        <phone type="voice">0412 345 678</phone>
        <address>
          <postalcode>4000</postalcode>
          <country>AU</country>
        </address>
      </contact>
      <comments>Is it still available?
Form: enquiry
Category: General Enquiry
Page: https://harbour-city-toyota.localhost/cars/2021-toyota-corolla</comments>
    </customer>
    <vendor>
      <id source="dealer platform">7</id>
      <vendorname>Harbour City Toyota</vendorname>
      <url>https://www.harbourcitytoyota.com.au</url>
      <contact>
        <name part="full">Harbour City Toyota</name>
        <phone type="voice">07 3000 0001</phone>
      </contact>
    </vendor>
    <provider>
      <name part="full">Harbour City Toyota website</name>
      <service>Website lead</service>
      <url>https://www.harbourcitytoyota.com.au</url>
    </provider>
  </prospect>
</adf>
`);
  });

  it('parses back: prospect with requestdate, vehicle, customer/contact, vendor and provider in DTD order', () => {
    const { instructions, root } = parseXml(adfDocument(sampleLead(), parties, corolla));
    expect(instructions).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>']);
    expect(root.name).toBe('adf');
    const prospect = child(root, 'prospect');
    expect(prospect?.children.filter((c) => typeof c !== 'string').map((c) => (c as XmlNode).name)).toEqual([
      'id',
      'requestdate',
      'vehicle',
      'customer',
      'vendor',
      'provider',
    ]);
    expect(textOf(path(root, 'prospect', 'customer', 'contact', 'email'))).toBe('test.shopper@example.com');
  });

  it.each([
    ['enquiry', 'buy'],
    ['request-photos', 'buy'],
    ['test-drive', 'test-drive'],
    ['trade-in', 'trade-in'],
    ['valuation', 'sell'],
    ['offer-acceptance', 'sell'],
  ])('a %s lead is vehicle interest "%s"', (type, interest) => {
    const { root } = parseXml(adfDocument(sampleLead({ type }), parties, corolla));
    expect(path(root, 'prospect', 'vehicle')?.attrs.interest).toBe(interest);
  });

  it('a lead about no known car still has the vehicle ADF requires, with no guessed status', () => {
    const { root } = parseXml(
      adfDocument(sampleLead({ payload: { name: 'Test', email: 'a@example.com' } }), parties, null),
    );
    const vehicle = path(root, 'prospect', 'vehicle');
    expect(vehicle?.attrs).toEqual({ interest: 'buy' });
    expect(['year', 'make', 'model'].map((name) => textOf(child(vehicle, name)))).toEqual(['', '', '']);
    expect(child(vehicle, 'id')).toBeUndefined();
  });

  it('a lead with no name still has the contact name ADF requires', () => {
    const { root } = parseXml(adfDocument(sampleLead({ payload: { phone: '0400 000 000' } }), parties, null));
    expect(child(path(root, 'prospect', 'customer', 'contact'), 'name', ['part', 'full'])).toBeDefined();
  });

  it('property: whatever a shopper types comes back intact from a well-formed document', () => {
    // XML 1.0 cannot carry control characters or lone surrogates: those are dropped, the rest kept.
    const legal = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
    const field = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('<script>&amp;"\'', ']]>', '&#0;', 'Zoë & Søren <3'),
    );
    fc.assert(
      fc.property(field, field, field, field, (name, email, message, make) => {
        const lead = sampleLead({ payload: { name, email, message, car_id: 1 } });
        const { root } = parseXml(adfDocument(lead, parties, { ...corolla, make }));
        const contact = path(root, 'prospect', 'customer', 'contact');
        if (name.trim()) expect(textOf(child(contact, 'name', ['part', 'first']))).toBe(legal(name.trim()).trim());
        if (email.trim()) expect(textOf(child(contact, 'email'))).toBe(legal(email.trim()).trim());
        expect(textOf(path(root, 'prospect', 'vehicle', 'make'))).toBe(legal(make).trim());
        if (message.trim())
          expect(textOf(path(root, 'prospect', 'customer', 'comments'))?.startsWith(legal(message.trim()).trim())).toBe(
            true,
          );
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['a & b', 'a &amp; b'],
    ['<tag>', '&lt;tag&gt;'],
    ['"quoted" \'single\'', '&quot;quoted&quot; &apos;single&apos;'],
    ['bell\u0007 null\u0000 ok', 'bell null ok'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['emoji 🚗', 'emoji 🚗'],
    ['tab\tnew\nline', 'tab\tnew\nline'],
  ])('escapeXml(%j) = %j', (input, output) => expect(escapeXml(input)).toBe(output));
});

describe('adfVehicle: a stock car as ADF describes it', () => {
  it.each([
    ['new', 'new'],
    ['demo', 'used'],
    ['used', 'used'],
  ] as const)('car_type %s → vehicle status "%s"', (carType, status) => {
    const vehicle = adfVehicle({
      year: 2024,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX',
      vin: null,
      stocknum: 'N1',
      car_type: carType,
      km: 10,
      price: 45_000,
    });
    expect(vehicle).toEqual({
      year: 2024,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'GX',
      vin: null,
      stock: 'N1',
      condition: carType,
      km: 10,
      price: 45_000,
    });
    expect(parseXml(adfDocument(sampleLead(), parties, vehicle)).root.children.length).toBeGreaterThan(0);
    expect(adfDocument(sampleLead(), parties, vehicle)).toContain(`<vehicle interest="buy" status="${status}">`);
  });
});
