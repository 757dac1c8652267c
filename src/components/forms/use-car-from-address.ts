/**
 * On /cars/trade-in?car_id={id} (spec 01 §1) the trade-in lead carries that car's id. The page is
 * one static file for every car, so the id is read from the address in the browser; the server
 * completes the rest (car_dealership_id) from its stock.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { carIdFromQuery } from './car-from-address.ts';
import type { LeadFormContext } from './lead-form-fields.ts';

// The query string does not change while the page is open.
const unchanging = () => () => {};

/** The form's context with the address's car, when the page names one and the form has no car of its own. */
export function useCarFromAddress(context: LeadFormContext): LeadFormContext {
  // The server's render and hydration know no address; the form picks it up just after.
  const carId = carIdFromQuery(
    useSyncExternalStore(
      unchanging,
      () => window.location.search,
      () => '',
    ),
  );
  return useMemo(
    // The car's stock status is not known here; a trade-in form asks nothing that depends on it.
    () =>
      carId === null || context.car ? context : { ...context, car: { id: carId, dealershipId: null, inStock: true } },
    [context, carId],
  );
}
