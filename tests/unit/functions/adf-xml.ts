/**
 * Test helpers for ADF/XML documents: a small XML reader and a structural check against the ADF 1.0
 * DTD (element order, required and repeated elements, attribute values), so every document a test
 * builds can be held to the format a CRM's importer validates, with no XML library.
 */

export interface XmlNode {
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
export function parseXml(source: string): { instructions: string[]; root: XmlNode } {
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

export const child = (node: XmlNode | undefined, name: string, attr?: [string, string]) =>
  node?.children.find(
    (c): c is XmlNode => typeof c !== 'string' && c.name === name && (!attr || c.attrs[attr[0]] === attr[1]),
  );
export const textOf = (node: XmlNode | undefined) =>
  node?.children
    .filter((c) => typeof c === 'string')
    .join('')
    .trim() ?? null;
export const path = (root: XmlNode, ...names: string[]) =>
  names.reduce<XmlNode | undefined>((node, name) => child(node, name), root);

/** One entry of a content model: an element and how often it may occur there. */
type Particle = readonly [name: string, min: number, max: number];
const one = (name: string): Particle => [name, 1, 1];
const opt = (name: string): Particle => [name, 0, 1];
const many = (name: string, min = 0): Particle => [name, min, Infinity];

/**
 * The ADF 1.0 DTD's element content models (the elements this platform can write and their
 * siblings), in the DTD's order. `contact` is `(name+, ((email | phone+) | (email, phone+)), address?)`:
 * checked as the sequence below plus "an email or a phone", in `validateAdf`.
 */
const CONTENT: Record<string, readonly Particle[]> = {
  adf: [many('prospect', 1)],
  prospect: [many('id'), one('requestdate'), many('vehicle', 1), one('customer'), one('vendor'), opt('provider')],
  vehicle: [
    many('id'),
    one('year'),
    one('make'),
    one('model'),
    opt('vin'),
    opt('stock'),
    opt('trim'),
    opt('doors'),
    opt('bodystyle'),
    opt('transmission'),
    opt('odometer'),
    many('colorcombination'),
    opt('imagetag'),
    opt('price'),
    opt('pricecomments'),
    many('option'),
    opt('finance'),
    opt('comments'),
  ],
  customer: [one('contact'), many('id'), opt('timeframe'), opt('comments')],
  vendor: [many('id'), one('vendorname'), opt('url'), one('contact')],
  provider: [many('id'), one('name'), opt('service'), opt('url'), opt('email'), opt('phone'), opt('contact')],
  contact: [many('name', 1), opt('email'), many('phone'), opt('address')],
  address: [many('street', 1), opt('apartment'), opt('city'), opt('regioncode'), opt('postalcode'), opt('country')],
};

/** Text-only elements of the DTD. */
const TEXT = new Set([
  'requestdate',
  'id',
  'year',
  'make',
  'model',
  'vin',
  'stock',
  'trim',
  'doors',
  'bodystyle',
  'transmission',
  'odometer',
  'imagetag',
  'price',
  'pricecomments',
  'comments',
  'timeframe',
  'vendorname',
  'url',
  'service',
  'name',
  'email',
  'phone',
  'street',
  'apartment',
  'city',
  'regioncode',
  'postalcode',
  'country',
]);

/** Declared attributes: an enumeration of allowed values, or null for CDATA. */
const ATTRIBUTES: Record<string, Record<string, readonly string[] | null>> = {
  prospect: { status: ['new', 'resend'] },
  vehicle: { interest: ['buy', 'lease', 'sell', 'trade-in', 'test-drive'], status: ['new', 'used'] },
  odometer: { status: ['unknown', 'rolledover', 'replaced', 'original'], units: ['km', 'mi'] },
  imagetag: { width: null, height: null, alttext: null },
  price: {
    type: ['quote', 'offer', 'msrp', 'invoice', 'call', 'appraisal', 'asking'],
    currency: null,
    delta: ['absolute', 'relative', 'percentage'],
    relativeto: ['msrp', 'invoice'],
    source: null,
  },
  id: { sequence: null, source: null },
  contact: { primarycontact: ['0', '1'] },
  name: { part: ['surname', 'first', 'middle', 'last', 'full'], type: ['business', 'individual'] },
  email: { preferredcontact: ['0', '1'] },
  phone: {
    type: ['voice', 'fax', 'cellphone', 'pager'],
    time: ['morning', 'afternoon', 'evening', 'nopreference', 'day'],
    preferredcontact: ['0', '1'],
  },
  address: { type: ['work', 'home', 'delivery'] },
  street: { line: null },
};

/**
 * Every way the document breaks the ADF 1.0 structure, as `prospect > vehicle: …` lines; empty when
 * it conforms. Checks the two processing instructions, each element's children against its content
 * model (order, required, how many), text-only elements, and attribute names and values.
 */
export function validateAdf(document: string): string[] {
  let parsed: ReturnType<typeof parseXml>;
  try {
    parsed = parseXml(document);
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (!parsed.instructions.some((pi) => /^<\?adf version="1\.0"\?>$/.test(pi)))
    problems.push('missing <?adf version="1.0"?>');
  if (parsed.root.name !== 'adf') problems.push(`root element is <${parsed.root.name}>, not <adf>`);

  const check = (node: XmlNode, where: string) => {
    const here = where ? `${where} > ${node.name}` : node.name;
    const declared = ATTRIBUTES[node.name] ?? {};
    for (const [name, value] of Object.entries(node.attrs)) {
      if (!(name in declared)) problems.push(`${here}: undeclared attribute ${name}`);
      else if (declared[name] && !declared[name].includes(value))
        problems.push(`${here}: ${name}="${value}" is not one of ${declared[name].join(' | ')}`);
    }
    const elements = node.children.filter((c): c is XmlNode => typeof c !== 'string');
    if (TEXT.has(node.name)) {
      if (elements.length > 0) problems.push(`${here}: text only, has <${elements[0]!.name}>`);
      return;
    }
    const model = CONTENT[node.name];
    if (!model) {
      problems.push(`${here}: element not in the ADF 1.0 DTD (or not expected here)`);
      return;
    }
    if (node.children.some((c) => typeof c === 'string' && c.trim() !== ''))
      problems.push(`${here}: text where only elements are allowed`);
    let at = 0;
    for (const [name, min, max] of model) {
      let count = 0;
      while (at < elements.length && elements[at]!.name === name && count < max) {
        count += 1;
        at += 1;
      }
      if (count < min) problems.push(`${here}: missing <${name}>${min > 1 ? ` (at least ${min})` : ''}`);
    }
    if (at < elements.length)
      problems.push(`${here}: <${elements[at]!.name}> not allowed there (order: ${model.map((p) => p[0]).join(', ')})`);
    if (node.name === 'contact' && !elements.some((c) => c.name === 'email' || c.name === 'phone'))
      problems.push(`${here}: needs an <email> or a <phone>`);
    for (const element of elements) check(element, here);
  };
  check(parsed.root, '');
  return problems;
}
