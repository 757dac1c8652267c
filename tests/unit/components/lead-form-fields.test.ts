import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_CATEGORIES,
  initialFormState,
  leadFormSteps,
  leadFormText,
  leadRequestBody,
  regoStates,
  type LeadFormContext,
  type LeadFormKind,
} from '../../../src/components/forms/lead-form-fields.ts';
import { fieldErrors } from '../../../src/components/forms/lead-form-check.ts';
import {
  DEFAULT_LEAD_FORM_OPTIONS,
  parseLeadRequest,
  type LeadFormOptions,
} from '../../../src/domain/schemas/leads.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const text = leadFormText(DEFAULT_STRINGS);
const context: LeadFormContext = {
  car: { id: 101, dealershipId: 7, inStock: true },
  locations: [{ id: 1, name: 'Clinton' }],
  dealerships: [{ value: 'harbour-city-toyota', label: 'Harbour City Toyota' }],
  distributionLocations: [],
  regoStates: regoStates('qld'),
  tradeInQuestion: true,
  termsText: null,
};
const meta = {
  formToken: '1764000000000.signature',
  url: 'http://x.localhost/cars/a/',
  attributes: { visited_pages: ['/'], linked_query_params: {} },
  photosRequest: text['form.photosRequest'],
};
const names = (kind: LeadFormKind, options: LeadFormOptions = DEFAULT_LEAD_FORM_OPTIONS, ctx = context) =>
  leadFormSteps(kind, options, ctx, text).map((step) => step.fields.map((field) => field.name));
const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };

describe('lead form fields (spec 02 §3)', () => {
  it.each([
    ['enquiry', [['name', 'last_name', 'email', 'phone', 'postcode', 'has_trade_in', 'message', 'opt_in']]],
    ['test-drive', [['name', 'last_name', 'email', 'phone', 'postcode', 'dateTime', 'message', 'opt_in']]],
    ['request-photos', [['name', 'last_name', 'email', 'phone', 'postcode', 'message', 'opt_in']]],
    [
      'trade-in',
      [
        ['rego', 'regoState', 'finance'],
        [
          'name',
          'last_name',
          'email',
          'phone',
          'postcode',
          'location_id',
          'PreferredContactMethod',
          'terms_conditions',
          'opt_in',
        ],
      ],
    ],
  ] as const)('%s shows %j', (kind, expected) => {
    expect(names(kind)).toEqual(expected);
  });

  it('spec 02 §5: category, location and dealership selects and terms appear when the site asks for them', () => {
    const options = {
      ...DEFAULT_LEAD_FORM_OPTIONS,
      showCategory: true,
      showLocation: true,
      showDealership: true,
      termsRequired: true,
    };
    expect(names('enquiry', options)[0]).toEqual([
      'category',
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'location',
      'dealership_slug',
      'has_trade_in',
      'message',
      'terms_conditions',
      'opt_in',
    ]);
  });

  it("spec 02 §3 test drive: 'a distribution location field when the car's location has distribution locations'", () => {
    expect(
      names('test-drive', DEFAULT_LEAD_FORM_OPTIONS, { ...context, distributionLocations: ['Gladstone'] })[0],
    ).toContain('distribution_location');
  });

  it("spec 02 §3: the message is labelled 'Comments' and the date 'Test Drive Booking Date'", () => {
    const fields = leadFormSteps('test-drive', DEFAULT_LEAD_FORM_OPTIONS, context, text)[0]!.fields;
    expect(fields.find((field) => field.name === 'message')?.label).toBe('Comments');
    expect(fields.find((field) => field.name === 'dateTime')?.label).toBe('Test Drive Booking Date');
  });
});

describe('initial values (spec 02 §3, §4)', () => {
  it('opt_in true, PreferredContactMethod Phone, the lone location picked, the default state first', () => {
    const steps = leadFormSteps('trade-in', DEFAULT_LEAD_FORM_OPTIONS, context, text);
    expect(initialFormState('trade-in', steps, context, {}, text['form.findSimilarMessage'])).toMatchObject({
      opt_in: true,
      PreferredContactMethod: 'Phone',
      location_id: '1',
      regoState: 'QLD',
      terms_conditions: false,
      company_url: '',
    });
  });

  it("out of stock: the message starts as 'Can you please find me something similar?'", () => {
    const sold = { ...context, car: { id: 5, dealershipId: 7, inStock: false } };
    const steps = leadFormSteps('enquiry', DEFAULT_LEAD_FORM_OPTIONS, sold, text);
    expect(initialFormState('enquiry', steps, sold, {}, text['form.findSimilarMessage']).message).toBe(
      'Can you please find me something similar?',
    );
  });

  it('stored details prefill the contact fields', () => {
    const steps = leadFormSteps('enquiry', DEFAULT_LEAD_FORM_OPTIONS, context, text);
    expect(
      initialFormState('enquiry', steps, context, { name: 'Jane', postcode: '4000' }, text['form.findSimilarMessage']),
    ).toMatchObject({
      name: 'Jane',
      postcode: '4000',
      opt_in: true,
    });
  });
});

