/**
 * The sign-in page's markup, props only (the state of useSignIn): the details step (first name, last name, mobile,
 * Send Code, Back), or the code step (the sent notice, the code with autocomplete one-time-code and a numeric
 * keypad, Verify, Resend Code once the wait is over with the seconds left shown, another number). Failed calls show in
 * the destructive alert box under the fields; statuses are announced by a polite live region.
 */
import { displayMobile } from '../../domain/sign-in-form.ts';
import { fillString } from '../../domain/fill-string.ts';
import type { SignInText } from './sign-in-text.ts';
import { TextField } from './TextField.tsx';
import type { SignInState } from './use-sign-in.ts';

export function SignInView({ text, form }: { text: SignInText; form: SignInState }) {
  const { query, status, details, detailErrors, code, codeProblem, alert, notice, busy, secondsLeft } = form;
  const { codeInput, phoneInput, change, setCode, submitDetails, submitCode, requestCode, changeNumber } = form;
  const onCodeStep = status !== 'idle';
  const alertBox = alert && (
    <div className="form-alert" role="alert">
      {alert}
    </div>
  );
  return (
    <div className="sign-in" data-status={status}>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-sign-in-notice>
        {notice}
      </p>
      {!onCodeStep ? (
        <form className="lead-form" noValidate onSubmit={submitDetails} aria-busy={busy || undefined}>
          <p>{text['signIn.intro']}</p>
          <TextField
            id="sign-in-first-name"
            label={text['form.firstName']}
            autoComplete="given-name"
            value={details.first_name}
            error={detailErrors.first_name}
            onValue={change('first_name')}
            aria-required
          />
          <TextField
            id="sign-in-last-name"
            label={text['form.lastName']}
            optionalMark={text['form.optionalMark']}
            autoComplete="family-name"
            value={details.last_name}
            onValue={change('last_name')}
          />
          <TextField
            id="sign-in-phone"
            label={text['signIn.mobile']}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={details.phone}
            error={detailErrors.phone}
            onValue={change('phone')}
            inputRef={phoneInput}
            aria-required
          />
          {alertBox}
          <div className="lead-form__actions">
            <button type="submit" className="btn lead-form__submit" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? text['signIn.sending'] : text['signIn.sendCode']}
            </button>
            {query.back && (
              <a className="btn btn--outline" href={query.back}>
                {text['signIn.back']}
              </a>
            )}
          </div>
        </form>
      ) : (
        <form className="lead-form" noValidate onSubmit={submitCode} aria-busy={busy || undefined}>
          <h2>{text['signIn.codeTitle']}</h2>
          <p className="sign-in__sent">
            <strong>{notice}</strong> {fillString(text['signIn.codeIntro'], { phone: displayMobile(details.phone) })}
          </p>
          <TextField
            id="sign-in-code"
            label={text['signIn.code']}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            value={code}
            error={codeProblem ?? undefined}
            onValue={setCode}
            inputRef={codeInput}
            aria-required
          />
          {alertBox}
          <div className="lead-form__actions">
            <button type="submit" className="btn lead-form__submit" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? text['signIn.verifying'] : text['signIn.verify']}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy || secondsLeft > 0}
              onClick={() => void requestCode()}
            >
              {text['signIn.resend']}
            </button>
            <button type="button" className="btn btn--outline" onClick={changeNumber} disabled={busy}>
              {text['signIn.changeNumber']}
            </button>
          </div>
          <p className="sign-in__wait" aria-live="off" hidden={secondsLeft === 0}>
            {fillString(text['signIn.resendIn'], { seconds: secondsLeft })}
          </p>
        </form>
      )}
    </div>
  );
}
