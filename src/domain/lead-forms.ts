/**
 * Lead forms: enquiry defaults and required fields, trade-in field rules, submit outcome and the
 * multi-step flow (spec 01 §5 "Form defaults", spec 02 §3 form fields, §4 "Enquiry submit", §5
 * "Enquiry form" and "Trade-in and other forms", §8, §9).
 */
import { CAREERS_EVENT_ID, ENQUIRY_EVENT_ID } from './analytics.ts';
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { isInStock } from './stock.ts';
import { FORM_STRINGS } from './strings/form.ts';

/** Spec 02 §9: "Opt-in default text: 'Yes, I would like to subscribe to receive latest offers & product updates.'" */
export const OPT_IN_TEXT = FORM_STRINGS['form.optIn'];
/** Spec 01 §5 / spec 02 §4: the out-of-stock message default. */
export const FIND_SIMILAR_MESSAGE = FORM_STRINGS['form.findSimilarMessage'];
/** Spec 01 §5 / spec 02 §4: the out-of-stock subcategory default. */
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';
/** Spec 02 §3: "category (General Enquiry and variants)". */
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry';
/** Spec 02 §4: the category converted to General Enquiry. */
export const CAREERS_ENQUIRY_CATEGORY = 'Careers Enquiry';
/** Spec 02 §4: "converted to General Enquiry with subcategory 'Career Enquiry'". */
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';

/** Spec 02 §8: 'This is a required field.' */
export const REQUIRED_FIELD_MESSAGE = FORM_STRINGS['form.required'];
/** Spec 02 §5 / §8: the postcode message. */
export const INVALID_POSTCODE_MESSAGE = FORM_STRINGS['form.invalidPostcode'];
/** Ours, not the spec's (the spec names no email message): a value that is not shaped like an email address. */
export const INVALID_EMAIL_MESSAGE = FORM_STRINGS['form.invalidEmail'];
/** Spec 02 §5 / §8: the terms checkbox message. */
export const TERMS_REQUIRED_MESSAGE = FORM_STRINGS['form.termsRequired'];
/** Spec 02 §5: "A postcode lookup (geocoding) fails with 'Invalid postcode' when no results." */
export const GEOCODE_INVALID_POSTCODE = FORM_STRINGS['form.geocodeInvalidPostcode'];
/** Spec 02 §2 "Other": "Error summary list under 'Please fix the following errors:'". */
export const FORM_ERRORS_HEADING = FORM_STRINGS['form.errorsHeading'];
/** Spec 02 §8: "alert and stored form error when enquiry submit fails". */
export const SUBMIT_FAILED_MESSAGE = FORM_STRINGS['form.submitFailed'];
/** Spec 01 §8 / spec 02 §8: submission without lead_id and no server text (spelling as in the spec). */
export const UNEXPECTED_ERROR_MESSAGE = FORM_STRINGS['form.unexpectedError'];
/** Spec 01 §5 / spec 02 §3: the test-drive dateTime field is named 'Test Drive Booking Date'. */
export const TEST_DRIVE_DATE_LABEL = FORM_STRINGS['form.testDriveDate'];
/** Spec 02 §3: "message (label 'Comments')". */
export const MESSAGE_LABEL = FORM_STRINGS['form.messageLabel'];
/** Spec 02 §5 / §3: "/success" after a successful enquiry or test-drive form. */
export const SUCCESS_PATH = '/success';

/** Spec 02 §5: "Postcode: required, exactly 4 digits; input capped at 4 characters." */
export const POSTCODE_LENGTH = 4;
/** Spec 02 §3: "optional PreferredContactMethod (Phone, Email or SMS; default Phone)". */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
/** Spec 02 §3: PreferredContactMethod "default Phone". */
export const DEFAULT_PREFERRED_CONTACT_METHOD: PreferredContactMethod = 'Phone';
/** Spec 02 §3: trade-in "finance (Yes or No)" and the enquiry's "do-you-have-a-trade-in select (Yes or No)". */
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];

/** Values of a form as the browser holds them (text inputs, selects, checkboxes). */
export type FormValues = Readonly<Record<string, string | boolean | null | undefined>>;

export interface EnquiryDefaults {
  opt_in: boolean;
  category: string;
  subcategory: string;
  message: string;
}

/**
 * Spec 01 §5 / spec 02 §4 "Defaults: opt_in true; out of stock, message defaults to 'Can you please
 * find me something similar?' with subcategory 'Find me something similar'". The category starts as
 * General Enquiry. With no car, or an in-stock car, message and subcategory start empty.
 */
export function enquiryDefaults(car: Pick<Car, 'status'> | null): EnquiryDefaults {
  const findSimilar = car !== null && !isInStock(car);
  return {
    opt_in: true,
    category: GENERAL_ENQUIRY_CATEGORY,
    subcategory: findSimilar ? FIND_SIMILAR_SUBCATEGORY : '',
    message: findSimilar ? FIND_SIMILAR_MESSAGE : '',
  };
}

export interface EnquiryCategory {
  category: string;
  subcategory?: string | null;
}

/**
 * Spec 02 §4 "Category 'Careers Enquiry' is converted to General Enquiry with subcategory 'Career
 * Enquiry' and a different event id (51)"; every other category is kept as chosen and tracked with
 * the default enquiry event 22 (spec 02 §7).
 */
export function normaliseEnquiryCategory(choice: EnquiryCategory): EnquiryCategory & { eventId: number } {
  if (choice.category === CAREERS_ENQUIRY_CATEGORY) {
    return { category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY, eventId: CAREERS_EVENT_ID };
  }
  return { ...choice, eventId: ENQUIRY_EVENT_ID };
}

