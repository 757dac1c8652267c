/**
 * The Quick Enquiry modal of a vehicle card (spec 02 §3 "Car search cards ... Quick Enquiry"): the
 * shared lead dialog (LeadDialog.tsx) with the enquiry LeadForm for the card's car, which goes to
 * /success as every lead form does. Loaded on the first click only.
 */
import { useMemo } from 'react';
import LeadDialog from './LeadDialog.tsx';
import { QUICK_ENQUIRY_FORM_ID, quickEnquiryFormProps, type QuickEnquiryData } from './quick-enquiry-data.ts';
import type { QuickEnquiryCar } from './quick-enquiry-link.ts';

export interface QuickEnquiryDialogProps {
  data: QuickEnquiryData;
  car: QuickEnquiryCar;
  open: boolean;
  /** The link that opened the dialog: focus returns to it. */
  opener: HTMLElement | null;
  /** The dialog closed (Escape, Close, or a click on the backdrop). */
  onClose: () => void;
}

export default function QuickEnquiryDialog({ data, car, open, opener, onClose }: QuickEnquiryDialogProps) {
  const form = useMemo(() => quickEnquiryFormProps(data, car), [data, car.id, car.title]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <LeadDialog
      id={QUICK_ENQUIRY_FORM_ID} className="quick-enquiry" heading={data.heading} subject={car.title} close={data.close}
      form={form} formKey={car.id} open={open} opener={opener} onClose={onClose}
    />
  );
}
