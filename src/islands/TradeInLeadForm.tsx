/**
 * The trade-in form island (spec 02 §2 "Trade-in valuation"): the lead form, carrying the car
 * named by the address on /cars/trade-in?car_id={id} (useCarFromAddress).
 */
import type { LeadFormProps } from '../components/forms/lead-form-props.ts';
import { LeadFormView } from '../components/forms/LeadFormView.tsx';
import { useCarFromAddress } from '../components/forms/use-car-from-address.ts';
import { useLeadForm } from '../components/forms/use-lead-form.ts';

export default function TradeInLeadForm(props: LeadFormProps) {
  const context = useCarFromAddress(props.context);
  const form = useLeadForm({ ...props, context });
  return <LeadFormView kind={props.kind} formId={props.formId} text={props.text} form={form} />;
}
