/**
 * One of the car page's in-page lead forms (enquiry, test drive, request photos), hydrating from
 * the page's lead dialog data (LeadDialogs.astro's JSON script) rather than from its own props:
 * the three forms share the site's options, texts and the car, and carrying them in each island's
 * `props` attribute repeated ~7.5 KB three times on every car page (issue 20). Its props are only
 * the form's kind and id; the forms and their fields are those of LeadForm, as in the dialogs.
 */
import { useMemo } from 'react';
import {
  leadDialogFormProps,
  readLeadDialogData,
  type CarDialogKind,
  type LeadDialogData,
} from '../components/forms/lead-dialog-data.ts';
import LeadForm from './LeadForm.tsx';

interface CarLeadFormProps {
  kind: CarDialogKind;
  /** Unique on the page: prefixes every field id. */
  formId: string;
  /**
   * At build time only: the page's lead dialog data (the JSON script is not there to read). A
   * function, so Astro leaves it out of the island's serialised props (a function serialises to
   * null); in the browser it is null and the form reads the page's JSON script.
   */
  serverData?: (() => LeadDialogData) | null;
}

export default function CarLeadForm({ kind, formId, serverData }: CarLeadFormProps) {
  // Memoised: the form's steps are worked out again whenever its props change identity.
  const props = useMemo(() => {
    const data = serverData?.() ?? readLeadDialogData();
    return data && { ...leadDialogFormProps(data, kind), formId };
  }, [kind, formId, serverData]);
  // The JSON script is rendered with the forms (VehicleForms.astro): missing only if the page was tampered with.
  return props && <LeadForm {...props} />;
}
