import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERAL_ENQUIRY_CATEGORY,
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  validateEnquiry,
  type EnquiryFieldOptions,
} from '../../../src/domain/lead-forms.ts';
import { FormsSchema } from '../../../src/domain/schemas/site-config.ts';
import {
  DEFAULT_LEAD_FORM_OPTIONS,
  INVALID_VALUE_MESSAGE,
  LEAD_REJECTED_MESSAGE,
  LEAD_TYPES,
  LeadErrorReplySchema,
  LeadCreatedReplySchema,
  leadFormOptions,
  OFFER_ACCEPTED_SUBCATEGORY,
  parseLeadRequest,
  tooLongMessage,
  UNKNOWN_FORM_MESSAGE,
  type LeadFormOptions,
} from '../../../src/domain/schemas/leads.ts';

const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };
/** One valid request per form, the smallest the spec allows with the default site options. */
const minimal = {
  enquiry: { type: 'enquiry', ...contact, message: 'Is it still available?' },
  'test-drive': { type: 'test-drive', ...contact, car_id: 101 },
  'request-photos': { type: 'request-photos', ...contact, car_id: 101 },
  'trade-in': { type: 'trade-in', ...contact, postcode: '4000', terms_conditions: true },
  valuation: { type: 'valuation', id: 'val-1', adjustmentAnswers: { condition: 'Good' } },
  'offer-acceptance': {
    type: 'offer-acceptance',
    category: 'Trade-In',
    lead_id: 'lead-1',
    form_completed: true,
    offer_accepted: true,
  },
} as const;

const options = (overrides: Partial<LeadFormOptions>): LeadFormOptions => ({
  ...DEFAULT_LEAD_FORM_OPTIONS,
  ...overrides,
});
const fieldsOf = (body: unknown, formOptions = DEFAULT_LEAD_FORM_OPTIONS) => {
  const result = parseLeadRequest(body, formOptions);
  return result.ok ? {} : result.fields;
};
const without = (body: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));

describe('one schema per form, discriminated by type', () => {
  it('names the seven lead forms', () =>
    expect(LEAD_TYPES).toEqual([
      'enquiry',
      'test-drive',
      'request-photos',
      'trade-in',
      'valuation',
      'offer-acceptance',
      'finance',
    ]));

  it.each(Object.entries(minimal))('a minimal %s is accepted', (_type, body) =>
    expect(parseLeadRequest(body).ok).toBe(true),
  );

  it.each([
    ['no type', {}, REQUIRED_FIELD_MESSAGE],
    ['an empty type', { type: '' }, REQUIRED_FIELD_MESSAGE],
    ['a type in the wrong case', { type: 'Finance' }, UNKNOWN_FORM_MESSAGE],
    ['a number', { type: 5 }, UNKNOWN_FORM_MESSAGE],
  ])('%s → type: %s', (_case, body, message) => expect(fieldsOf(body)).toEqual({ type: message }));
});

