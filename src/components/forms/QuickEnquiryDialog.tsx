/**
 * The Quick Enquiry modal of a vehicle card (spec 02 §3 "Car search cards ... Quick Enquiry"):
 * a native <dialog> opened with showModal(), so the page behind is inert, Escape closes it and the
 * browser keeps focus inside. Named by its heading and the car's title; focus moves to the dialog
 * when it opens and back to the link that opened it when it closes. It holds the enquiry LeadForm
 * for the card's car, which goes to /success as every lead form does. Loaded on the first click only.
 */
import { useEffect, useMemo, useRef } from 'react';
import LeadForm from '../../islands/LeadForm.tsx';
import { quickEnquiryFormProps, type QuickEnquiryData } from './quick-enquiry-data.ts';
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

const HEADING_ID = 'quick-enquiry-heading';
const CAR_ID = 'quick-enquiry-car';

export default function QuickEnquiryDialog({ data, car, open, opener, onClose }: QuickEnquiryDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const form = useMemo(() => quickEnquiryFormProps(data, car), [data, car.id, car.title]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The dialog itself takes focus (not its first field), so a screen reader reads its name first.
      element.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, car.id]);

  const closed = () => {
    if (opener?.isConnected) opener.focus();
    onClose();
  };

  return (
    <dialog
      ref={dialog} className="quick-enquiry" aria-labelledby={`${HEADING_ID} ${CAR_ID}`} tabIndex={-1} onClose={closed}
      // A press and release both on the backdrop (the dialog element itself, outside its panel) closes
      // it; a text selection dragged out of a field does not.
      onPointerDown={(event) => { pressedOnBackdrop.current = event.target === event.currentTarget; }}
      onClick={(event) => { if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close(); }}
    >
      <div className="quick-enquiry__panel">
        <div className="quick-enquiry__head">
          <div>
            <h2 id={HEADING_ID} className="quick-enquiry__title">{data.heading}</h2>
            <p id={CAR_ID} className="quick-enquiry__car">{car.title}</p>
          </div>
          <button type="button" className="btn btn--outline quick-enquiry__close" onClick={() => dialog.current?.close()}>{data.close}</button>
        </div>
        <div className="quick-enquiry__body">
          <LeadForm key={car.id} {...form} />
        </div>
      </div>
    </dialog>
  );
}
