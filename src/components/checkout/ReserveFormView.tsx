/**
 * The checkout island's markup (issue 16): the details step (name, email, the mobile and its code), the deposit
 * step (the amount, held {hours} hours, fully refundable, and whether a payment is taken online) and Reserve; a
 * refused shopper sees the message and Find Me Something Similar in place of the form, so never pays.
 */
import type { FormEvent } from 'react';
import { fillReserveText } from '../../domain/checkout.ts';
import { TextField } from '../sign-in/TextField.tsx';
import type { ReserveText } from './reserve-text.ts';
import type { ReserveFormState } from './use-reserve-form.ts';

export interface ReserveTerms {
  amount: number;
  hours: number;
  /** 'Reserve This Car $200', as the car page's button says. */
  submitLabel: string;
}

interface Props {
  text: ReserveText;
  terms: ReserveTerms;
  form: Pick<
    ReserveFormState,
    | 'details'
    | 'errors'
    | 'code'
    | 'codeSent'
    | 'notice'
    | 'alert'
    | 'busy'
    | 'refused'
    | 'takesPayment'
    | 'verified'
    | 'change'
    | 'setCode'
    | 'requestCode'
    | 'confirmCode'
    | 'submit'
  >;
}

export function ReserveFormView({ text, terms, form }: Props) {
  const fill = (template: string) => fillReserveText(template, terms);
  if (form.refused) {
    return (
      <div className="reserve-refused" role="alert">
        <p>{form.refused.message}</p>
        <a className="btn btn--accent" href={form.refused.similarHref}>
          {text['card.findSimilar']}
        </a>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => void form.submit(event);
  return (
    <form className="lead-form reserve-form" noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
      <fieldset className="reserve-form__step">
        <legend className="checkout__step-title">
          <span className="checkout__step-number" aria-hidden="true">
            2
          </span>
          {text['checkout.stepDetails']}
        </legend>
        <div className="reserve-form__row">
          <TextField
            id="reserve-first-name"
            label={text['form.firstName']}
            autoComplete="given-name"
            value={form.details.firstName}
            error={form.errors.firstName}
            onValue={form.change('firstName')}
            aria-required
          />
          <TextField
            id="reserve-last-name"
            label={text['form.lastName']}
            optionalMark={text['form.optionalMark']}
            autoComplete="family-name"
            value={form.details.lastName}
            onValue={form.change('lastName')}
          />
        </div>
        <TextField
          id="reserve-email"
          label={text['form.email']}
          type="email"
          autoComplete="email"
          value={form.details.email}
          error={form.errors.email}
          onValue={form.change('email')}
          aria-required
        />
        <TextField
          id="reserve-phone"
          label={text['signIn.mobile']}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.details.phone}
          error={form.errors.phone}
          onValue={form.change('phone')}
          aria-required
        />
        {form.verified ? (
          <p className="reserve-form__verified" role="status">
            <span aria-hidden="true">✓ </span>
            {text['checkout.mobileVerified']}
          </p>
        ) : (
          <div className="reserve-form__verify">
            <p className="reserve-form__hint">{text['checkout.verifyIntro']}</p>
            <button
              type="button"
              className="btn btn--outline"
              disabled={form.busy}
              onClick={() => void form.requestCode()}
            >
              {form.codeSent ? text['signIn.resend'] : text['signIn.sendCode']}
            </button>
            {form.codeSent && (
              <div className="reserve-form__code">
                <TextField
                  id="reserve-code"
                  label={text['signIn.code']}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  value={form.code}
                  error={form.errors.code}
                  onValue={form.setCode}
                  aria-required
                />
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={form.busy}
                  onClick={() => void form.confirmCode()}
                >
                  {text['checkout.verify']}
                </button>
              </div>
            )}
          </div>
        )}
        <p className="reserve-form__notice" aria-live="polite">
          {form.notice}
        </p>
      </fieldset>
      <fieldset className="reserve-form__step">
        <legend className="checkout__step-title">
          <span className="checkout__step-number" aria-hidden="true">
            3
          </span>
          {text['checkout.stepDeposit']}
        </legend>
        <ul className="checkout__facts">
          <li>
            <strong>{fill(text['checkout.deposit'])}</strong>
          </li>
          <li>{fill(text['checkout.held'])}</li>
          <li>{text['checkout.refundable']}</li>
          {form.takesPayment !== null && (
            <li data-payment-terms>
              {form.takesPayment ? fill(text['checkout.payNext']) : text['checkout.noPayment']}
            </li>
          )}
        </ul>
      </fieldset>
      {form.alert && (
        <div className="form-alert" role="alert">
          {form.alert}
        </div>
      )}
      <div className="lead-form__actions">
        <button type="submit" className="btn btn--accent lead-form__submit" disabled={form.busy}>
          {form.busy && <span className="spinner" aria-hidden="true" />}
          {form.busy ? text['checkout.reserving'] : terms.submitLabel}
        </button>
      </div>
    </form>
  );
}
