/**
 * A lead form island (enquiry, test drive, request photos or trade-in; spec 02 §2-§5): the
 * behaviour of useLeadForm in the markup of LeadFormView.
 */
import type { LeadFormProps } from '../components/forms/lead-form-props.ts';
import { LeadFormView } from '../components/forms/LeadFormView.tsx';
import { useLeadForm } from '../components/forms/use-lead-form.ts';

export default function LeadForm(props: LeadFormProps) {
  const form = useLeadForm(props);
  return <LeadFormView kind={props.kind} formId={props.formId} text={props.text} form={form} />;
}
