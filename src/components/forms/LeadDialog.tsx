/**
 * A lead form in a modal dialog (the view; LeadDialogRoot.tsx opens them): Quick Enquiry on
 * vehicle cards (spec 02 §3), and the vehicle page's enquiry, test-drive and request-photos modals
 * (spec 01 §2). A native <dialog> opened with showModal(), so the page behind is inert, Escape
 * closes it and the browser keeps focus inside. Named by its heading and the car's title; the
 * dialog itself takes focus when it opens (a screen reader reads its name first) and focus returns
 * to the control that opened it when it closes. Its parts use the shared `quick-enquiry__*` styles.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface LeadDialogProps {
  /** Unique on the page: prefixes the heading's and the car line's ids. */
  id: string;
  /** Classes of the <dialog> element (`quick-enquiry` gives the shared dialog styles). */
  className: string;
  heading: string;
  /** The car's title: read after the heading as the dialog's name. */
  subject: string;
  /** A line above the form (the request-photos intro); null for none. */
  intro?: string | null;
  /** The visible Close button's label. */
  close: string;
  /** The form. */
  children: ReactNode;
  open: boolean;
  /** The control that opened the dialog: focus returns to it. */
  opener: HTMLElement | null;
  /** The dialog closed (Escape, Close, or a click on the backdrop). */
  onClose: () => void;
}

export function LeadDialog({
  id,
  className,
  heading,
  subject,
  intro = null,
  close,
  children,
  open,
  opener,
  onClose,
}: LeadDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = `${id}-heading`;
  const subjectId = `${id}-car`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Light dismiss for pointers: a press and release both on the backdrop (the dialog element itself,
  // outside its panel) closes it; a text selection dragged out of a field does not. Keyboards have
  // Escape and the Close button.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    let pressedOnBackdrop = false;
    const press = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === element;
    };
    const release = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === element) element.close();
    };
    element.addEventListener('pointerdown', press);
    element.addEventListener('click', release);
    return () => {
      element.removeEventListener('pointerdown', press);
      element.removeEventListener('click', release);
    };
  }, []);

  const closed = () => {
    if (opener?.isConnected) opener.focus();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={`${headingId} ${subjectId}`}
      tabIndex={-1}
      onClose={closed}
    >
      <div className="quick-enquiry__panel">
        <div className="quick-enquiry__head">
          <div>
            <h2 id={headingId} className="quick-enquiry__title">
              {heading}
            </h2>
            <p id={subjectId} className="quick-enquiry__car">
              {subject}
            </p>
          </div>
          <button
            type="button"
            className="btn btn--outline quick-enquiry__close"
            onClick={() => dialog.current?.close()}
          >
            {close}
          </button>
        </div>
        <div className="quick-enquiry__body">
          {intro && <p className="lead-dialog__intro">{intro}</p>}
          {children}
        </div>
      </div>
    </dialog>
  );
}
