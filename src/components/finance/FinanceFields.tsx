/**
 * The finance form's parts, props only (the state of useFinanceForm): the quote inputs (purchase
 * price digits only and clamped on blur, the 1–7 year term slider, credit history, who is helping),
 * the quote (weekly, monthly, the rate always with its comparison rate, the comparison-rate
 * warning, 'estimate' when it is one), the applicant's details, and the mobile with Send Code and
 * the code. Field checks reuse the sign-in page's TextField.
 */
import { CREDIT_SCORES, QUOTE_TERM_MAX_YEARS, QUOTE_TERM_MIN_YEARS } from '../../domain/finance-quote.ts';
import { fillString } from '../../domain/fill-string.ts';
import { TextField } from '../sign-in/TextField.tsx';
import type { FinanceText } from './finance-text.ts';
import type { FinanceFormState } from './use-finance-form.ts';

type Props = { text: FinanceText; form: FinanceFormState };

export function QuoteFields({ text, form }: Props) {
  return (
    <fieldset className="finance-form__group">
      <legend className="visually-hidden">{text['financePage.stepQuote']}</legend>
      <TextField
        id="finance-price"
        label={text['financePage.price']}
        inputMode="numeric"
        value={form.priceText}
        onValue={form.setPriceText}
        onBlur={form.clampPrice}
      />
      <div className="form-field">
        <label htmlFor="finance-term">
          {text['financePage.term']}:{' '}
          <output htmlFor="finance-term">{fillString(text['financePage.termValue'], { years: form.term })}</output>
        </label>
        <input
          id="finance-term"
          type="range"
          min={QUOTE_TERM_MIN_YEARS}
          max={QUOTE_TERM_MAX_YEARS}
          step={1}
          value={form.term}
          onChange={(event) => form.setTerm(Number(event.currentTarget.value))}
        />
      </div>
      <div className="form-field">
        <label htmlFor="finance-credit">{text['financePage.credit']}</label>
        <select
          id="finance-credit"
          value={form.credit}
          onChange={(event) => form.setCredit(event.currentTarget.value as FinanceFormState['credit'])}
        >
          {CREDIT_SCORES.map((score) => (
            <option key={score} value={score}>
              {text[`financePage.credit${score}`]}
            </option>
          ))}
        </select>
      </div>
      <TextField id="finance-helper" label={text['financePage.helper']} value={form.helper} onValue={form.setHelper} />
    </fieldset>
  );
}

export function QuoteResult({ text, form }: Props) {
  const { quote } = form;
  return (
    <div className="finance-quote" aria-live="polite" aria-busy={form.quoting || undefined} data-finance-quote>
      {quote ? (
        <>
          <p className="finance-quote__weekly">
            <strong data-quote-weekly>{fillString(text['financePage.weekly'], { amount: quote.weekly })}</strong>{' '}
            <span data-quote-monthly>{fillString(text['financePage.monthly'], { amount: quote.monthly })}</span>
          </p>
          <p className="finance-quote__rates" data-quote-rates>
            {fillString(text['financePage.rates'], { rate: quote.advertisedRate, comparison: quote.comparisonRate })}
          </p>
          {quote.estimate && (
            <p className="finance-quote__estimate" data-quote-estimate>
              {text['financePage.estimateLabel']}
            </p>
          )}
          <p className="finance-quote__warning">
            <small>*{text['finance.comparisonWarning']}</small>
          </p>
        </>
      ) : (
        // Before the first answer (the 500 ms wait included) the box says it is on its way, never blank.
        <p className="finance-quote__waiting">
          {form.quoteUnavailable && !form.quoting ? text['financePage.quoteUnavailable'] : text['financePage.quoting']}
        </p>
      )}
    </div>
  );
}

export function DetailsFields({ text, form }: Props) {
  const { details, errors, change } = form;
  return (
    <fieldset className="finance-form__group">
      <legend className="visually-hidden">{text['financePage.stepDetails']}</legend>
      <TextField
        id="finance-first-name"
        label={text['financePage.firstName']}
        autoComplete="given-name"
        value={details.firstName}
        error={errors.firstName}
        onValue={change('firstName')}
        aria-required
      />
      <TextField
        id="finance-last-name"
        label={text['financePage.lastName']}
        optionalMark={text['form.optionalMark']}
        autoComplete="family-name"
        value={details.lastName}
        onValue={change('lastName')}
      />
      <TextField
        id="finance-email"
        label={text['financePage.email']}
        type="email"
        autoComplete="email"
        value={details.email}
        error={errors.email}
        onValue={change('email')}
        aria-required
      />
      <TextField
        id="finance-postcode"
        label={text['financePage.postcode']}
        inputMode="numeric"
        maxLength={4}
        autoComplete="postal-code"
        value={details.postCode}
        error={errors.postCode}
        onValue={change('postCode')}
        aria-required
      />
    </fieldset>
  );
}

export function VerificationFields({ text, form }: Props) {
  return (
    <fieldset className="finance-form__group">
      <legend className="visually-hidden">{text['financePage.stepPreApproval']}</legend>
      <TextField
        id="finance-phone"
        label={text['financePage.mobile']}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={form.details.phone}
        error={form.errors.phone}
        onValue={form.change('phone')}
        aria-required
      />
      <div className="lead-form__actions">
        <button type="button" className="btn btn--outline" disabled={form.busy} onClick={() => void form.requestCode()}>
          {form.codeSent ? text['financePage.resendCode'] : text['financePage.sendCode']}
        </button>
        <p className="finance-form__notice" aria-live="polite" data-finance-notice>
          {form.notice}
        </p>
      </div>
      <TextField
        id="finance-code"
        label={text['financePage.code']}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={form.code}
        error={form.errors.code}
        onValue={form.setCode}
        aria-required
      />
      <div className="form-field form-field--checkbox">
        <input
          id="finance-subscribe"
          type="checkbox"
          checked={form.subscribe}
          onChange={(event) => form.setSubscribe(event.currentTarget.checked)}
        />
        <label htmlFor="finance-subscribe">{text['financePage.subscribe']}</label>
      </div>
    </fieldset>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <div className="form-alert" role="alert">
      {message}
    </div>
  ) : null;
}

export function SubmitButton({ text, form, instantQuote }: Props & { instantQuote: boolean }) {
  return (
    <button type="submit" className="btn lead-form__submit" disabled={form.busy} aria-busy={form.busy || undefined}>
      {form.busy && <span className="spinner" aria-hidden="true" />}
      {instantQuote ? text['financePage.apply'] : text['financePage.enquire']}
    </button>
  );
}
