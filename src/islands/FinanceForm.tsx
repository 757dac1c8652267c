/**
 * The finance page's island (spec 02 §2, §4; issue 15 item 4): useFinanceForm's state laid out as
 * the base form (one page) or the popup (a <dialog> of four steps, non-final steps only advancing,
 * event 9 on opening), with the right-hand column: the car's card when the address names a car
 * the build knows, else the page's own column (the three steps or the Get Finance Now promo),
 * server-rendered and passed in as the `aside` slot.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';
import { FINANCE_ENQUIRY_MODAL_EVENT_ID } from '../domain/analytics.ts';
import { FinanceCarCard } from '../components/finance/FinanceCarCard.tsx';
import {
  DetailsFields,
  FormAlert,
  QuoteFields,
  QuoteResult,
  SubmitButton,
  VerificationFields,
} from '../components/finance/FinanceFields.tsx';
import type { FinanceText } from '../components/finance/finance-text.ts';
import { useFinanceForm, type FinanceFormState } from '../components/finance/use-finance-form.ts';

interface Props {
  text: FinanceText;
  variant: 'base' | 'popup';
  instantQuote: boolean;
  aside?: ReactNode;
}

export default function FinanceForm({ text, variant, instantQuote, aside }: Props) {
  const form = useFinanceForm({ instantQuote, codeSentText: text['finance.codeSent'] });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <div className="finance-page__grid">
      <div id="finance-form" className="finance-page__form">
        {variant === 'popup' && instantQuote ? (
          <FinancePopup text={text} form={form} onSubmit={onSubmit} />
        ) : (
          <form className="lead-form finance-form" noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
            <QuoteFields text={text} form={form} />
            {instantQuote && <QuoteResult text={text} form={form} />}
            <DetailsFields text={text} form={form} />
            <VerificationFields text={text} form={form} />
            <FormAlert message={form.alert} />
            <div className="lead-form__actions">
              <SubmitButton text={text} form={form} instantQuote={instantQuote} />
            </div>
          </form>
        )}
      </div>
      <aside className="finance-page__aside">
        {form.car ? <FinanceCarCard car={form.car} title={text['financePage.yourCar']} /> : aside}
      </aside>
    </div>
  );
}

const STEP_KEYS = [
  'financePage.stepQuote',
  'financePage.stepDetails',
  'financePage.stepPreApproval',
  'financePage.stepApply',
] as const;

/**
 * The popup variant. On the finance page it draws its own Start button; opened from elsewhere (the
 * car page's Finance Enquiry link, FinanceDialogRoot.tsx) it has none and opens at each new
 * `openRequest`, telling `onClosed` when the shopper closes it.
 */
export function FinancePopup({
  text,
  form,
  onSubmit,
  openRequest,
  onClosed,
}: {
  text: FinanceText;
  form: FinanceFormState;
  onSubmit: (event: FormEvent) => void;
  openRequest?: number;
  onClosed?: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  const last = STEP_KEYS.length - 1;
  // Each opening starts at the first step: closing resets it.
  const open = useCallback(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    announceAnalyticsEvent(FINANCE_ENQUIRY_MODAL_EVENT_ID);
  }, []);
  const closed = () => {
    setStep(0);
    onClosed?.();
  };
  useEffect(() => {
    if (openRequest !== undefined) open();
  }, [openRequest, open]);
  /** Spec 02 §4 "In the popup variant, non-final steps only advance", each once its fields pass. */
  const advance = (event: FormEvent) => {
    event.preventDefault();
    if (step === last) return onSubmit(event);
    if (step === 1 && !form.checkDetails(['firstName', 'email', 'postCode'])) return;
    if (step === 2 && !form.checkCode()) return;
    setStep(step + 1);
  };
  return (
    <>
      {openRequest === undefined && (
        <>
          <QuoteResult text={text} form={form} />
          <button type="button" className="btn" onClick={open} data-finance-open>
            {text['financePage.start']}
          </button>
        </>
      )}
      <dialog
        ref={dialog}
        className="quick-enquiry finance-popup"
        aria-labelledby="finance-popup-title"
        onClose={closed}
      >
        <div className="quick-enquiry__panel">
          <div className="quick-enquiry__head">
            <h2 id="finance-popup-title" className="quick-enquiry__title">
              {text['financePage.popupTitle']}
            </h2>
            <form method="dialog">
              <button type="submit" className="btn btn--outline quick-enquiry__close" aria-label="Close">
                ×
              </button>
            </form>
          </div>
          <div className="quick-enquiry__body">
            <ol className="finance-steps">
              {STEP_KEYS.map((key, index) => (
                <li key={key} aria-current={index === step ? 'step' : undefined}>
                  {text[key]}
                </li>
              ))}
            </ol>
            <form className="lead-form finance-form" noValidate onSubmit={advance} aria-busy={form.busy || undefined}>
              <h3 className="lead-form__step">{text[STEP_KEYS[step] ?? STEP_KEYS[0]]}</h3>
              {step === 0 && <QuoteFields text={text} form={form} />}
              {(step === 0 || step === last) && <QuoteResult text={text} form={form} />}
              {step === 1 && <DetailsFields text={text} form={form} />}
              {step === 2 && <VerificationFields text={text} form={form} />}
              <FormAlert message={form.alert} />
              <div className="lead-form__actions">
                {step === last ? (
                  <SubmitButton text={text} form={form} instantQuote />
                ) : (
                  <button type="submit" className="btn" data-finance-next>
                    {text['financePage.next']}
                  </button>
                )}
              </div>
            </form>
          </div>
        </div>
      </dialog>
    </>
  );
}
