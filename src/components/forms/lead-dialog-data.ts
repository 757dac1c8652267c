/**
 * The lead dialogs as the browser sees them: which control opens which dialog, and what each
 * dialog needs, carried once per page in a JSON script (LeadDialogs.astro) and read on the first
 * click. One mechanism for every page that opens a form on demand:
 *
 * - on the vehicle page, any element with `data-lead-dialog="enquiry" | "test-drive" |
 *   "request-photos"` (a link to the in-page form section) opens that form about the page's car
 *   (spec 01 §2 "test-drive modal, enquiry modal, request-photos modal");
 * - on any page with vehicle cards, a card's Quick Enquiry link (`data-quick-enquiry`, see
 *   quick-enquiry-link.ts) opens the enquiry form about the card's car (spec 02 §3).
 *
 * Both links work before and without the dialog's script: they go to the car's form section.
 */
import type { LeadFormProps } from './lead-form-props.ts';
import { quickEnquiryCar, QUICK_ENQUIRY_ATTRIBUTE, type QuickEnquiryCar } from './quick-enquiry-link.ts';

/** The attribute that makes a control open one of the page car's dialogs; its value is the dialog's kind. */
export const LEAD_DIALOG_ATTRIBUTE = 'data-lead-dialog';
/** The page's one JSON script holding LeadDialogData. */
export const LEAD_DIALOG_DATA_ID = 'lead-dialog-data';
/** The dialogs about the page's own car. */
export const CAR_DIALOG_KINDS = ['enquiry', 'test-drive', 'request-photos'] as const;
export type CarDialogKind = (typeof CAR_DIALOG_KINDS)[number];
export type LeadDialogKind = CarDialogKind | 'quick-enquiry';
/** The Quick Enquiry form's id (one dialog serves every card on the page). */
export const QUICK_ENQUIRY_FORM_ID = 'quick-enquiry';

export interface LeadDialogText {
  heading: string;
  /** A line above the form; null for none. */
  intro: string | null;
}

export interface LeadDialogData {
  /**
   * The form props every dialog shares: the site's options, texts and choices, and on a vehicle
   * page its car (`context.car`, null elsewhere). Each dialog sets its own kind, id, car and
   * trade-in question.
   */
  form: Pick<LeadFormProps, 'options' | 'context' | 'text'>;
  /** The dialogs this page offers: Quick Enquiry everywhere; on a vehicle page all three about its car in stock, only the enquiry (Find Me Something Similar) when sold. */
  dialogs: Partial<Record<LeadDialogKind, LeadDialogText>>;
  /** The page's car: its full title (the second half of its dialogs' names) and its test-drive event (spec 01 §7: 17, or 48 for a used car, sent when that form opens). */
  car: { title: string; testDriveEventId: number } | null;
  /** The visible Close button's label. */
  close: string;
}

/** What opening one dialog shows. */
export interface LeadDialogRequest {
  kind: LeadDialogKind;
  heading: string;
  intro: string | null;
  /** The car's title: read after the heading as the dialog's name. */
  subject: string;
  form: LeadFormProps;
  /** The same key is the same form, keeping what the shopper typed; a Quick Enquiry about another car starts afresh. */
  formKey: string;
}

/** The page-car dialog a control opens, or null when its attribute names none of the three. */
export function leadDialogKind(control: Pick<Element, 'getAttribute'>): CarDialogKind | null {
  const value = control.getAttribute(LEAD_DIALOG_ATTRIBUTE);
  return (CAR_DIALOG_KINDS as readonly (string | null)[]).includes(value) ? (value as CarDialogKind) : null;
}

/**
 * The form of one of the page car's dialogs. Its field ids start with `lead-dialog-<kind>`, apart
 * from the in-page forms' own. The enquiry about an in-stock car asks about a trade-in, as the
 * page's enquiry does (spec 02 §3); for a sold car it is the Find Me Something Similar enquiry
 * (its defaults come from the car not being in stock).
 */
export function leadDialogFormProps(data: LeadDialogData, kind: CarDialogKind): LeadFormProps {
  const { options, text, context } = data.form;
  return {
    kind,
    formId: `lead-dialog-${kind}`,
    options,
    text,
    context: { ...context, tradeInQuestion: kind === 'enquiry' && context.car?.inStock === true },
  };
}

/**
 * The enquiry form for one card's car. A card shows Quick Enquiry only for a car in stock, so the
 * form is the in-stock enquiry with its do-you-have-a-trade-in question, as on the car's own page
 * (spec 02 §3). The card does not know the car's dealership: `dealershipId` is null and the server
 * completes car_dealership_id from its stock data (spec 01 §7).
 */
export function quickEnquiryFormProps(data: LeadDialogData, car: QuickEnquiryCar): LeadFormProps {
  const { options, text, context } = data.form;
  return {
    kind: 'enquiry',
    formId: QUICK_ENQUIRY_FORM_ID,
    options,
    text,
    context: {
      ...context,
      car: { id: car.id, dealershipId: null, inStock: true },
      distributionLocations: [],
      tradeInQuestion: true,
    },
  };
}

/** What a control opens: null when the page offers no such dialog (then the control's link is followed). */
export function leadDialogRequest(
  data: LeadDialogData,
  control: Pick<Element, 'getAttribute' | 'hasAttribute'>,
): LeadDialogRequest | null {
  if (control.hasAttribute(QUICK_ENQUIRY_ATTRIBUTE)) {
    const car = quickEnquiryCar(control);
    const text = data.dialogs['quick-enquiry'];
    if (!car || !text) return null;
    return {
      kind: 'quick-enquiry',
      ...text,
      subject: car.title,
      form: quickEnquiryFormProps(data, car),
      formKey: `car-${car.id}`,
    };
  }
  const kind = leadDialogKind(control);
  const text = kind && data.dialogs[kind];
  if (!kind || !text || !data.car) return null;
  return { kind, ...text, subject: data.car.title, form: leadDialogFormProps(data, kind), formKey: kind };
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
