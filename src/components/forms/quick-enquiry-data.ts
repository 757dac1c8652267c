/**
 * What a card's Quick Enquiry dialog needs besides the car: the site's enquiry form props (options,
 * form.* text, locations, dealerships, terms) and the dialog's own labels. The same for every card,
 * so a page carries them once, in a JSON script (QuickEnquiryData.astro), read on the first click.
 */
import type { LeadFormProps } from '../../islands/LeadForm.tsx';
import { QUICK_ENQUIRY_DATA_ID, type QuickEnquiryCar } from './quick-enquiry-link.ts';

/** Field ids of the dialog's form start with this (unique: no other form on a page with cards uses it). */
export const QUICK_ENQUIRY_FORM_ID = 'quick-enquiry';

export interface QuickEnquiryData {
  /** The enquiry form's props with no car (`context.car` null): each card adds its own. */
  form: Pick<LeadFormProps, 'options' | 'context' | 'text'>;
  /** The dialog's heading: the card's own button label (spec 01 §2 "Quick Enquiry"). */
  heading: string;
  /** The dialog's visible Close button. */
  close: string;
}

/**
 * The enquiry form for one card's car. A card shows Quick Enquiry only for a car in stock, so the
 * form is the in-stock enquiry with its do-you-have-a-trade-in question, as on the car's own page
 * (spec 02 §3). The card does not know the car's dealership: `dealershipId` is null and the server
 * completes car_dealership_id from its stock data (spec 01 §7).
 */
export function quickEnquiryFormProps(data: QuickEnquiryData, car: QuickEnquiryCar): LeadFormProps {
  return {
    kind: 'enquiry',
    formId: QUICK_ENQUIRY_FORM_ID,
    options: data.form.options,
    text: data.form.text,
    context: { ...data.form.context, car: { id: car.id, dealershipId: null, inStock: true }, tradeInQuestion: true },
  };
}

/** The JSON for a `<script type="application/json">`: `<` escaped, so no text can close the script early. */
export function serialiseQuickEnquiryData(data: QuickEnquiryData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

let cached: QuickEnquiryData | null = null;

/** The page's Quick Enquiry data, parsed once; null when the page carries none (the link is then followed). */
export function readQuickEnquiryData(doc: Document = document): QuickEnquiryData | null {
  if (cached) return cached;
  const text = doc.getElementById(QUICK_ENQUIRY_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    cached = JSON.parse(text) as QuickEnquiryData;
  } catch {
    return null;
  }
  return cached;
}
