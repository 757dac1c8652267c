import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/cars.ts';
import {
  capPostcodeInput,
  CAREER_ENQUIRY_SUBCATEGORY,
  CAREERS_ENQUIRY_CATEGORY,
  CORE_CONTACT_FIELDS,
  DEFAULT_PREFERRED_CONTACT_METHOD,
  enquiryDefaults,
  enquiryFieldOptions,
  enquiryRequiredFields,
  type EnquiryFieldOptions,
  FIND_SIMILAR_MESSAGE,
  FIND_SIMILAR_SUBCATEGORY,
  FORM_ERRORS_HEADING,
  GENERAL_ENQUIRY_CATEGORY,
  GEOCODE_INVALID_POSTCODE,
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  MESSAGE_LABEL,
  nextFormStep,
  normaliseEnquiryCategory,
  OPT_IN_TEXT,
  POSTCODE_LENGTH,
  PREFERRED_CONTACT_METHODS,
  REQUIRED_FIELD_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  submitOutcome,
  SUCCESS_PATH,
  TERMS_REQUIRED_MESSAGE,
  TEST_DRIVE_DATE_LABEL,
  UNEXPECTED_ERROR_MESSAGE,
  validateEnquiry,
  validatePostcode,
  validateTerms,
  YES_NO_OPTIONS,
} from '../../../src/domain/lead-forms.ts';

describe('shopper-facing texts, exactly as the specs word them', () => {
  it.each([
    [
      'spec 02 §9 opt-in default text',
      OPT_IN_TEXT,
      'Yes, I would like to subscribe to receive latest offers & product updates.',
    ],
    ['spec 01 §5 out-of-stock message', FIND_SIMILAR_MESSAGE, 'Can you please find me something similar?'],
    ['spec 01 §5 out-of-stock subcategory', FIND_SIMILAR_SUBCATEGORY, 'Find me something similar'],
    ['spec 02 §3 category', GENERAL_ENQUIRY_CATEGORY, 'General Enquiry'],
    ['spec 02 §4 careers category', CAREERS_ENQUIRY_CATEGORY, 'Careers Enquiry'],
    ['spec 02 §4 careers subcategory', CAREER_ENQUIRY_SUBCATEGORY, 'Career Enquiry'],
    ['spec 02 §8 required', REQUIRED_FIELD_MESSAGE, 'This is a required field.'],
    ['spec 02 §5 postcode', INVALID_POSTCODE_MESSAGE, 'Invalid postcode. Please enter a 4-digit number.'],
    ['ours: email', INVALID_EMAIL_MESSAGE, 'Please enter a valid email address.'],
    ['spec 02 §5 terms', TERMS_REQUIRED_MESSAGE, '*You must agree to the terms of use before submitting.'],
    ['spec 02 §5 geocoding', GEOCODE_INVALID_POSTCODE, 'Invalid postcode'],
    ['spec 02 §2 error summary', FORM_ERRORS_HEADING, 'Please fix the following errors:'],
    ['spec 02 §8 submit failure', SUBMIT_FAILED_MESSAGE, 'An error occurred when submitting this form'],
    ['spec 02 §8 no lead_id (sic)', UNEXPECTED_ERROR_MESSAGE, 'An unexpected error occured'],
    ['spec 01 §5 test-drive date', TEST_DRIVE_DATE_LABEL, 'Test Drive Booking Date'],
    ['spec 02 §3 message label', MESSAGE_LABEL, 'Comments'],
    ['spec 02 §2 success route', SUCCESS_PATH, '/success'],
  ])('%s', (_name, constant, expected) => expect(constant).toBe(expected));

  it('spec 02 §3 trade-in options: PreferredContactMethod Phone, Email or SMS, default Phone; finance and trade-in Yes or No', () => {
    expect(PREFERRED_CONTACT_METHODS).toEqual(['Phone', 'Email', 'SMS']);
    expect(DEFAULT_PREFERRED_CONTACT_METHOD).toBe('Phone');
    expect(YES_NO_OPTIONS).toEqual(['Yes', 'No']);
  });
});