describe('spec 02 §5 "Enquiry form": required fields by site option', () => {
  it.each<[string, Partial<LeadFormOptions>, Record<string, unknown>, Record<string, string>]>([
    [
      'core contact fields and the message are required by default',
      {},
      { type: 'enquiry' },
      {
        name: REQUIRED_FIELD_MESSAGE,
        email: REQUIRED_FIELD_MESSAGE,
        phone: REQUIRED_FIELD_MESSAGE,
        message: REQUIRED_FIELD_MESSAGE,
      },
    ],
    [
      '"Message required unless turned off by a site option"',
      { messageOptional: true },
      without(minimal.enquiry, 'message'),
      {},
    ],
    [
      '"category selector required when shown"',
      { showCategory: true },
      minimal.enquiry,
      { category: REQUIRED_FIELD_MESSAGE },
    ],
    [
      '"location ... selectors required when shown"',
      { showLocation: true },
      minimal.enquiry,
      { location: REQUIRED_FIELD_MESSAGE },
    ],
    [
      '"... and dealership selectors required when shown"',
      { showDealership: true },
      minimal.enquiry,
      { dealership_slug: REQUIRED_FIELD_MESSAGE },
    ],
    [
      '"postcode required on some sites"',
      { postcodeRequired: true },
      minimal.enquiry,
      { postcode: REQUIRED_FIELD_MESSAGE },
    ],
    [
      'postcode optional elsewhere, but 4 digits when given',
      {},
      { ...minimal.enquiry, postcode: '400' },
      { postcode: INVALID_POSTCODE_MESSAGE },
    ],
    ['"opt-in optional; Rego optional"', {}, { ...minimal.enquiry, Rego: '' }, {}],
    ['an email that is not one', {}, { ...minimal.enquiry, email: 'jane@example' }, { email: INVALID_EMAIL_MESSAGE }],
    [
      'a custom disclaimer adds a required terms checkbox',
      { termsRequired: true },
      minimal.enquiry,
      { terms_conditions: TERMS_REQUIRED_MESSAGE },
    ],
    ['blank text counts as empty', {}, { ...minimal.enquiry, name: '   ' }, { name: REQUIRED_FIELD_MESSAGE }],
    [
      'text that is not text counts as empty',
      {},
      { ...minimal.enquiry, phone: 412345678 },
      { phone: REQUIRED_FIELD_MESSAGE },
    ],
    [
      '"do-you-have-a-trade-in select (Yes or No)"',
      {},
      { ...minimal.enquiry, has_trade_in: 'Maybe' },
      { has_trade_in: INVALID_VALUE_MESSAGE },
    ],
  ])('%s', (_rule, overrides, body, fields) => expect(fieldsOf(body, options(overrides))).toEqual(fields));

  it('defaults: opt_in true (spec 02 §4) and category General Enquiry (spec 02 §3)', () => {
    const result = parseLeadRequest(minimal.enquiry);
    expect(result.ok && result.request).toMatchObject({ opt_in: true, category: GENERAL_ENQUIRY_CATEGORY });
  });

  it('agrees with validateEnquiry (lead-forms.ts) on every text field and site option, so the rule lives once', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', '4000', '400', 'abcd', 'jane@example.com', 'jane@', 'a b@c.d'),
      fc.string({ maxLength: 12 }),
    );
    const fields = [
      'name',
      'email',
      'phone',
      'message',
      'category',
      'location',
      'dealership_slug',
      'postcode',
    ] as const;
    const values = fc.record(
      Object.fromEntries(fields.map((field) => [field, text])) as Record<(typeof fields)[number], fc.Arbitrary<string>>,
    );
    const siteOptions = fc.record<EnquiryFieldOptions>({
      messageOptional: fc.boolean(),
      showCategory: fc.boolean(),
      showLocation: fc.boolean(),
      showDealership: fc.boolean(),
      postcodeRequired: fc.boolean(),
    });
    fc.assert(
      fc.property(values, siteOptions, (form, enquiryOptions) => {
        expect(fieldsOf({ type: 'enquiry', ...form }, { ...enquiryOptions, termsRequired: false })).toEqual(
          validateEnquiry(form, enquiryOptions),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('spec 01 §5 / spec 02 §3 test-drive and request-photos forms', () => {
  it.each<[string, Partial<LeadFormOptions>, Record<string, unknown>, Record<string, string>]>([
    ['"core contact fields, optional message"', {}, { ...minimal['test-drive'], message: '' }, {}],
    [
      '"optional dateTime named \'Test Drive Booking Date\'"',
      {},
      { ...minimal['test-drive'], dateTime: '2026-03-10T10:30' },
      {},
    ],
    [
      'a dateTime that is no date',
      {},
      { ...minimal['test-drive'], dateTime: 'next Tuesday-ish' },
      { dateTime: INVALID_VALUE_MESSAGE },
    ],
    [
      '"optional terms field on sites with a custom disclaimer"',
      { termsRequired: true },
      minimal['test-drive'],
      { terms_conditions: TERMS_REQUIRED_MESSAGE },
    ],
    [
      'the terms ticked on such a site',
      { termsRequired: true },
      { ...minimal['test-drive'], terms_conditions: true },
      {},
    ],
    ['"a distribution location field"', {}, { ...minimal['test-drive'], distribution_location: 'Brisbane' }, {}],
    ['a test drive is for a car', {}, without(minimal['test-drive'], 'car_id'), { car_id: INVALID_VALUE_MESSAGE }],
    [
      'request photos: "contact fields"',
      {},
      { type: 'request-photos', car_id: 101 },
      { name: REQUIRED_FIELD_MESSAGE, email: REQUIRED_FIELD_MESSAGE, phone: REQUIRED_FIELD_MESSAGE },
    ],
    [
      'request photos: "a hidden preset request line, an optional message"',
      {},
      { ...minimal['request-photos'], request: 'Please send more photos.', message: '' },
      {},
    ],
  ])('%s', (_rule, overrides, body, fields) => expect(fieldsOf(body, options(overrides))).toEqual(fields));
});

describe('spec 02 §3 "Trade-in form fields" and §5 "Trade-in and other forms"', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['"Postcode: required"', without(minimal['trade-in'], 'postcode'), { postcode: REQUIRED_FIELD_MESSAGE }],
    ['"exactly 4 digits" (3)', { ...minimal['trade-in'], postcode: '400' }, { postcode: INVALID_POSTCODE_MESSAGE }],
    ['"exactly 4 digits" (5)', { ...minimal['trade-in'], postcode: '40000' }, { postcode: INVALID_POSTCODE_MESSAGE }],
    [
      '"exactly 4 digits" (letters)',
      { ...minimal['trade-in'], postcode: 'QLD1' },
      { postcode: INVALID_POSTCODE_MESSAGE },
    ],
    [
      '"Terms checkbox required"',
      without(minimal['trade-in'], 'terms_conditions'),
      { terms_conditions: TERMS_REQUIRED_MESSAGE },
    ],
    [
      'terms left unticked',
      { ...minimal['trade-in'], terms_conditions: false },
      { terms_conditions: TERMS_REQUIRED_MESSAGE },
    ],
    [
      '"PreferredContactMethod (Phone, Email or SMS...)"',
      { ...minimal['trade-in'], PreferredContactMethod: 'Fax' },
      { PreferredContactMethod: INVALID_VALUE_MESSAGE },
    ],
    ['"finance (Yes or No)"', { ...minimal['trade-in'], finance: 'Perhaps' }, { finance: INVALID_VALUE_MESSAGE }],
    [
      'registration lookup "sends rego and regoState"',
      { ...minimal['trade-in'], rego: 'ABC123', regoState: 'QLD' },
      {},
    ],
  ])('%s', (_rule, body, fields) => expect(fieldsOf(body)).toEqual(fields));

  it('PreferredContactMethod "default Phone"', () => {
    const result = parseLeadRequest(minimal['trade-in']);
    expect(result.ok && result.request).toMatchObject({ PreferredContactMethod: 'Phone' });
  });
});

describe('spec 01 §7 valuation and offer acceptance', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['"Valuation sends id ..."', without(minimal.valuation, 'id'), { id: REQUIRED_FIELD_MESSAGE }],
    [
      '"... and adjustmentAnswers"',
      without(minimal.valuation, 'adjustmentAnswers'),
      { adjustmentAnswers: REQUIRED_FIELD_MESSAGE },
    ],
    [
      'adjustment answers as a list',
      { ...minimal.valuation, adjustmentAnswers: [{ question: 'Accidents?', answer: false }] },
      {},
    ],
    [
      'contact details, when given, follow the same rules',
      { ...minimal.valuation, email: 'nope', postcode: '12' },
      { email: INVALID_EMAIL_MESSAGE, postcode: INVALID_POSTCODE_MESSAGE },
    ],
    [
      'offer acceptance "sends category"',
      without(minimal['offer-acceptance'], 'category'),
      { category: REQUIRED_FIELD_MESSAGE },
    ],
    ['"... lead_id"', without(minimal['offer-acceptance'], 'lead_id'), { lead_id: REQUIRED_FIELD_MESSAGE }],
    [
      '"... form_completed, offer_accepted"',
      without(without(minimal['offer-acceptance'], 'form_completed'), 'offer_accepted'),
      { form_completed: REQUIRED_FIELD_MESSAGE, offer_accepted: REQUIRED_FIELD_MESSAGE },
    ],
    [
      '"subcategory \'3. Offer Accepted\'" and no other',
      { ...minimal['offer-acceptance'], subcategory: '2. Offer Made' },
      { subcategory: INVALID_VALUE_MESSAGE },
    ],
  ])('%s', (_rule, body, fields) => expect(fieldsOf(body)).toEqual(fields));

  it("offer acceptance: subcategory defaults to '3. Offer Accepted'", () => {
    const result = parseLeadRequest(minimal['offer-acceptance']);
    expect(result.ok && result.request).toMatchObject({ subcategory: OFFER_ACCEPTED_SUBCATEGORY });
  });
});

