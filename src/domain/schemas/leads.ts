/**
 * What a shopper's browser sends to POST /api/leads, one schema per form, discriminated by `type`
 * (spec 01 §7 "Lead submission", spec 02 §3 form fields, §5 validation, §8 messages), and
 * the replies. Field names are the spec's own. The spec's rules come from `lead-forms.ts` so they
 * live once; field errors carry its exact texts. Unknown keys are dropped (browsers send more), so
 * nothing undeclared reaches a stored lead. The server completes the payload (url, source,
 * user_agent) itself: those are never read from here. The lead forms check with these schemas in the browser, so they
 * are written with Zod Mini (`zod-mini.ts`: the same checks, a third of the code in a page; issue 20).
 */
import { z } from './zod-mini.ts';
import {
  GENERAL_ENQUIRY_CATEGORY,
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  PREFERRED_CONTACT_METHODS,
  REQUIRED_FIELD_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  YES_NO_OPTIONS,
  enquiryFieldOptions,
  enquiryRequiredFields,
  validateEnquiry,
  validatePostcode,
  type EnquiryFieldOptions,
} from '../lead-forms.ts';
import { FINANCE_STRINGS } from '../strings/finance.ts';
import { fieldMessages } from '../validation.ts';
import type { SiteConfig } from './site-config.ts';
import { CREDIT_SCORES, DEFAULT_CREDIT_SCORE } from '../credit-scores.ts';
import { CAR_TYPES } from '../car-types.ts';
import { MobileNumberSchema, VerificationCodeSchema } from './phone-and-code.ts';

