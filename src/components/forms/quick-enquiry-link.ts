/**
 * The Quick Enquiry link on a vehicle card (spec 01 §2, spec 02 §3 "Car search cards ... Quick
 * Enquiry"): a link to the car's enquiry section that, with script, opens the enquiry form about
 * the car in a dialog (lead-dialog-data.ts). These attributes say which car.
 */

/** On the card's Quick Enquiry link: the car's id. */
export const QUICK_ENQUIRY_ATTRIBUTE = 'data-quick-enquiry';
/** On the card's Quick Enquiry link: the car's full title, shown in the dialog's name. */
export const CAR_TITLE_ATTRIBUTE = 'data-car-title';

export interface QuickEnquiryCar {
  id: number;
  title: string;
}

/** The car a Quick Enquiry link is for; null when its id is not a positive whole number. */
export function quickEnquiryCar(link: Pick<Element, 'getAttribute'>): QuickEnquiryCar | null {
  const raw = link.getAttribute(QUICK_ENQUIRY_ATTRIBUTE) ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { id, title: link.getAttribute(CAR_TITLE_ATTRIBUTE) ?? '' } : null;
}
