import { describe, expect, it } from 'vitest';
import { ACTION_EVENT_ATTRIBUTE, actionEvent, CAR_ACTION_EVENT_IDS } from '../../../src/domain/car-action-events.ts';
import {
  ANALYTICS_EVENT_IDS,
  CAR_EVENT_ID,
  CAREERS_EVENT_ID,
  carViewEventId,
  CODE_SENT_EVENT_ID,
  CODE_VERIFIED_EVENT_ID,
  ENQUIRY_EVENT_ID,
  FINANCE_ENQUIRY_MODAL_EVENT_ID,
  FIRST_CALCULATOR_USE_EVENT_ID,
  TEST_DRIVE_EVENT_ID,
  TEST_DRIVE_ONLY_TAG,
  testDriveEventId,
  USED_CAR_EVENT_ID,
  USED_TEST_DRIVE_EVENT_ID,
} from '../../../src/domain/analytics.ts';

describe('analytics event ids (spec 01 §7, spec 02 §7)', () => {
  it('spec 01 §7: "Analytics events are sent (ids 4, 14, 15, 17, 18, 25, 26, 39, 48, 49, 60, 61)"', () => {
    expect(ANALYTICS_EVENT_IDS).toEqual([4, 14, 15, 17, 18, 25, 26, 39, 48, 49, 60, 61]);
  });

  it.each([
    ['22 default enquiry', ENQUIRY_EVENT_ID, 22],
    ['36 code sent', CODE_SENT_EVENT_ID, 36],
    ['37 verified', CODE_VERIFIED_EVENT_ID, 37],
    ['51 careers', CAREERS_EVENT_ID, 51],
    ['26 first calculator use', FIRST_CALCULATOR_USE_EVENT_ID, 26],
    ['9 finance enquiry modal', FINANCE_ENQUIRY_MODAL_EVENT_ID, 9],
    ['otherwise 14', CAR_EVENT_ID, 14],
    ['used gives 15', USED_CAR_EVENT_ID, 15],
    ['(test drive 17)', TEST_DRIVE_EVENT_ID, 17],
    ['(test drive 48)', USED_TEST_DRIVE_EVENT_ID, 48],
  ])('spec: "%s"', (_quote, constant, expected) => expect(constant).toBe(expected));

  it("the tag reads 'Test Drive Only'", () => expect(TEST_DRIVE_ONLY_TAG).toBe('Test Drive Only'));
});

describe('the car page actions behind the ids spec 01 §7 names with no action (issue 17 item 12, a decision)', () => {
  const named = [CAR_EVENT_ID, USED_CAR_EVENT_ID, TEST_DRIVE_EVENT_ID, USED_TEST_DRIVE_EVENT_ID, 26];

  it('gives every id of the list that had no action (4, 18, 25, 39, 49, 60, 61) one action, each its own', () => {
    const ids = Object.values(CAR_ACTION_EVENT_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids, ...named].sort((a, b) => a - b)).toEqual([...ANALYTICS_EVENT_IDS]);
  });

  it('keeps the hints the numbers give: 25 by 26 a calculator, 60 and 61 the two full-screen views', () => {
    expect(CAR_ACTION_EVENT_IDS.deliveryEstimate).toBe(25);
    expect([CAR_ACTION_EVENT_IDS.galleryFullscreen, CAR_ACTION_EVENT_IDS.spinFullscreen]).toEqual([60, 61]);
  });

  it("marks an action's element with its id", () => {
    expect(actionEvent('phoneReveal')).toEqual({ [ACTION_EVENT_ATTRIBUTE]: 4 });
    expect(ACTION_EVENT_ATTRIBUTE).toBe('data-analytics-event');
  });
});

describe('"Event by car type: tag \'Test Drive Only\' gives 17; used gives 15 (test drive 48); otherwise 14 (test drive 17)" (spec 01 §7)', () => {
  it.each([
    ['new', 'new', null, 14, 17],
    ['demo', 'demo', null, 14, 17],
    ['used', 'used', null, 15, 48],
    ['used with another tag', 'used', 'Runout Sale', 15, 48],
    ['new with another tag', 'new', 'Test Drive', 14, 17],
    ["new tagged 'Test Drive Only'", 'new', 'Test Drive Only', 17, 17],
    ["used tagged 'Test Drive Only': the tag wins", 'used', 'Test Drive Only', 17, 17],
    ["used tagged ' test drive only ' (case and spaces ignored)", 'used', ' test drive only ', 17, 17],
    ["used tagged 'TEST DRIVE ONLY'", 'used', 'TEST DRIVE ONLY', 17, 17],
    ['used with an empty tag', 'used', '', 15, 48],
  ] as const)('%s → view %s, test drive %s', (_name, carType, tag, view, testDrive) => {
    const car = { car_type: carType, tag };
    expect(carViewEventId(car)).toBe(view);
    expect(testDriveEventId(car)).toBe(testDrive);
  });
});
