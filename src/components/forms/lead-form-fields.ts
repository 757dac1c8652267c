/**
 * The lead forms as data, one definition for every form: which fields each form shows, in which
 * steps, with which labels and defaults; the JSON body a filled form sends to POST /api/leads; and
 * the field errors are lead-form-check.ts's, loaded apart (spec 02 §3 fields, §5 rules, §8 messages).
 */
import { AU_STATES } from '../../domain/au-states.ts';
import {
  DEFAULT_PREFERRED_CONTACT_METHOD,
  GENERAL_ENQUIRY_CATEGORY,
  CAREERS_ENQUIRY_CATEGORY,
  POSTCODE_LENGTH,
  PREFERRED_CONTACT_METHODS,
  YES_NO_OPTIONS,
  enquiryDefaults,
  enquiryRequiredFields,
  normaliseEnquiryCategory,
} from '../../domain/lead-form-flow.ts';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../domain/lead-request-fields.ts';
import type { LeadAttributes, LeadFormOptions } from '../../domain/schemas/leads.ts';
import { autoPickedOption } from '../../domain/auto-picked-option.ts';
import type { StoredDetails } from '../../domain/shopper-lists.ts';
import { prefill } from '../../domain/shopper-lists.ts';
import type { StringKey } from '../../domain/strings.ts';

/** The four forms a shopper fills on the site (valuation and offer acceptance belong to the valuation flow). */
export const LEAD_FORM_KINDS = ['enquiry', 'test-drive', 'request-photos', 'trade-in'] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export type FormStringKey = Extract<StringKey, `form.${string}`>;
/** The form.* strings the island needs, resolved for the tenant. */
export type LeadFormText = Record<FormStringKey, string>;

/** Only the form.* strings: the island's props carry no other text. */
export function leadFormText(strings: Readonly<Record<StringKey, string>>): LeadFormText {
  let text = formTextOf.get(strings);
  if (!text) {
    const entries = Object.entries(strings).filter(([key]) => key.startsWith('form.'));
    // Frozen: every page's props share it.
    text = Object.freeze(Object.fromEntries(entries)) as LeadFormText;
    formTextOf.set(strings, text);
  }
  return text;
}
/**
 * The form texts of each strings table: a build hands every page its tenant's one table, and every page with a lead
 * form or dialog asks for them (filtering the whole table each time was 0.2 s of the group's render).
 */
const formTextOf = new WeakMap<object, LeadFormText>();

export interface ChoiceOption {
  value: string;
  label: string;
}

export type FieldKind =
  'text' | 'email' | 'tel' | 'postcode' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'datetime' | 'date';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly ChoiceOption[];
  autoComplete?: string;
}

export interface FormStepSpec {
  title: string;
  fields: FieldSpec[];
}

/** What the page knows about where the form is: the car, and the dealer's choices for the selects. */
export interface LeadFormContext {
  car: { id: number; dealershipId: number | null; inStock: boolean } | null;
  /** Enquiry location select (by name) and trade-in location select (by id). */
  locations: readonly { id: number; name: string }[];
  dealerships: readonly ChoiceOption[];
  /** The car location's distribution locations (spec 02 §3 test-drive form). */
  distributionLocations: readonly string[];
  /** State codes for the registration state select, the site's default state first. */
  regoStates: readonly string[];
  /** Spec 02 §3 "The trade-in enquiry adds a do-you-have-a-trade-in select (Yes or No)". */
  tradeInQuestion: boolean;
  /** The site's custom disclaimer (forms.terms_text); the terms checkbox's label. */
  termsText: string | null;
  /**
   * An enquiry whose category the page decides (a dealer page's form: 'Service Enquiry' on
   * /service, 'Parts Enquiry', 'Careers Enquiry'): no category select, this category sent.
   */
  presetCategory?: string;
  /** The service booking (spec 02 §2 /service, /pages/book-a-service): the enquiry asks for Rego and a preferred date. */
  serviceBooking?: boolean;
}

/** Spec 02 §3 "category (General Enquiry and variants)": the variants the category select offers. */
export const ENQUIRY_CATEGORIES = [
  GENERAL_ENQUIRY_CATEGORY,
  'Sales Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  CAREERS_ENQUIRY_CATEGORY,
] as const;

/** The site's default state first (most trade-ins are registered where the dealer is), then the rest. */
export function regoStates(defaultState: string): string[] {
  const first = defaultState.toUpperCase();
  return AU_STATES.includes(first as (typeof AU_STATES)[number])
    ? [first, ...AU_STATES.filter((state) => state !== first)]
    : [...AU_STATES];
}

const choices = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: value }));

