/**
 * Spec 01 §7: the test-drive event when the vehicle page's test-drive form opens, in the page as in its dialog.
 * Loaded by VehicleForms.astro after the page's largest paint.
 */
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';

const testDrive = document.querySelector<HTMLDetailsElement>('details[data-analytics-event]');
testDrive?.addEventListener('toggle', () => {
  if (testDrive.open)
    announceAnalyticsEvent(Number(testDrive.dataset.analyticsEvent), { car_id: Number(testDrive.dataset.carId) });
});
