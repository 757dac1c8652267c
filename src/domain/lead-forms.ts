/**
 * Lead forms: enquiry defaults and required fields, trade-in field rules, submit outcome and the
 * multi-step flow (spec 01 §5 "Form defaults", spec 02 §3 form fields, §4 "Enquiry submit", §5
 * "Enquiry form" and "Trade-in and other forms", §8, §9).
 */
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { FORM_STRINGS } from './strings/form.ts';
import {
  enquiryDefaults as enquiryDefaultsWith,
  enquiryRequiredFields,
  POSTCODE_LENGTH,
  submitOutcome as submitOutcomeWith,
  type EnquiryDefaults,
  type EnquiryFieldOptions,
  type LeadReply,
  type SubmitOutcome,
} from './lead-form-flow.ts';

export {
  CAREER_ENQUIRY_SUBCATEGORY,
  CAREERS_ENQUIRY_CATEGORY,
  CORE_CONTACT_FIELDS,
  DEFAULT_PREFERRED_CONTACT_METHOD,
  enquiryRequiredFields,
  FIND_SIMILAR_SUBCATEGORY,
  GENERAL_ENQUIRY_CATEGORY,
  nextFormStep,
  normaliseEnquiryCategory,
  POSTCODE_LENGTH,
  PREFERRED_CONTACT_METHODS,
  SUCCESS_PATH,
  YES_NO_OPTIONS,
  type EnquiryCategory,
  type EnquiryDefaults,
  type EnquiryFieldOptions,
  type FormStep,
  type LeadReply,
  type PreferredContactMethod,
  type SubmitOutcome,
} from './lead-form-flow.ts';

/** Spec 02 §9: "Opt-in default text: 'Yes, I would like to subscribe to receive latest offers & product updates.'" */
export const OPT_IN_TEXT = FORM_STRINGS['form.optIn'];
/** Spec 01 §5 / spec 02 §4: the out-of-stock message default. */
export const FIND_SIMILAR_MESSAGE = FORM_STRINGS['form.findSimilarMessage'];

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

/** lead-form-flow.ts's enquiry defaults with the out-of-stock message of the default texts. */
export const enquiryDefaults = (car: Pick<Car, 'status'> | null): EnquiryDefaults =>
  enquiryDefaultsWith(car, FIND_SIMILAR_MESSAGE);

/** lead-form-flow.ts's submit outcome with the default texts' 'An unexpected error occured'. */
export const submitOutcome = (reply: LeadReply): SubmitOutcome => submitOutcomeWith(reply, UNEXPECTED_ERROR_MESSAGE);

/** Values of a form as the browser holds them (text inputs, selects, checkboxes). */
export type FormValues = Readonly<Record<string, string | boolean | null | undefined>>;

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