/** Site options that shape the enquiry form (spec 02 §5 "Enquiry form"); not yet in site.json. */
export interface EnquiryFieldOptions {
  /** "Message required unless turned off by a site option". */
  messageOptional: boolean;
  /** "category selector required when shown". */
  showCategory: boolean;
  /** "location ... selectors required when shown". */
  showLocation: boolean;
  /** "... and dealership selectors required when shown". */
  showDealership: boolean;
  /** "postcode required on some sites". */
  postcodeRequired: boolean;
}

/**
 * The core contact fields every enquiry requires. Decision: first name, email and phone (the spec
 * says "core contact fields" without listing them; last_name stays optional).
 */
export const CORE_CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * Spec 02 §5 "Message required unless turned off by a site option; category selector required when
 * shown; location and dealership selectors required when shown; opt-in optional; Rego optional;
 * postcode required on some sites": the names of the required fields, core contact fields first.
 */
export function enquiryRequiredFields(options: EnquiryFieldOptions): string[] {
  const fields: string[] = [...CORE_CONTACT_FIELDS];
  if (!options.messageOptional) fields.push('message');
  if (options.showCategory) fields.push('category');
  if (options.showLocation) fields.push('location');
  if (options.showDealership) fields.push('dealership_slug');
  if (options.postcodeRequired) fields.push('postcode');
  return fields;
}

const POSTCODE_PATTERN = /^\d{4}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field's text, trimmed; a value that is not text counts as empty. */
function textOf(value: FormValues[string]): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Spec 02 §5 enquiry validation: each required field (see `enquiryRequiredFields`) left empty gets
 * 'This is a required field.'; a postcode, when given, must be exactly 4 digits ('Invalid postcode.
 * Please enter a 4-digit number.'); an email, when given, must look like one (our message, see
 * INVALID_EMAIL_MESSAGE). Returns field → message; an empty map means the form may be sent.
 */
export function validateEnquiry(values: FormValues, options: EnquiryFieldOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of enquiryRequiredFields(options)) {
    if (textOf(values[field]) === '') errors[field] = REQUIRED_FIELD_MESSAGE;
  }
  const postcode = textOf(values.postcode);
  if (postcode !== '' && !POSTCODE_PATTERN.test(postcode)) errors.postcode = INVALID_POSTCODE_MESSAGE;
  const email = textOf(values.email);
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

/**
 * Spec 02 §5 trade-in postcode "required, exactly 4 digits ... 'Invalid postcode. Please enter a
 * 4-digit number.'" Decision: an empty postcode gets 'This is a required field.' (spec 02 §8), any
 * other value that is not 4 digits the postcode message. Surrounding spaces are ignored. Null when valid.
 */
export function validatePostcode(text: string): string | null {
  const postcode = text.trim();
  if (postcode === '') return REQUIRED_FIELD_MESSAGE;
  return POSTCODE_PATTERN.test(postcode) ? null : INVALID_POSTCODE_MESSAGE;
}

/** Spec 02 §5 postcode "input capped at 4 characters": what the input keeps of what was typed. */
export function capPostcodeInput(text: string): string {
  return text.slice(0, POSTCODE_LENGTH);
}

/** Spec 02 §5 "Terms checkbox required: '*You must agree to the terms of use before submitting.'" Null when ticked. */
export function validateTerms(checked: boolean): string | null {
  return checked ? null : TERMS_REQUIRED_MESSAGE;
}

/** The lead service's reply (spec 02 §3 "Reply: lead_id or error"); null when nothing readable came back. */
export type LeadReply = { lead_id?: number | string | null; error?: string | null } | null;

export type SubmitOutcome =
  { kind: 'success'; leadId: number | string; redirect: string } | { kind: 'error'; message: string };

/**
 * Spec 02 §2 "on a lead_id in the reply the visitor goes to /success"; spec 02 §8 "Form submission
 * without lead_id shows the server error text or 'An unexpected error occured'". An empty lead_id
 * or blank error text counts as absent.
 */
export function submitOutcome(reply: LeadReply): SubmitOutcome {
  const leadId = reply?.lead_id;
  if (leadId != null && leadId !== '') return { kind: 'success', leadId, redirect: SUCCESS_PATH };
  const serverText = (reply?.error ?? '').trim();
  return { kind: 'error', message: serverText === '' ? UNEXPECTED_ERROR_MESSAGE : serverText };
}

export type FormStep = { action: 'advance'; to: number } | { action: 'submit' };

/**
 * Spec 01 §4 / spec 02 §2 multi-step forms: "non-last steps advance, the last submits". Steps are
 * counted from 0; an index at or past the last step submits.
 */
export function nextFormStep(stepIndex: number, stepCount: number): FormStep {
  return stepIndex < stepCount - 1 ? { action: 'advance', to: stepIndex + 1 } : { action: 'submit' };
}

/** The enquiry form options of a site's `forms` settings (site.json). */
export function enquiryFieldOptions(
  forms: Pick<
    SiteConfig['forms'],
    'message_optional' | 'show_category' | 'show_location' | 'show_dealership' | 'postcode_required'
  >,
): EnquiryFieldOptions {
  return {
    messageOptional: forms.message_optional,
    showCategory: forms.show_category,
    showLocation: forms.show_location,
    showDealership: forms.show_dealership,
    postcodeRequired: forms.postcode_required,
  };
}