describe("enquiryDefaults: \"opt_in true; when the vehicle is out of stock the message defaults to 'Can you please find me something similar?' with subcategory 'Find me something similar'\" (spec 01 §5, spec 02 §4)", () => {
  const findSimilar = {
    opt_in: true,
    category: 'General Enquiry',
    subcategory: 'Find me something similar',
    message: 'Can you please find me something similar?',
  };
  const plain = { opt_in: true, category: 'General Enquiry', subcategory: '', message: '' };
  it.each([
    ['no car', null, plain],
    ['in_stock', { status: 'in_stock' }, plain],
    ['coming_soon counts as in stock', { status: 'coming_soon' }, plain],
    ['sold', { status: 'sold' }, findSimilar],
    ['any other status is out of stock', { status: 'pending' }, findSimilar],
  ])('%s', (_name, car, expected) => expect(enquiryDefaults(car)).toEqual(expected));
});

describe("normaliseEnquiryCategory: \"Category 'Careers Enquiry' is converted to General Enquiry with subcategory 'Career Enquiry' and a different event id (51)\" (spec 02 §4, §7)", () => {
  it.each([
    [
      'careers',
      { category: 'Careers Enquiry' },
      { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 },
    ],
    [
      'careers with a subcategory',
      { category: 'Careers Enquiry', subcategory: 'Sales' },
      { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 },
    ],
    [
      'general enquiry keeps the default event 22',
      { category: 'General Enquiry' },
      { category: 'General Enquiry', eventId: 22 },
    ],
    [
      'another category is unchanged',
      { category: 'Service Enquiry', subcategory: 'Find me something similar' },
      { category: 'Service Enquiry', subcategory: 'Find me something similar', eventId: 22 },
    ],
    [
      'a near miss is not converted',
      { category: 'Career Enquiry', subcategory: null },
      { category: 'Career Enquiry', subcategory: null, eventId: 22 },
    ],
  ])('%s', (_name, choice, expected) => expect(normaliseEnquiryCategory(choice)).toEqual(expected));
});

const none: EnquiryFieldOptions = {
  messageOptional: false,
  showCategory: false,
  showLocation: false,
  showDealership: false,
  postcodeRequired: false,
};

describe('enquiryRequiredFields: "Message required unless turned off by a site option; category selector required when shown; location and dealership selectors required when shown; opt-in optional; Rego optional; postcode required on some sites" (spec 02 §5)', () => {
  it('core contact fields are name, email and phone', () =>
    expect(CORE_CONTACT_FIELDS).toEqual(['name', 'email', 'phone']));

  it.each([
    ['default: contact fields and message', {}, ['name', 'email', 'phone', 'message']],
    ['message turned off', { messageOptional: true }, ['name', 'email', 'phone']],
    ['category shown', { showCategory: true }, ['name', 'email', 'phone', 'message', 'category']],
    ['location shown', { showLocation: true }, ['name', 'email', 'phone', 'message', 'location']],
    ['dealership shown', { showDealership: true }, ['name', 'email', 'phone', 'message', 'dealership_slug']],
    ['postcode required', { postcodeRequired: true }, ['name', 'email', 'phone', 'message', 'postcode']],
    [
      'everything',
      { showCategory: true, showLocation: true, showDealership: true, postcodeRequired: true },
      ['name', 'email', 'phone', 'message', 'category', 'location', 'dealership_slug', 'postcode'],
    ],
  ] as const)('%s', (_name, options, expected) => {
    const fields = enquiryRequiredFields({ ...none, ...options });
    expect(fields).toEqual(expected);
    expect(fields).not.toContain('opt_in');
    expect(fields).not.toContain('Rego');
  });
});