/**
 * The steps of a form. Enquiry, test drive and request photos are one step; the trade-in form is
 * two (the car, then the shopper's details), so its first step advances and its last submits
 * (spec 02 §2 "Multi-step form flow"). Required marks follow spec 02 §5: the enquiry's required
 * fields by site option, the trade-in's postcode and terms, the terms of forms with a custom disclaimer.
 */
export function leadFormSteps(
  kind: LeadFormKind,
  options: LeadFormOptions,
  context: LeadFormContext,
  text: LeadFormText,
): FormStepSpec[] {
  const enquiryRequired = new Set(enquiryRequiredFields(options));
  const contact = (postcodeRequired: boolean): FieldSpec[] => [
    { name: 'name', label: text['form.firstName'], kind: 'text', required: true, autoComplete: 'given-name' },
    { name: 'last_name', label: text['form.lastName'], kind: 'text', required: false, autoComplete: 'family-name' },
    { name: 'email', label: text['form.email'], kind: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: text['form.phone'], kind: 'tel', required: true, autoComplete: 'tel' },
    {
      name: 'postcode',
      label: text['form.postcode'],
      kind: 'postcode',
      required: postcodeRequired,
      autoComplete: 'postal-code',
    },
  ];
  const terms = (label: string | null): FieldSpec => ({
    name: 'terms_conditions',
    label: label ?? text['form.termsLabel'],
    kind: 'checkbox',
    required: true,
  });
  const optIn: FieldSpec = { name: 'opt_in', label: text['form.optIn'], kind: 'checkbox', required: false };
  const yesNo = choices(YES_NO_OPTIONS);
  switch (kind) {
    case 'enquiry': {
      const fields: FieldSpec[] = [];
      if (options.showCategory && !context.presetCategory)
        fields.push({
          name: 'category',
          label: text['form.category'],
          kind: 'select',
          required: true,
          options: choices(ENQUIRY_CATEGORIES),
        });
      fields.push(...contact(enquiryRequired.has('postcode')));
      if (options.showLocation)
        fields.push({
          name: 'location',
          label: text['form.location'],
          kind: 'select',
          required: true,
          options: choices(context.locations.map((location) => location.name)),
        });
      if (options.showDealership)
        fields.push({
          name: 'dealership_slug',
          label: text['form.dealership'],
          kind: 'select',
          required: true,
          options: context.dealerships,
        });
      if (context.serviceBooking)
        fields.push(
          { name: 'Rego', label: text['form.rego'], kind: 'text', required: false },
          { name: 'preferred_date', label: text['form.preferredDate'], kind: 'date', required: false },
        );
      if (context.tradeInQuestion)
        fields.push({
          name: 'has_trade_in',
          label: text['form.hasTradeIn'],
          kind: 'select',
          required: false,
          options: yesNo,
        });
      fields.push({
        name: 'message',
        label: text['form.messageLabel'],
        kind: 'textarea',
        required: enquiryRequired.has('message'),
      });
      if (options.termsRequired) fields.push(terms(context.termsText));
      fields.push(optIn);
      return [{ title: text['form.detailsStep'], fields }];
    }
    case 'test-drive': {
      const fields: FieldSpec[] = [
        ...contact(false),
        { name: 'dateTime', label: text['form.testDriveDate'], kind: 'datetime', required: false },
      ];
      if (context.distributionLocations.length > 0) {
        fields.push({
          name: 'distribution_location',
          label: text['form.distributionLocation'],
          kind: 'select',
          required: false,
          options: choices(context.distributionLocations),
        });
      }
      fields.push({ name: 'message', label: text['form.messageLabel'], kind: 'textarea', required: false });
      if (options.termsRequired) fields.push(terms(context.termsText));
      fields.push(optIn);
      return [{ title: text['form.detailsStep'], fields }];
    }
    case 'request-photos':
      return [
        {
          title: text['form.detailsStep'],
          fields: [
            ...contact(false),
            { name: 'message', label: text['form.messageLabel'], kind: 'textarea', required: false },
            optIn,
          ],
        },
      ];
    case 'trade-in': {
      const car: FieldSpec[] = [
        { name: 'rego', label: text['form.rego'], kind: 'text', required: false },
        {
          name: 'regoState',
          label: text['form.regoState'],
          kind: 'select',
          required: false,
          options: choices(context.regoStates),
        },
        { name: 'finance', label: text['form.finance'], kind: 'radio', required: false, options: yesNo },
      ];
      const details: FieldSpec[] = [...contact(true)];
      if (context.locations.length > 0) {
        details.push({
          name: 'location_id',
          label: text['form.location'],
          kind: 'select',
          required: false,
          options: context.locations.map((location) => ({ value: String(location.id), label: location.name })),
        });
      }
      details.push(
        {
          name: 'PreferredContactMethod',
          label: text['form.preferredContact'],
          kind: 'radio',
          required: false,
          options: choices(PREFERRED_CONTACT_METHODS),
        },
        terms(context.termsText),
        optIn,
      );
      return [
        { title: text['form.tradeInCarStep'], fields: car },
        { title: text['form.detailsStep'], fields: details },
      ];
    }
  }
}

