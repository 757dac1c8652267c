/**
 * The lead forms' rules that run in the browser: enquiry defaults and required fields, the category rule, the submit
 * outcome and the multi-step flow (spec 01 §5 "Form defaults", spec 02 §3, §4 "Enquiry submit", §5, §8). Apart from
 * `lead-forms.ts` (which re-exports them) because that one reads its messages from the default-text table
 * (`strings/form.ts`, 1.7 KB gzip) that a form in the browser has in its props already: the texts these rules need are
 * parameters, which the browser fills from the form's texts and `lead-forms.ts` from the table (issue 20).
 */
import { CAREERS_EVENT_ID, ENQUIRY_EVENT_ID } from './analytics.ts';
import type { Car } from './schemas/car.ts';
import { isInStock } from './stock.ts';

/** Spec 01 §5 / spec 02 §4: the out-of-stock subcategory default. */
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';

/** Spec 02 §3: "category (General Enquiry and variants)". */
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry';

/** Spec 02 §4: the category converted to General Enquiry. */
export const CAREERS_ENQUIRY_CATEGORY = 'Careers Enquiry';

/** Spec 02 §4: "converted to General Enquiry with subcategory 'Career Enquiry'". */
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';

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
export function enquiryDefaults(car: Pick<Car, 'status'> | null, findSimilarMessage: string): EnquiryDefaults {
  const findSimilar = car !== null && !isInStock(car);
  return {
    opt_in: true,
    category: GENERAL_ENQUIRY_CATEGORY,
    subcategory: findSimilar ? FIND_SIMILAR_SUBCATEGORY : '',
    message: findSimilar ? findSimilarMessage : '',
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

/** The lead service's reply (spec 02 §3 "Reply: lead_id or error"); null when nothing readable came back. */
export type LeadReply = { lead_id?: number | string | null; error?: string | null } | null;

export type SubmitOutcome =
  { kind: 'success'; leadId: number | string; redirect: string } | { kind: 'error'; message: string };

/**
 * Spec 02 §2 "on a lead_id in the reply the visitor goes to /success"; spec 02 §8 "Form submission
 * without lead_id shows the server error text or 'An unexpected error occured'". An empty lead_id
 * or blank error text counts as absent.
 */
export function submitOutcome(reply: LeadReply, unexpectedError: string): SubmitOutcome {
  const leadId = reply?.lead_id;
  if (leadId != null && leadId !== '') return { kind: 'success', leadId, redirect: SUCCESS_PATH };
  const serverText = (reply?.error ?? '').trim();
  return { kind: 'error', message: serverText === '' ? unexpectedError : serverText };
}

export type FormStep = { action: 'advance'; to: number } | { action: 'submit' };

/**
 * Spec 01 §4 / spec 02 §2 multi-step forms: "non-last steps advance, the last submits". Steps are
 * counted from 0; an index at or past the last step submits.
 */
export function nextFormStep(stepIndex: number, stepCount: number): FormStep {
  return stepIndex < stepCount - 1 ? { action: 'advance', to: stepIndex + 1 } : { action: 'submit' };
}