describe('request body (spec 01 §7, spec 02 §4)', () => {
  const bodyOf = (kind: LeadFormKind, values: Record<string, string | boolean>, ctx = context) => {
    const steps = leadFormSteps(kind, DEFAULT_LEAD_FORM_OPTIONS, ctx, text);
    return leadRequestBody(
      kind,
      steps,
      { ...initialFormState(kind, steps, ctx, {}, text['form.findSimilarMessage']), ...values },
      ctx,
      meta,
    );
  };

  it.each(['enquiry', 'test-drive', 'request-photos'] as const)('a filled %s passes the server schema', (kind) => {
    expect(parseLeadRequest(bodyOf(kind, { ...contact, message: 'Hi' })).ok).toBe(true);
  });

  it('a filled trade-in passes, its location as a number', () => {
    const body = bodyOf('trade-in', { ...contact, postcode: '4000', terms_conditions: true, finance: 'Yes' });
    expect(body).toMatchObject({ location_id: 1, PreferredContactMethod: 'Phone', finance: 'Yes' });
    expect(parseLeadRequest(body).ok).toBe(true);
  });

  it("out of stock: subcategory 'Find me something similar'; careers: General Enquiry / 'Career Enquiry'", () => {
    const sold = { ...context, car: { id: 5, dealershipId: 7, inStock: false } };
    expect(bodyOf('enquiry', contact, sold)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Find me something similar',
      car_id: 5,
      car_dealership_id: 7,
    });
    const options = { ...DEFAULT_LEAD_FORM_OPTIONS, showCategory: true };
    const steps = leadFormSteps('enquiry', options, context, text);
    const body = leadRequestBody(
      'enquiry',
      steps,
      {
        ...initialFormState('enquiry', steps, context, {}, text['form.findSimilarMessage']),
        category: 'Careers Enquiry',
      },
      context,
      meta,
    );
    expect(body).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(ENQUIRY_CATEGORIES).toContain('Careers Enquiry');
  });

  it('request photos sends the hidden preset request line; every body carries the honeypot and the fill-time token', () => {
    const body = bodyOf('request-photos', contact);
    expect(body).toMatchObject({
      request: 'Please send me more photos of this car.',
      company_url: '',
      form_token: '1764000000000.signature',
    });
    expect(body).not.toHaveProperty('started_at');
  });

  it.each([
    [{ email: 'jane@' }, 'email', 'Please enter a valid email address.'],
    [{ phone: '' }, 'phone', 'This is a required field.'],
    [{ postcode: '40' }, 'postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    [{ message: '' }, 'message', 'This is a required field.'],
  ])('spec 02 §8: %j gives %s the message %j', (change, field, message) => {
    const body = bodyOf('enquiry', { ...contact, message: 'Hi', ...change });
    expect(fieldErrors(body, DEFAULT_LEAD_FORM_OPTIONS, [field])).toEqual({ [field]: message });
  });

  it("spec 02 §5 terms: '*You must agree to the terms of use before submitting.'; a field not asked about is ignored", () => {
    const body = bodyOf('trade-in', { ...contact, postcode: '4000' });
    expect(fieldErrors(body, DEFAULT_LEAD_FORM_OPTIONS, ['rego', 'regoState', 'finance'])).toEqual({});
    expect(fieldErrors(body, DEFAULT_LEAD_FORM_OPTIONS, ['terms_conditions'])).toEqual({
      terms_conditions: '*You must agree to the terms of use before submitting.',
    });
  });
});

describe('registration states', () => {
  it('regoStates puts the site default first and keeps every state once', () => {
    expect(regoStates('nsw')).toEqual(['NSW', 'ACT', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(regoStates('xx')).toHaveLength(8);
  });
});

describe('dealer page forms (issue 17 item 7: /service, /pages/book-a-service, parts, careers)', () => {
  const service: LeadFormContext = {
    ...context,
    car: null,
    tradeInQuestion: false,
    presetCategory: 'Service Enquiry',
    serviceBooking: true,
  };
  const showCategory = { ...DEFAULT_LEAD_FORM_OPTIONS, showCategory: true };

  it('the service booking asks for the rego and a preferred date, and no category when the page sets it', () => {
    const [fields] = names('enquiry', showCategory, service);
    expect(fields).toEqual(expect.arrayContaining(['Rego', 'preferred_date']));
    expect(fields).not.toContain('category');
  });

  it("sends the page's category with the rego and date, which the server's schema keeps", () => {
    const steps = leadFormSteps('enquiry', DEFAULT_LEAD_FORM_OPTIONS, service, text);
    const state = {
      ...initialFormState('enquiry', steps, service, {}, text['form.findSimilarMessage']),
      ...contact,
      message: 'Logbook service please',
      Rego: 'ABC123',
      preferred_date: '2026-12-03',
    };
    const body = leadRequestBody('enquiry', steps, state, service, meta);
    expect(body).toMatchObject({ category: 'Service Enquiry', Rego: 'ABC123', preferred_date: '2026-12-03' });
    const parsed = parseLeadRequest(body);
    expect(parsed.ok && parsed.request).toMatchObject({ preferred_date: '2026-12-03', Rego: 'ABC123' });
    expect(parseLeadRequest({ ...body, preferred_date: 'next Tuesday' })).toMatchObject({
      ok: false,
      fields: { preferred_date: expect.any(String) },
    });
  });

  it("a careers page's enquiry is sent as spec 02 §4 converts it: General Enquiry, 'Career Enquiry'", () => {
    const careers: LeadFormContext = { ...service, presetCategory: 'Careers Enquiry', serviceBooking: false };
    const steps = leadFormSteps('enquiry', DEFAULT_LEAD_FORM_OPTIONS, careers, text);
    const body = leadRequestBody('enquiry', steps, { ...contact, message: 'Apprentice' }, careers, meta);
    expect(body).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  });
});