export type FormState = Record<string, string | boolean>;

/**
 * The values a form opens with: stored contact details (spec 02 §3 "used to prefill forms"), then
 * the form's defaults: opt_in ticked, the out-of-stock message (spec 02 §4), PreferredContactMethod
 * Phone (spec 02 §3), and a select with one option picked for the shopper (spec 02 §4 "Location
 * select auto-picks when exactly one option exists"). The honeypot starts empty.
 */
export function initialFormState(
  kind: LeadFormKind,
  steps: readonly FormStepSpec[],
  context: LeadFormContext,
  stored: StoredDetails,
  /** The enquiry's message on an out-of-stock car: the form's text `form.findSimilarMessage`. */
  findSimilarMessage: string,
): FormState {
  const defaults: Record<string, string | boolean> = { [HONEYPOT_FIELD]: '' };
  for (const field of steps.flatMap((step) => step.fields)) {
    defaults[field.name] =
      field.kind === 'checkbox' ? false : field.kind === 'select' ? (autoPickedOption(field.options ?? []) ?? '') : '';
  }
  defaults.opt_in = true;
  if (kind === 'enquiry')
    defaults.message = enquiryDefaults(
      context.car && { status: context.car.inStock ? 'in_stock' : 'sold' },
      findSimilarMessage,
    ).message;
  if (kind === 'trade-in') {
    defaults.PreferredContactMethod = DEFAULT_PREFERRED_CONTACT_METHOD;
    defaults.regoState = context.regoStates[0] ?? '';
  }
  const shown = new Set(Object.keys(defaults));
  const filled = Object.entries(prefill(defaults, stored)).filter(
    (entry): entry is [string, string | boolean] => shown.has(entry[0]) && entry[1] != null,
  );
  return { ...defaults, ...Object.fromEntries(filled) };
}

export interface SubmitMeta {
  /** The signed fill-time token from GET /api/form-token; null until it has arrived (or when it could not). */
  formToken: string | null;
  url: string;
  attributes: LeadAttributes;
  /** Spec 01 §5 request-photos "hidden preset request line". */
  photosRequest: string;
}

/**
 * The JSON body for POST /api/leads: the shown fields (empty text left out, the location id as a
 * number), the car, the page, lead_attributes, the honeypot and the fill-time token. Enquiries on an
 * out-of-stock car carry the 'Find me something similar' subcategory, and a Careers Enquiry becomes
 * a General Enquiry with subcategory 'Career Enquiry' (spec 02 §4).
 */
export function leadRequestBody(
  kind: LeadFormKind,
  steps: readonly FormStepSpec[],
  state: FormState,
  context: LeadFormContext,
  meta: SubmitMeta,
): Record<string, unknown> {
  const body: Record<string, unknown> = { type: kind };
  for (const field of steps.flatMap((step) => step.fields)) {
    const value = state[field.name];
    if (typeof value === 'boolean') body[field.name] = value;
    else if (typeof value === 'string' && value.trim() !== '')
      body[field.name] = field.name === 'location_id' ? Number(value) : value.trim();
  }
  if (context.car) {
    body.car_id = context.car.id;
    if (context.car.dealershipId != null) body.car_dealership_id = context.car.dealershipId;
  }
  if (kind === 'enquiry') {
    // Only the category and subcategory: the message is the form's own.
    const defaults = enquiryDefaults(context.car && { status: context.car.inStock ? 'in_stock' : 'sold' }, '');
    const chosen = normaliseEnquiryCategory({
      category: context.presetCategory ?? (typeof body.category === 'string' ? body.category : defaults.category),
      subcategory: defaults.subcategory || undefined,
    });
    body.category = chosen.category;
    if (chosen.subcategory) body.subcategory = chosen.subcategory;
  }
  if (kind === 'request-photos') body.request = meta.photosRequest;
  body.url = meta.url;
  body.lead_attributes = meta.attributes;
  body[HONEYPOT_FIELD] = state[HONEYPOT_FIELD] ?? '';
  if (meta.formToken) body[FORM_TOKEN_FIELD] = meta.formToken;
  return body;
}

/** Spec 02 §5 "input capped at 4 characters": a postcode field's maxLength. */
export const POSTCODE_MAX_LENGTH = POSTCODE_LENGTH;
