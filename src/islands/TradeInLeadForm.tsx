/**
 * The trade-in form island (spec 02 §2 "Trade-in valuation"). On /cars/trade-in?car_id={id} (spec
 * 01 §1) the lead carries that car's id: the page is one static file, so the id is read from the
 * address once hydrated, and the server completes the rest (car_dealership_id) from its stock.
 */
import { useEffect, useMemo, useState } from 'react';
import LeadForm, { type LeadFormProps } from './LeadForm.tsx';
import { carIdFromQuery } from '../components/forms/car-from-address.ts';

export default function TradeInLeadForm(props: LeadFormProps) {
  const [carId, setCarId] = useState<number | null>(null);
  useEffect(() => setCarId(carIdFromQuery(window.location.search)), []);
  const context = useMemo(
    // The car's stock status is not known here; a trade-in form asks nothing that depends on it.
    () => (carId === null || props.context.car ? props.context : { ...props.context, car: { id: carId, dealershipId: null, inStock: true } }),
    [props.context, carId],
  );
  return <LeadForm {...props} context={context} />;
}
