/**
 * The Quick Enquiry link on a vehicle card (spec 01 §2, spec 02 §3 "Car search cards ... Quick
 * Enquiry"), as the browser sees it: which click opens the dialog and which car it is for. The
 * static pages' handler (quick-enquiry-trigger.ts) repeats the click rule rather than import it, to
 * stay one small inline script; a unit test holds the two to the same answers.
 */

/** On the card's Quick Enquiry link: the car's id. */
export const QUICK_ENQUIRY_ATTRIBUTE = 'data-quick-enquiry';
/** On the card's Quick Enquiry link: the car's full title, shown in the dialog's name. */
export const CAR_TITLE_ATTRIBUTE = 'data-car-title';
/** The page's one JSON script holding the per-site form props every card's dialog shares. */
export const QUICK_ENQUIRY_DATA_ID = 'quick-enquiry-data';

export interface QuickEnquiryCar { id: number; title: string }

/**
 * The Quick Enquiry link a click should open the dialog for, or null to let the browser follow
 * the link as usual: a middle or modified click (new tab, new window, download) keeps the link's
 * own behaviour, and so does a click something else already handled.
 */
export function quickEnquiryLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  return target?.closest?.<HTMLAnchorElement>(`a[${QUICK_ENQUIRY_ATTRIBUTE}]`) ?? null;
}

/** The car a Quick Enquiry link is for; null when its id is not a positive whole number. */
export function quickEnquiryCar(link: Pick<Element, 'getAttribute'>): QuickEnquiryCar | null {
  const raw = link.getAttribute(QUICK_ENQUIRY_ATTRIBUTE) ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { id, title: link.getAttribute(CAR_TITLE_ATTRIBUTE) ?? '' } : null;
}