describe('what a browser may send beyond the fields', () => {
  it('unknown keys are dropped, at the top and inside lead_attributes, so they never reach a stored lead', () => {
    const result = parseLeadRequest(
      JSON.parse(
        JSON.stringify({
          ...minimal.enquiry,
          tenant: 'southside-used-cars',
          source: 'Evil',
          user_agent: 'forged',
          lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' }, secret: 1 },
        }).replace('{', '{"__proto__":{"admin":true},'),
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).not.toHaveProperty('tenant');
    expect(result.request).not.toHaveProperty('admin');
    expect(result.request).not.toHaveProperty('source');
    expect(result.request).not.toHaveProperty('user_agent');
    expect(result.request.lead_attributes).toEqual({
      visited_pages: ['/'],
      linked_query_params: { utm_source: 'google' },
    });
  });

  it('null in an optional field means the same as leaving it out', () =>
    expect(parseLeadRequest({ ...minimal.enquiry, last_name: null, postcode: null, car_id: null }).ok).toBe(true));

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a name longer than 100 characters', { ...minimal.enquiry, name: 'x'.repeat(101) }, { name: tooLongMessage(100) }],
    [
      'a message longer than 5000 characters',
      { ...minimal.enquiry, message: 'x'.repeat(5001) },
      { message: tooLongMessage(5000) },
    ],
    ['a car id that is no id', { ...minimal.enquiry, car_id: -3 }, { car_id: INVALID_VALUE_MESSAGE }],
    [
      'visited pages that are no list',
      { ...minimal.enquiry, lead_attributes: { visited_pages: '/' } },
      { 'lead_attributes.visited_pages': INVALID_VALUE_MESSAGE },
    ],
    [
      'lead_attributes that are no object',
      { ...minimal.enquiry, lead_attributes: 'x' },
      { lead_attributes: INVALID_VALUE_MESSAGE },
    ],
    ['opt_in that is no checkbox', { ...minimal.enquiry, opt_in: 'yes' }, { opt_in: INVALID_VALUE_MESSAGE }],
  ])('%s', (_case, body, fields) => expect(fieldsOf(body)).toEqual(fields));
});

describe('site options and replies', () => {
  it('leadFormOptions reads site.json forms; a blank disclaimer adds no terms', () => {
    expect(leadFormOptions(FormsSchema.parse({}))).toEqual(DEFAULT_LEAD_FORM_OPTIONS);
    expect(leadFormOptions(FormsSchema.parse({ postcode_required: true, terms_text: 'I agree.' }))).toMatchObject({
      postcodeRequired: true,
      termsRequired: true,
    });
    expect(leadFormOptions(FormsSchema.parse({ terms_text: '  ' })).termsRequired).toBe(false);
  });

  it.each([
    [LeadCreatedReplySchema, { lead_id: '3f2c' }, true],
    [LeadCreatedReplySchema, { lead_id: '' }, false],
    [
      LeadErrorReplySchema,
      { error: 'Please fix the following errors:', fields: { email: INVALID_EMAIL_MESSAGE } },
      true,
    ],
    [LeadErrorReplySchema, { error: LEAD_REJECTED_MESSAGE }, true],
    [LeadErrorReplySchema, { fields: {} }, false],
  ])('reply %#', (schema, reply, ok) => expect(schema.safeParse(reply).success).toBe(ok));
});