describe('validateEnquiry: required fields, 4-digit postcode, email shape (spec 02 §5, §8)', () => {
  const good = {
    name: 'Ann',
    email: 'ann@example.com.au',
    phone: '0400 000 000',
    message: 'Hi',
    opt_in: false,
    Rego: '',
  };
  it.each([
    ['a complete form', good, {}, {}],
    [
      'everything empty',
      {},
      {},
      {
        name: 'This is a required field.',
        email: 'This is a required field.',
        phone: 'This is a required field.',
        message: 'This is a required field.',
      },
    ],
    ['blank text counts as empty', { ...good, name: '   ' }, {}, { name: 'This is a required field.' }],
    ['null counts as empty', { ...good, phone: null }, {}, { phone: 'This is a required field.' }],
    ['a non-text value counts as empty', { ...good, phone: true }, {}, { phone: 'This is a required field.' }],
    ['message may be turned off', { ...good, message: '' }, { messageOptional: true }, {}],
    ['category required when shown', good, { showCategory: true }, { category: 'This is a required field.' }],
    [
      'location and dealership required when shown',
      good,
      { showLocation: true, showDealership: true },
      { location: 'This is a required field.', dealership_slug: 'This is a required field.' },
    ],
    ['postcode required on some sites', good, { postcodeRequired: true }, { postcode: 'This is a required field.' }],
    ['postcode optional elsewhere', { ...good, postcode: '' }, {}, {}],
    ['a given postcode of 4 digits', { ...good, postcode: '4000' }, { postcodeRequired: true }, {}],
    ['a given postcode with spaces around it', { ...good, postcode: ' 4000 ' }, {}, {}],
    [
      'a given postcode of 3 digits',
      { ...good, postcode: '400' },
      {},
      { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    ],
    [
      'a given postcode of 5 digits',
      { ...good, postcode: '40000' },
      {},
      { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    ],
    [
      'a postcode with a letter',
      { ...good, postcode: '40a0' },
      { postcodeRequired: true },
      { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    ],
    ['an email without @', { ...good, email: 'ann.example.com' }, {}, { email: 'Please enter a valid email address.' }],
    [
      'an email without a dot in the domain',
      { ...good, email: 'ann@example' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an email with a space',
      { ...good, email: 'ann smith@example.com' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an email with text before it',
      { ...good, email: 'x y@example.com' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an email with text after it',
      { ...good, email: 'ann@example.com x' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an email with two @',
      { ...good, email: 'ann@@example.com' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an email with an @ in the domain',
      { ...good, email: 'ann@example@x.com' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    [
      'an email with nothing after the dot',
      { ...good, email: 'ann@example.' },
      {},
      { email: 'Please enter a valid email address.' },
    ],
    ['an email with spaces around it', { ...good, email: ' ann@example.com ' }, {}, {}],
  ] as const)('%s', (_name, values, options, expected) => {
    expect(validateEnquiry(values, { ...none, ...options })).toEqual(expected);
  });
});

describe('trade-in: "Postcode: required, exactly 4 digits; input capped at 4 characters. Message: \'Invalid postcode. Please enter a 4-digit number.\'" (spec 02 §5)', () => {
  it('caps at 4', () => expect(POSTCODE_LENGTH).toBe(4));

  it.each([
    ['', 'This is a required field.'],
    ['   ', 'This is a required field.'],
    ['4000', null],
    [' 4000 ', null],
    ['400', 'Invalid postcode. Please enter a 4-digit number.'],
    ['40000', 'Invalid postcode. Please enter a 4-digit number.'],
    ['4a00', 'Invalid postcode. Please enter a 4-digit number.'],
    ['x4000', 'Invalid postcode. Please enter a 4-digit number.'],
  ])('validatePostcode(%j) → %j', (text, expected) => expect(validatePostcode(text)).toBe(expected));

  it.each([
    ['', ''],
    ['400', '400'],
    ['4000', '4000'],
    ['40001', '4000'],
    ['4000 QLD', '4000'],
  ])('capPostcodeInput(%j) → %j', (text, expected) => expect(capPostcodeInput(text)).toBe(expected));

  it('never keeps more than 4 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const capped = capPostcodeInput(text);
        return capped.length <= 4 && text.startsWith(capped);
      }),
    );
  });
});

describe('validateTerms: "Terms checkbox required: \'*You must agree to the terms of use before submitting.\'" (spec 02 §5)', () => {
  it.each([
    [true, null],
    [false, '*You must agree to the terms of use before submitting.'],
  ])('%s → %j', (checked, expected) => expect(validateTerms(checked)).toBe(expected));
});

describe('submitOutcome: "on a lead_id in the reply the visitor goes to /success"; "Form submission without lead_id shows the server error text or \'An unexpected error occured\'" (spec 02 §2, §8)', () => {
  it.each([
    ['a numeric lead_id', { lead_id: 123 }, { kind: 'success', leadId: 123, redirect: '/success' }],
    ['a lead_id of 0 is still a lead_id', { lead_id: 0 }, { kind: 'success', leadId: 0, redirect: '/success' }],
    [
      'a text lead_id, even with an error beside it',
      { lead_id: 'L-9', error: 'ignored' },
      { kind: 'success', leadId: 'L-9', redirect: '/success' },
    ],
    [
      'the server error text',
      { error: 'Phone number is invalid' },
      { kind: 'error', message: 'Phone number is invalid' },
    ],
    [
      'the server error text, trimmed',
      { lead_id: null, error: '  Phone number is invalid ' },
      { kind: 'error', message: 'Phone number is invalid' },
    ],
    ['an empty lead_id and no error', { lead_id: '' }, { kind: 'error', message: 'An unexpected error occured' }],
    ['a blank error', { error: '  ' }, { kind: 'error', message: 'An unexpected error occured' }],
    ['a null error', { error: null }, { kind: 'error', message: 'An unexpected error occured' }],
    ['an empty reply', {}, { kind: 'error', message: 'An unexpected error occured' }],
    ['no readable reply', null, { kind: 'error', message: 'An unexpected error occured' }],
  ] as const)('%s', (_name, reply, expected) => expect(submitOutcome(reply)).toEqual(expected));
});

describe('nextFormStep: "non-last steps advance, the last submits" (spec 01 §4, spec 02 §2)', () => {
  it.each([
    [0, 3, { action: 'advance', to: 1 }],
    [1, 3, { action: 'advance', to: 2 }],
    [2, 3, { action: 'submit' }],
    [0, 1, { action: 'submit' }],
    [0, 2, { action: 'advance', to: 1 }],
    [1, 2, { action: 'submit' }],
    [4, 3, { action: 'submit' }],
  ])('step %s of %s → %j', (index, count, expected) => expect(nextFormStep(index, count)).toEqual(expected));

  it('every step before the last advances by one; the last submits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(19), (count, raw) => {
        const index = raw % count;
        const step = nextFormStep(index, count);
        return index === count - 1 ? step.action === 'submit' : step.action === 'advance' && step.to === index + 1;
      }),
    );
  });
});

describe('enquiry options come from the site\'s forms settings (site.json "forms")', () => {
  it('maps every switch, and a site without settings requires the message but shows no selects', () => {
    expect(enquiryFieldOptions(site().forms)).toEqual({
      messageOptional: false,
      showCategory: false,
      showLocation: false,
      showDealership: false,
      postcodeRequired: false,
    });
    expect(
      enquiryFieldOptions(
        site({
          forms: {
            message_optional: true,
            show_category: true,
            show_location: true,
            show_dealership: true,
            postcode_required: true,
          },
        }).forms,
      ),
    ).toEqual({
      messageOptional: true,
      showCategory: true,
      showLocation: true,
      showDealership: true,
      postcodeRequired: true,
    });
  });
});
