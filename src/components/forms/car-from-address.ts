/**
 * Spec 01 §1 / spec 02 §2 "/cars/trade-in?car_id={id}": the car a trade-in is asked about, named
 * by the address. Read in the browser (the page is static, one for every car).
 */

/** The query parameter naming the car. */
export const CAR_ID_PARAM = 'car_id';

/**
 * The car id in a query string (`location.search`), or null unless it is a positive whole number:
 * anything else would only be refused by the server, losing the shopper's trade-in lead.
 */
export function carIdFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get(CAR_ID_PARAM)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
