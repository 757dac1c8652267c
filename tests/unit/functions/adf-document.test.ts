import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adfDocument, adfVehicle, type AdfParties } from '../../../functions/adapters/sinks/adf-document.ts';
import { escapeXml } from '../../../src/domain/xml-text.ts';
import { sampleLead } from './delivery-fakes.ts';
import { child, parseXml, path, textOf, validateAdf, type XmlNode } from './adf-xml.ts';

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
      </contact>
      <comments>Is it still available?
Form: enquiry
Category: General Enquiry
Postcode: 4000
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

  describe("the shopper's trade-in (issue 21: the trade-in vehicle in ADF)", () => {
    const tradein = { year: 2016, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', km: 98_500 };
    const vehiclesOf = (xml: string) =>
      (path(parseXml(xml).root, 'prospect')?.children ?? []).filter(
        (node): node is XmlNode => typeof node !== 'string' && node.name === 'vehicle',
      );

    it('an enquiry about a car with a trade-in: the car, then <vehicle interest="trade-in" status="used">', () => {
      const lead = sampleLead({ payload: { ...sampleLead().payload, tradein } });
      const xml = adfDocument(lead, parties, corolla);
      const vehicles = vehiclesOf(xml);
      expect(vehicles.map((vehicle) => vehicle.attrs.interest)).toEqual(['buy', 'trade-in']);
      expect(vehicles[1]!.attrs.status).toBe('used');
      expect(textOf(child(vehicles[1]!, 'make'))).toBe('Mazda');
      expect(textOf(child(vehicles[1]!, 'model'))).toBe('CX-5');
      expect(textOf(child(vehicles[1]!, 'trim'))).toBe('Maxx Sport');
      expect(textOf(child(vehicles[1]!, 'odometer'))).toBe('98500');
      expect(validateAdf(xml)).toEqual([]);
    });

    it('a valuation about no stock car: the trade-in is the lead\'s one vehicle, interest "sell"', () => {
      const lead = sampleLead({ type: 'valuation', payload: { type: 'valuation', email: 'a@example.com', tradein } });
      const xml = adfDocument(lead, parties, null);
      const vehicles = vehiclesOf(xml);
      expect(vehicles.map((vehicle) => vehicle.attrs.interest)).toEqual(['sell']);
      expect(textOf(child(vehicles[0]!, 'year'))).toBe('2016');
      expect(validateAdf(xml)).toEqual([]);
    });

    it('no trade-in, no trade-in vehicle', () => {
      expect(vehiclesOf(adfDocument(sampleLead(), parties, corolla))).toHaveLength(1);
    });
  });

  describe('every document conforms to the ADF 1.0 structure (element order, required elements, attribute values)', () => {
    const leads = {
      'an enquiry about a known car': [sampleLead(), corolla],
      'a lead about no known car': [sampleLead({ payload: { name: 'Test', email: 'a@example.com' } }), null],
      'a lead with a phone only': [sampleLead({ payload: { phone: '0400 000 000' } }), null],
      'a lead with a postcode': [sampleLead({ payload: { email: 'a@example.com', postcode: '4000' } }), corolla],
      'a lead with neither email nor phone': [sampleLead({ payload: { name: 'Test' } }), corolla],
      'a new car with no VIN, km or price': [
        sampleLead(),
        { ...corolla, condition: 'new', vin: null, km: null, price: 0 },
      ],
    } as const;
    it.each(Object.entries(leads))('%s', (_, [lead, vehicle]) => {
      expect(validateAdf(adfDocument(lead, parties, vehicle))).toEqual([]);
    });

    it('a dealer with no phone still has the vendor contact ADF requires', () => {
      const noPhone: AdfParties = { ...parties, vendor: { name: 'Test Motors', id: null, phone: null, url: null } };
      expect(validateAdf(adfDocument(sampleLead(), noPhone, corolla))).toEqual([]);
    });

    it('the check itself refuses what the DTD refuses', () => {
      const good = adfDocument(sampleLead(), parties, corolla);
      expect(validateAdf(good.replace(/ *<year>2021<\/year>\n/, ''))).toEqual([
        'adf > prospect > vehicle: missing <year>',
      ]);
      expect(validateAdf(good.replace('<vin>JTDBR3FE10J000001</vin>', '<vim>x</vim>'))).toContain(
        'adf > prospect > vehicle: <vim> not allowed there (order: id, year, make, model, vin, stock, trim, doors, bodystyle, transmission, odometer, colorcombination, imagetag, price, pricecomments, option, finance, comments)',
      );
      expect(validateAdf(good.replace('interest="buy"', 'interest="rent"'))).toEqual([
        'adf > prospect > vehicle: interest="rent" is not one of buy | lease | sell | trade-in | test-drive',
      ]);
      expect(validateAdf(good.replace(/<requestdate>.*<\/requestdate>/, ''))).toContain(
        'adf > prospect: missing <requestdate>',
      );
      expect(
        validateAdf(good.replace(/ *<email>.*<\/email>\n/, '').replace(/ *<phone type="voice">0412.*<\/phone>\n/, '')),
      ).toEqual(['adf > prospect > customer > contact: needs an <email> or a <phone>']);
      expect(validateAdf(good.replace('<?adf version="1.0"?>', ''))).toEqual(['missing <?adf version="1.0"?>']);
    });
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
        const document = adfDocument(lead, parties, { ...corolla, make });
        expect(validateAdf(document)).toEqual([]);
        const { root } = parseXml(document);
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

describe('ADF for a reservation lead (issue 16)', () => {
  it('tells the dealer the reservation, its state, the deposit and the hold in the comments', () => {
    const lead = sampleLead({
      type: 'reservation',
      payload: {
        name: 'Jane',
        email: 'jane@example.com',
        phone: '0412345678',
        car_id: 42,
        reservation_id: 'r-1',
        reservation_state: 'held',
        deposit: 200,
        payment_provider: 'none',
        hold_until: '2026-05-03T00:00:00.000Z',
      },
    });
    const document = adfDocument(lead, parties, corolla);
    expect(document).toContain('Form: reservation');
    expect(document).toContain('Reservation state: held');
    expect(document).toContain('Deposit: 200');
    expect(document).toContain('Held until: 2026-05-03T00:00:00.000Z');
    expect(validateAdf(document)).toEqual([]);
  });
});
