/**
 * The vehicle page's lead dialogs (spec 01 §2 "test-drive modal, enquiry modal, request-photos
 * modal"), as the browser sees them: which control opens which dialog, and what each dialog needs,
 * carried once per page in a JSON script (VehicleForms.astro) and read on the first click.
 *
 * Any element on the page opens one with `data-lead-dialog="enquiry" | "test-drive" |
 * "request-photos"` (a link to the in-page form section, so it works before and without the
 * dialog's script).
 */
import type { LeadFormProps } from '../../islands/LeadForm.tsx';

/** The attribute that makes a control open a lead dialog; its value is the dialog's kind. */
export const LEAD_DIALOG_ATTRIBUTE = 'data-lead-dialog';
/** The page's one JSON script holding LeadDialogData. */
export const LEAD_DIALOG_DATA_ID = 'lead-dialog-data';
export const LEAD_DIALOG_KINDS = ['enquiry', 'test-drive', 'request-photos'] as const;
export type LeadDialogKind = (typeof LEAD_DIALOG_KINDS)[number];

export interface LeadDialogText {
  heading: string;
  /** A line above the form; null for none. */
  intro: string | null;
}

export interface LeadDialogData {
  /** The car's full title: the second half of each dialog's name. */
  carTitle: string;
  /** The form props all three share, with the car; `tradeInQuestion` is set per dialog. */
  form: Pick<LeadFormProps, 'options' | 'context' | 'text'>;
  /** The dialogs this car offers: all three in stock, only the enquiry (Find Me Something Similar) when sold. */
  dialogs: Partial<Record<LeadDialogKind, LeadDialogText>>;
  close: string;
  /** Spec 01 §7: the car's test-drive event (17, or 48 for a used car), sent when that form opens. */
  testDriveEventId: number;
}

/** The kind a control opens, or null when its attribute names none of the three. */
export function leadDialogKind(control: Pick<Element, 'getAttribute'>): LeadDialogKind | null {
  const value = control.getAttribute(LEAD_DIALOG_ATTRIBUTE);
  return (LEAD_DIALOG_KINDS as readonly (string | null)[]).includes(value) ? (value as LeadDialogKind) : null;
}

/**
 * The form of one dialog. Its field ids start with `lead-dialog-<kind>`, apart from the in-page
 * forms' own. The enquiry about an in-stock car asks about a trade-in, as the page's enquiry does
 * (spec 02 §3); for a sold car it is the Find Me Something Similar enquiry (its defaults come
 * from the car not being in stock).
 */
export function leadDialogFormProps(data: LeadDialogData, kind: LeadDialogKind): LeadFormProps {
  const { options, text, context } = data.form;
  return {
    kind,
    formId: `lead-dialog-${kind}`,
    options,
    text,
    context: { ...context, tradeInQuestion: kind === 'enquiry' && context.car?.inStock === true },
  };
}

/** The JSON for a `<script type="application/json">`: `<` escaped, so no text can close the script early. */
export function serialiseLeadDialogData(data: LeadDialogData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

let cached: LeadDialogData | null = null;

/** The page's lead dialog data, parsed once; null when the page carries none (the control's link is then followed). */
export function readLeadDialogData(doc: Document = document): LeadDialogData | null {
  if (cached) return cached;
  const text = doc.getElementById(LEAD_DIALOG_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    cached = JSON.parse(text) as LeadDialogData;
  } catch {
    return null;
  }
  return cached;
}