/** The forms POST /api/leads takes (`finance` also arrives through POST /api/youx/create-customer). */
export const LEAD_TYPES = [
  'enquiry',
  'test-drive',
  'request-photos',
  'trade-in',
  'valuation',
  'offer-acceptance',
  'finance',
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export { FORM_TOKEN_ENDPOINT, FORM_TOKEN_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '../lead-request-fields.ts';

/** Spec 02 §8 "'Lead submission failed': lead rejected": the only text a refused bot gets. */
export const LEAD_REJECTED_MESSAGE = FINANCE_STRINGS['finance.leadSubmissionFailed'];
/** Ours (the spec has none): a `type` that names no form. */
export const UNKNOWN_FORM_MESSAGE = 'Unknown form type.';
/** Ours (the spec has none): a value of the wrong kind in a field that is not required text. */
export const INVALID_VALUE_MESSAGE = 'Please enter a valid value.';
/** Ours: text longer than a field holds. */
export const tooLongMessage = (max: number) => `Please enter at most ${max} characters.`;
/** Spec 01 §7: "offer acceptance sends category, subcategory '3. Offer Accepted' ...". */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

const NAME_MAX = 100,
  EMAIL_MAX = 254,
  PHONE_MAX = 30,
  TEXT_MAX = 200,
  MESSAGE_MAX = 5000,
  URL_MAX = 2048,
  LIST_MAX = 50;

/** Browsers send null for an untouched field: the same as leaving it out. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? undefined),
  );
const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_FIELD_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELD_MESSAGE), z.maxLength(max, tooLongMessage(max)));
const optionalText = (max: number) =>
  optional(z.string({ error: INVALID_VALUE_MESSAGE }).check(z.trim(), z.maxLength(max, tooLongMessage(max))));
/** A whole number: `message` for a value that is no number, `notWhole` for one with a fraction. */
const wholeNumber = (message: string, notWhole = message) => z.number({ error: message }).check(z.int(notWhole));
const id = wholeNumber(INVALID_VALUE_MESSAGE).check(z.positive(INVALID_VALUE_MESSAGE));
const idOrText = z.union([id, requiredText(TEXT_MAX)], { error: REQUIRED_FIELD_MESSAGE });
const yesNo = z.enum(YES_NO_OPTIONS, { error: INVALID_VALUE_MESSAGE });
const flag = z.boolean({ error: INVALID_VALUE_MESSAGE });

/** The email rule lives in `validateEnquiry`; asked for the email alone. */
const NO_OPTIONAL_FIELDS: EnquiryFieldOptions = {
  messageOptional: true,
  showCategory: false,
  showLocation: false,
  showDealership: false,
  postcodeRequired: false,
};
const emailIsValid = (email: string) => validateEnquiry({ email }, NO_OPTIONAL_FIELDS).email === undefined;
const email = requiredText(EMAIL_MAX).check(z.refine(emailIsValid, INVALID_EMAIL_MESSAGE));
const optionalEmail = optional(
  z.string({ error: INVALID_VALUE_MESSAGE }).check(
    z.trim(),
    z.maxLength(EMAIL_MAX, tooLongMessage(EMAIL_MAX)),
    z.refine((value) => value === '' || emailIsValid(value), INVALID_EMAIL_MESSAGE),
  ),
);

/** Spec 02 §5: "Postcode: required, exactly 4 digits"; the message from `validatePostcode`. */
const postcode = z.string({ error: REQUIRED_FIELD_MESSAGE }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const message = validatePostcode(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
);
/** A postcode the form may leave empty, 4 digits when given (spec 02 §5 enquiry "postcode required on some sites"). */
const optionalPostcode = optional(
  z.string({ error: INVALID_VALUE_MESSAGE }).check(
    z.trim(),
    z.refine((value) => value === '' || validatePostcode(value) === null, INVALID_POSTCODE_MESSAGE),
  ),
);
/** Spec 02 §5 "Terms checkbox required: '*You must agree to the terms of use before submitting.'" */
const termsTicked = z.literal(true, { error: TERMS_REQUIRED_MESSAGE });

/** Spec 01 §7 lead_attributes: the pages the shopper saw and the campaign parameters they came with. */
export const LeadAttributesSchema = z.object(
  {
    visited_pages: z._default(
      z
        .array(z.string().check(z.maxLength(URL_MAX, tooLongMessage(URL_MAX))), { error: INVALID_VALUE_MESSAGE })
        .check(z.maxLength(LIST_MAX, INVALID_VALUE_MESSAGE)),
      [],
    ),
    linked_query_params: z._default(
      z
        .record(
          z.string().check(z.maxLength(TEXT_MAX, tooLongMessage(TEXT_MAX))),
          z.string().check(z.maxLength(URL_MAX, tooLongMessage(URL_MAX))),
          { error: INVALID_VALUE_MESSAGE },
        )
        .check(z.refine((params) => Object.keys(params).length <= LIST_MAX, INVALID_VALUE_MESSAGE)),
      {},
    ),
  },
  { error: INVALID_VALUE_MESSAGE },
);
export type LeadAttributes = z.infer<typeof LeadAttributesSchema>;

/** What every form may send about where it was filled in (spec 01 §7); the server adds the rest. */
const context = {
  car_id: optional(id),
  car_dealership_id: optional(id),
  /** The page the form was on; the server falls back to the Referer. */
  url: optionalText(URL_MAX),
  lead_attributes: optional(LeadAttributesSchema),
  opt_in: z._default(flag, true),
};
/** Contact fields; name, email and phone are the core ones (`CORE_CONTACT_FIELDS`). */
const contact = {
  name: requiredText(NAME_MAX),
  last_name: optionalText(NAME_MAX),
  email,
  phone: requiredText(PHONE_MAX),
  postcode: optionalPostcode,
};
const contactIfGiven = {
  name: optionalText(NAME_MAX),
  last_name: optionalText(NAME_MAX),
  email: optionalEmail,
  phone: optionalText(PHONE_MAX),
  postcode: optionalPostcode,
};

/** Site options that shape the lead forms: spec 02 §5 enquiry options and the custom-disclaimer terms. */
export interface LeadFormOptions extends EnquiryFieldOptions {
  /** A custom disclaimer (`forms.terms_text`) adds a required terms checkbox to enquiry and test-drive forms. */
  termsRequired: boolean;
}

/** The lead form options of a site's `forms` settings. */
export function leadFormOptions(forms: SiteConfig['forms']): LeadFormOptions {
  return { ...enquiryFieldOptions(forms), termsRequired: Boolean(forms.terms_text?.trim()) };
}

/** Spec 02 §5 defaults: message required, no category, location or dealership select, no terms. */
export const DEFAULT_LEAD_FORM_OPTIONS: LeadFormOptions = {
  ...NO_OPTIONAL_FIELDS,
  messageOptional: false,
  termsRequired: false,
};

/** A valuation's adjustment answers: question → answer. */
const answers = z
  .record(
    z.string().check(z.maxLength(TEXT_MAX, tooLongMessage(TEXT_MAX))),
    z.union([z.string().check(z.maxLength(MESSAGE_MAX)), z.number(), z.boolean(), z.null()], {
      error: INVALID_VALUE_MESSAGE,
    }),
    { error: INVALID_VALUE_MESSAGE },
  )
  .check(z.refine((record) => Object.keys(record).length <= LIST_MAX, INVALID_VALUE_MESSAGE));

/** The car a shopper trades in (the valuation journey's lookup or picker, and its kilometres). */
const tradeInVehicle = optional(
  z.object(
    {
      year: wholeNumber(INVALID_VALUE_MESSAGE).check(z.gte(1900), z.lte(2100)),
      make: requiredText(60),
      model: requiredText(60),
      badge: optionalText(80),
      body: optionalText(60),
      transmission: optionalText(60),
      km: optional(wholeNumber(INVALID_VALUE_MESSAGE).check(z.gte(0, INVALID_VALUE_MESSAGE))),
    },
    { error: INVALID_VALUE_MESSAGE },
  ),
);
/** The estimate the shopper saw and accepted (POST /api/valuations' result). */
const acceptedValuation = optional(
  z.object(
    {
      low: z.number({ error: INVALID_VALUE_MESSAGE }).check(z.nonnegative(INVALID_VALUE_MESSAGE)),
      high: z.number({ error: INVALID_VALUE_MESSAGE }).check(z.nonnegative(INVALID_VALUE_MESSAGE)),
      basis: optionalText(300),
      comparables: optional(wholeNumber(INVALID_VALUE_MESSAGE).check(z.nonnegative())),
      valuedAt: optionalText(40),
    },
    { error: INVALID_VALUE_MESSAGE },
  ),
);

/** Spec 02 §3 "Finance lead": category 'Finance Enquiry'. */
export const FINANCE_ENQUIRY_CATEGORY = 'Finance Enquiry';
/** The largest purchase price a finance lead or quote carries (a car page may send a dear car's price). */
export const FINANCE_AMOUNT_MAX = 10_000_000;

/** The finance figures both the lead and the lender's customer carry. */
const financeAmount = z
  .number({ error: REQUIRED_FIELD_MESSAGE })
  .check(z.positive(INVALID_VALUE_MESSAGE), z.lte(FINANCE_AMOUNT_MAX, INVALID_VALUE_MESSAGE));
const financeTerm = wholeNumber(REQUIRED_FIELD_MESSAGE, INVALID_VALUE_MESSAGE).check(
  z.gte(1, INVALID_VALUE_MESSAGE),
  z.lte(7, INVALID_VALUE_MESSAGE),
);
const creditScore = z._default(z.enum(CREDIT_SCORES, { error: INVALID_VALUE_MESSAGE }), DEFAULT_CREDIT_SCORE);
const vehicleCode = optionalText(40);

/**
 * Spec 02 §3 "Finance lead" fields the form adds to the applicant's details: sent as the finance
 * application's `additionalData` (POST /api/youx/create-customer) or within a finance lead.
 */
export const FinanceLeadExtrasSchema = z.object({
  ...context,
  category: z._default(z.literal(FINANCE_ENQUIRY_CATEGORY, { error: INVALID_VALUE_MESSAGE }), FINANCE_ENQUIRY_CATEGORY),
  whoIsHelping: optionalText(TEXT_MAX),
  /** The one-time code sent to `phone` (spec 02 §5): checked by the server before the lead is kept. */
  code: VerificationCodeSchema,
  dealership_slug: optionalText(TEXT_MAX),
  car_type: optional(z.enum(CAR_TYPES, { error: INVALID_VALUE_MESSAGE })),
  /** The page's tags; the server adds the finance-partner marker (`financePartnerTag`). */
  tags: z._default(
    z
      .array(requiredText(TEXT_MAX), { error: INVALID_VALUE_MESSAGE })
      .check(z.maxLength(LIST_MAX, INVALID_VALUE_MESSAGE)),
    [],
  ),
});
export type FinanceLeadExtras = z.output<typeof FinanceLeadExtrasSchema>;

/** Spec 02 §3 "tags containing a finance-partner marker": the partner that took the application. */
export const financePartnerTag = (provider: string) => `finance-partner:${provider}`;

/** The applicant's details as the lender's customer payload names them (spec 02 §3 "Customer-creation payload"). */
export const CustomerDataSchema = z.object({
  nvic: vehicleCode,
  vin: vehicleCode,
  selfAssessedCreditScore: creditScore,
  purchasePrice: financeAmount,
  year: optional(wholeNumber(INVALID_VALUE_MESSAGE).check(z.gte(1900), z.lte(2100))),
  loanTerm: financeTerm,
  phoneNumber: MobileNumberSchema,
  firstName: requiredText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  email,
  subscribe: z._default(flag, false),
  postCode: postcode,
});
export type CustomerData = z.output<typeof CustomerDataSchema>;

/** Spec 02 §3 "Finance lead", with the applicant's contact details and figures. */
const financeLeadSchema = z.object({
  type: z.literal('finance'),
  ...FinanceLeadExtrasSchema.shape,
  name: requiredText(NAME_MAX),
  last_name: optionalText(NAME_MAX),
  email,
  phone: MobileNumberSchema,
  postcode,
  amount: financeAmount,
  term: financeTerm,
  selfAssessedCreditScore: creditScore,
  subscribe: z._default(flag, false),
  vin: vehicleCode,
  nvic: vehicleCode,
  year: CustomerDataSchema.shape.year,
});

function leadSchemas(options: LeadFormOptions) {
  const required = new Set(enquiryRequiredFields(options));
  const enquiryText = (field: string, max: number) => (required.has(field) ? requiredText(max) : optionalText(max));
  const terms = options.termsRequired ? termsTicked : optional(flag);
  return [
    /** Spec 02 §3 "Enquiry form fields" with §5's required fields for these options. */
    z.object({
      type: z.literal('enquiry'),
      ...context,
      ...contact,
      postcode: required.has('postcode') ? postcode : optionalPostcode,
      message: enquiryText('message', MESSAGE_MAX),
      category: required.has('category')
        ? requiredText(TEXT_MAX)
        : z.pipe(
            optionalText(TEXT_MAX),
            z.transform((value: string | undefined) => value || GENERAL_ENQUIRY_CATEGORY),
          ),
      subcategory: optionalText(TEXT_MAX),
      Rego: optionalText(TEXT_MAX),
      /** The service booking's preferred date (spec 02 §2 /service), a date input's YYYY-MM-DD. */
      preferred_date: optional(
        z.string({ error: INVALID_VALUE_MESSAGE }).check(
          z.regex(/^(\d{4}-\d{2}-\d{2})?$/, INVALID_VALUE_MESSAGE),
          z.refine((value) => value === '' || !Number.isNaN(Date.parse(value)), INVALID_VALUE_MESSAGE),
        ),
      ),
      location: enquiryText('location', TEXT_MAX),
      dealership_slug: enquiryText('dealership_slug', TEXT_MAX),
      terms_conditions: terms,
      additional_services: optional(
        z
          .array(requiredText(TEXT_MAX), { error: INVALID_VALUE_MESSAGE })
          .check(z.maxLength(LIST_MAX, INVALID_VALUE_MESSAGE)),
      ),
      page_id: optional(z.union([id, requiredText(TEXT_MAX)], { error: INVALID_VALUE_MESSAGE })),
      /** "The trade-in enquiry adds a do-you-have-a-trade-in select (Yes or No)". */
      has_trade_in: optional(yesNo),
    }),
    /** Spec 01 §5 / spec 02 §3 test-drive form: on a car page, so the car is required. */
    z.object({
      type: z.literal('test-drive'),
      ...context,
      ...contact,
      car_id: id,
      message: optionalText(MESSAGE_MAX),
      /** The optional dateTime labelled 'Test Drive Booking Date' (a datetime-local value). */
      dateTime: optional(
        z.string({ error: INVALID_VALUE_MESSAGE }).check(
          z.maxLength(40, tooLongMessage(40)),
          z.refine((value) => value === '' || !Number.isNaN(Date.parse(value)), INVALID_VALUE_MESSAGE),
        ),
      ),
      terms_conditions: terms,
      distribution_location: optionalText(TEXT_MAX),
    }),
    /** Spec 01 §5 request-photos form: contact fields, the hidden preset request line, an optional message. */
    z.object({
      type: z.literal('request-photos'),
      ...context,
      ...contact,
      car_id: id,
      request: optionalText(TEXT_MAX),
      message: optionalText(MESSAGE_MAX),
    }),
    /** Spec 02 §3 "Trade-in form fields", §5 postcode and terms; rego and regoState from the registration lookup. */
    z.object({
      type: z.literal('trade-in'),
      ...context,
      ...contact,
      postcode,
      tracking: optionalText(TEXT_MAX),
      location_id: optional(id),
      PreferredContactMethod: z._default(z.enum(PREFERRED_CONTACT_METHODS, { error: INVALID_VALUE_MESSAGE }), 'Phone'),
      finance: optional(yesNo),
      terms_conditions: termsTicked,
      rego: optionalText(TEXT_MAX),
      regoState: optionalText(TEXT_MAX),
      /** The valuation journey's car, when a dealer appraisal is asked for instead of an online estimate. */
      tradein: tradeInVehicle,
    }),
    /** Spec 01 §7 "Valuation sends id and adjustmentAnswers"; contact details were given with the trade-in lead. */
    z.object({
      type: z.literal('valuation'),
      ...context,
      ...contactIfGiven,
      id: idOrText,
      adjustmentAnswers: z.union([answers, z.array(answers).check(z.maxLength(LIST_MAX, INVALID_VALUE_MESSAGE))], {
        error: REQUIRED_FIELD_MESSAGE,
      }),
      rego: optionalText(TEXT_MAX),
      regoState: optionalText(TEXT_MAX),
      tradein: tradeInVehicle,
      valuation: acceptedValuation,
    }),
    /** Spec 01 §7 "offer acceptance sends category, subcategory '3. Offer Accepted', lead_id, form_completed, offer_accepted". */
    z.object({
      type: z.literal('offer-acceptance'),
      ...context,
      ...contactIfGiven,
      category: requiredText(TEXT_MAX),
      subcategory: z._default(
        z.literal(OFFER_ACCEPTED_SUBCATEGORY, { error: INVALID_VALUE_MESSAGE }),
        OFFER_ACCEPTED_SUBCATEGORY,
      ),
      lead_id: idOrText,
      form_completed: z.boolean({ error: REQUIRED_FIELD_MESSAGE }),
      offer_accepted: z.boolean({ error: REQUIRED_FIELD_MESSAGE }),
      /** "the completed form": the car, its answers and the estimate accepted. */
      tradein: tradeInVehicle,
      adjustmentAnswers: optional(answers),
      rego: optionalText(TEXT_MAX),
      regoState: optionalText(TEXT_MAX),
      valuation: acceptedValuation,
    }),
    financeLeadSchema,
  ] as const;
}

/**
 * The request schema for a site's form options: a union on `type`. A missing `type` gets 'This is
 * a required field.', one that names no form `UNKNOWN_FORM_MESSAGE`.
 */
export function leadRequestSchema(options: LeadFormOptions = DEFAULT_LEAD_FORM_OPTIONS) {
  return z.discriminatedUnion('type', leadSchemas(options), {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return INVALID_VALUE_MESSAGE; // the body itself is no object
      const type =
        typeof issue.input === 'object' && issue.input !== null
          ? (issue.input as Record<string, unknown>).type
          : undefined;
      return type == null || type === '' ? REQUIRED_FIELD_MESSAGE : UNKNOWN_FORM_MESSAGE;
    },
  });
}
export type LeadRequest = z.output<ReturnType<typeof leadRequestSchema>>;
/** What a form sends (before defaults). */
export type LeadRequestInput = z.input<ReturnType<typeof leadRequestSchema>>;
export type LeadRequestOf<T extends LeadType> = Extract<LeadRequest, { type: T }>;

/** Reply 201/200: spec 02 §3 "Reply: lead_id or error". */
export const LeadCreatedReplySchema = z.object({ lead_id: z.string().check(z.minLength(1)) });
/** Reply 4xx/5xx: the text a form shows, and on 422 the spec's message per field. */
export const LeadErrorReplySchema = z.object({
  error: z.string().check(z.minLength(1)),
  fields: z.optional(z.record(z.string(), z.string())),
});
export const LeadReplySchema = z.union([LeadCreatedReplySchema, LeadErrorReplySchema]);
export type LeadCreatedReply = z.infer<typeof LeadCreatedReplySchema>;
export type LeadErrorReply = z.infer<typeof LeadErrorReplySchema>;

const schemaCache = new Map<string, ReturnType<typeof leadRequestSchema>>();

/** The request schema for these options, built once per distinct options (a tenant's are fixed). */
export function leadRequestSchemaFor(
  options: LeadFormOptions = DEFAULT_LEAD_FORM_OPTIONS,
): ReturnType<typeof leadRequestSchema> {
  const key = JSON.stringify(options);
  let schema = schemaCache.get(key);
  if (!schema) schemaCache.set(key, (schema = leadRequestSchema(options)));
  return schema;
}

/** Parse options for a lead request: any check without a message of its own says the value is not valid, never zod's English. */
export const LEAD_PARSE_PARAMS = { error: () => INVALID_VALUE_MESSAGE };

/** The `fields` of a refused lead: one message per field; a body that is no form at all reports under `type`. */
export const leadFieldMessages = (issues: readonly z.core.$ZodIssue[]) => fieldMessages(issues, 'type');

export type LeadParseResult = { ok: true; request: LeadRequest } | { ok: false; fields: Record<string, string> };

/**
 * Checks a parsed JSON body against the form's schema for these options. On failure, one message
 * per field (the first), keyed by its dotted path (`email`, `lead_attributes.visited_pages.3`).
 */
export function parseLeadRequest(body: unknown, options: LeadFormOptions = DEFAULT_LEAD_FORM_OPTIONS): LeadParseResult {
  const result = leadRequestSchemaFor(options).safeParse(body, LEAD_PARSE_PARAMS);
  return result.success
    ? { ok: true, request: result.data }
    : { ok: false, fields: leadFieldMessages(result.error.issues) };
}

/**
 * The finance lead of an application (POST /api/youx/create-customer): the applicant's details
 * from `data` (so the dealer and the lender see the same person and figures) and the lead's own
 * fields from `additionalData`.
 */
export function financeLeadOf(data: CustomerData, extras: FinanceLeadExtras): LeadRequestOf<'finance'> {
  return {
    type: 'finance',
    ...extras,
    name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    phone: data.phoneNumber,
    postcode: data.postCode,
    amount: data.purchasePrice,
    term: data.loanTerm,
    selfAssessedCreditScore: data.selfAssessedCreditScore,
    subscribe: data.subscribe,
    vin: data.vin,
    nvic: data.nvic,
    year: data.year,
  };
}
