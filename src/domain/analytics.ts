/** Analytics and tracking event ids (spec 01 §7 last paragraph, spec 02 §7 tracking events). */
import type { Car } from './schemas/car.ts';

/** Spec 01 §7: "Analytics events are sent (ids 4, 14, 15, 17, 18, 25, 26, 39, 48, 49, 60, 61)". */
export const ANALYTICS_EVENT_IDS = [4, 14, 15, 17, 18, 25, 26, 39, 48, 49, 60, 61] as const;

/** Spec 02 §7: tracking event "22 default enquiry". */
export const ENQUIRY_EVENT_ID = 22;
/** Spec 02 §7: tracking event "36 code sent". */
export const CODE_SENT_EVENT_ID = 36;
/** Spec 02 §7: tracking event "37 verified". */
export const CODE_VERIFIED_EVENT_ID = 37;
/** Spec 02 §7: tracking event "51 careers" (spec 02 §4: a careers enquiry uses "a different event id (51)"). */
export const CAREERS_EVENT_ID = 51;
/** Spec 02 §7: tracking event "26 first calculator use" (spec 02 §4: "first use fires an analytics event once"). */
export const FIRST_CALCULATOR_USE_EVENT_ID = 26;
/** Spec 02 §7: tracking event "9 finance enquiry modal". */
export const FINANCE_ENQUIRY_MODAL_EVENT_ID = 9;

/** Spec 01 §7: "otherwise 14" (car event for new and demo cars). */
export const CAR_EVENT_ID = 14;
/** Spec 01 §7: "used gives 15". */
export const USED_CAR_EVENT_ID = 15;
/** Spec 01 §7: "otherwise 14 (test drive 17)"; also the event of a 'Test Drive Only' car ("gives 17"). */
export const TEST_DRIVE_EVENT_ID = 17;
/** Spec 01 §7: "used gives 15 (test drive 48)". */
export const USED_TEST_DRIVE_EVENT_ID = 48;
/** Spec 01 §3 / §7: the tag 'Test Drive Only'. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

type EventCar = Pick<Car, 'tag' | 'car_type'>;

/** The car's tag is 'Test Drive Only' (ignoring case and surrounding spaces, as dealers type tags by hand). */
function isTestDriveOnly(car: EventCar): boolean {
  return (car.tag ?? '').trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/**
 * Spec 01 §7 "Event by car type: tag 'Test Drive Only' gives 17; used gives 15 (test drive 48);
 * otherwise 14 (test drive 17)": the event sent for a car (viewing, enquiring). The tag wins over
 * the car type.
 */
export function carViewEventId(car: EventCar): number {
  if (isTestDriveOnly(car)) return TEST_DRIVE_EVENT_ID;
  return car.car_type === 'used' ? USED_CAR_EVENT_ID : CAR_EVENT_ID;
}

/**
 * Spec 01 §7, the test-drive events: used gives 48, otherwise 17. Decision: a 'Test Drive Only' car
 * gives 17 for its test drive too, whatever its car type (the tag "gives 17" outright, before the
 * car type is looked at).
 */
export function testDriveEventId(car: EventCar): number {
  if (isTestDriveOnly(car)) return TEST_DRIVE_EVENT_ID;
  return car.car_type === 'used' ? USED_TEST_DRIVE_EVENT_ID : TEST_DRIVE_EVENT_ID;
}

/**
 * Every tracking event id the specs name: spec 01 §7's list and spec 02 §7's (22 enquiry, 36 code
 * sent, 37 verified, 51 careers, 26 first calculator use, 9 finance enquiry modal). The page's
 * analytics module sends only these, so a typo in a caller is logged instead of reaching a report.
 */
export const TRACKED_EVENT_IDS: readonly number[] = [
  ...ANALYTICS_EVENT_IDS,
  ENQUIRY_EVENT_ID,
  CODE_SENT_EVENT_ID,
  CODE_VERIFIED_EVENT_ID,
  CAREERS_EVENT_ID,
  FINANCE_ENQUIRY_MODAL_EVENT_ID,
];

/**
 * Spec 01 §7 "plus a social-network content-view event on save and on viewing". The spec gives it no number: it is
 * the social networks' own event (Meta's ViewContent and the like), so it is sent under this name as its event_id,
 * for the tag manager to hand to the network's pixel.
 */
export const SOCIAL_CONTENT_VIEW_EVENT = 'social_content_view';

/** An event id that is sent: a number of TRACKED_EVENT_IDS, or the social content-view event. */
export type TrackedEventId = number | typeof SOCIAL_CONTENT_VIEW_EVENT;

/** True for an event id the specs name (TRACKED_EVENT_IDS, SOCIAL_CONTENT_VIEW_EVENT); anything else is not sent. */
export function isTrackedEventId(id: unknown): id is TrackedEventId {
  return (typeof id === 'number' && TRACKED_EVENT_IDS.includes(id)) || id === SOCIAL_CONTENT_VIEW_EVENT;
}
