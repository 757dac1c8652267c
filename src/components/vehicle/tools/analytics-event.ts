/**
 * Sends an analytics event from a vehicle-page tool (spec 01 §7, spec 02 §7: "26 first calculator
 * use"). The page's analytics module (issue 6 item 8, built alongside) is not here yet, so the
 * event goes out as a DOM event on window, `dealer:analytics` with `{ id }`, for that module to
 * forward; replacing this body with its call is the only change the tools need. Failures are only
 * logged (spec 01 §8 "analytics failure: logged only").
 */
export const ANALYTICS_DOM_EVENT = 'dealer:analytics';

export function sendAnalyticsEvent(id: number): void {
  try {
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { id } }));
  } catch (error) {
    console.warn(`analytics event ${id} not sent`, error);
  }
}
