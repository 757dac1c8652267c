/**
 * The vehicle page's actions and the analytics ids they send (issue 17 item 12), apart from analytics.ts so that the
 * modules every card page loads (the hearts, through announce-event.ts) do not carry this table. Decision: spec 01 §7 lists ids 4, 18, 25, 39, 49, 60 and 61 and names no action for them. They
 * go to the vehicle page's actions that had no event, where a neighbouring id hints at the kind: 25 sits by 26 (the
 * first calculator use), so it is the other calculator with a result, the delivery estimate; 60 and 61 are a pair,
 * so the two full-screen views, photos and 360 spin. The others are our choice (docs/ARCHITECTURE.md "Decisions").
 * The element of each action carries its id (ACTION_EVENT_ATTRIBUTE); page-analytics.ts sends it on the click (a
 * form: on its submit) with the page's car.
 */
export const CAR_ACTION_EVENT_IDS = {
  /** The masked dealer phone revealed (spec 01 §4 "Phone reveal"). */
  phoneReveal: 4,
  /** Share: the car's link copied (spec 01 §2 sidebar). */
  share: 18,
  /** A delivery estimate asked for a postcode (spec 01 §1 "estimate delivery cost"). */
  deliveryEstimate: 25,
  /** Print: the printable page or the PDF (spec 01 §2 "Print", §4 "Print PDF"). */
  print: 39,
  /** The history report opened (spec 01 §5 "history report only when the car has a file"). */
  historyReport: 49,
  /** The photos opened full screen (spec 01 §2 "Fullscreen image view"). */
  galleryFullscreen: 60,
  /** The 360 spin viewer opened full screen (spec 01 §2 "Spin viewer ... fullscreen mode"). */
  spinFullscreen: 61,
} as const;

/** The attribute naming the event an element's action sends (a click; on a form, its submit). */
export const ACTION_EVENT_ATTRIBUTE = 'data-analytics-event';

/** The attribute to spread on an action's element (a link, button or form): `{ 'data-analytics-event': id }`. */
export function actionEvent(action: keyof typeof CAR_ACTION_EVENT_IDS): Record<typeof ACTION_EVENT_ATTRIBUTE, number> {
  return { [ACTION_EVENT_ATTRIBUTE]: CAR_ACTION_EVENT_IDS[action] };
}
