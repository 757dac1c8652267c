/**
 * The /sign-in island (spec 02 §2, §4 "Sign-in"; issue 14 item 4): name and mobile, Send Code ('Code sent!', status
 * verificationSent, event 36), then the code ('Code must be 6 digits.', 'This is a required field.'), Verify (status
 * verificationSubmitted, event 37), and on success the session store learns the user and the page goes to the
 * address's `redirect` when it is a path on this site, else home. A new code is offered once the wait the functions
 * name (30 s) is over, with the seconds left shown. Failed calls show their message in the destructive alert box.
 * The rules are src/domain/sign-in-form.ts; the server renders the first step, so the form is laid out before script.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';
import { CODE_SENT_EVENT_ID, CODE_VERIFIED_EVENT_ID } from '../domain/analytics.ts';
import {
  codeError,
  detailsErrors,
  displayMobile,
  readSignInQuery,
  resendSecondsLeft,
  type DetailsEntry,
  type SignInQuery,
  type SignInStatus,
} from '../domain/sign-in-form.ts';
import { fillString } from '../domain/strings.ts';
import type { SignInText } from '../components/sign-in/sign-in-text.ts';
import { TextField } from '../components/sign-in/TextField.tsx';
import { sendCode, verifyCode } from '../components/sign-in/sign-in-calls.ts';
import { signedIn } from '../stores/session.ts';

const EMPTY: DetailsEntry = { first_name: '', last_name: '', phone: '' };
// The query string does not change while the page is open; the server's render knows none.
const unchanging = () => () => {};

export default function SignInForm({ text }: { text: SignInText }) {
  const search = useSyncExternalStore(
    unchanging,
    () => window.location.search,
    () => '',
  );
  const query: SignInQuery = useMemo(() => readSignInQuery(search), [search]);
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [details, setDetails] = useState(EMPTY);
  const [detailErrors, setDetailErrors] = useState<Partial<Record<keyof DetailsEntry, string>>>({});
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [resend, setResend] = useState({ sentAt: 0, wait: 0 });
  const [now, setNow] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const onCodeStep = status !== 'idle';

  // The resend countdown: the clock read once a second while a code is out.
  const secondsLeft =
    resend.sentAt === 0 ? 0 : resendSecondsLeft(resend.sentAt, resend.wait, Math.max(now, resend.sentAt));
  useEffect(() => {
    if (resend.sentAt === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [resend]);

  const change = (name: keyof DetailsEntry) => (value: string) =>
    setDetails((current) => ({ ...current, [name]: value }));

  async function requestCode(): Promise<boolean> {
    setBusy(true);
    setAlert(null);
    setNotice('');
    const sent = await sendCode(details);
    setBusy(false);
    if (!sent.ok) {
      setAlert(sent.message);
      return false;
    }
    setResend({ sentAt: Date.now(), wait: sent.value.resendAfterSeconds });
    setStatus('verificationSent');
    setNotice(sent.value.message);
    announceAnalyticsEvent(CODE_SENT_EVENT_ID);
    return true;
  }

  async function submitDetails(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errors = detailsErrors(details);
    setDetailErrors(errors);
    if (Object.keys(errors).length > 0) {
      window.setTimeout(() => document.querySelector<HTMLInputElement>('.sign-in [aria-invalid="true"]')?.focus());
      return;
    }
    if (await requestCode()) window.setTimeout(() => codeInput.current?.focus());
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = codeError(code);
    setCodeProblem(problem);
    if (problem !== null) {
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setAlert(null);
    const verified = await verifyCode({ phone: details.phone, code });
    if (!verified.ok) {
      setBusy(false);
      setAlert(verified.message);
      codeInput.current?.focus();
      return;
    }
    setStatus('verificationSubmitted');
    setNotice(text['signIn.verified']);
    signedIn(verified.value);
    announceAnalyticsEvent(CODE_VERIFIED_EVENT_ID);
    window.location.replace(query.redirect);
  }

  function changeNumber() {
    setStatus('idle');
    setCode('');
    setCodeProblem(null);
    setAlert(null);
    setNotice('');
    window.setTimeout(() => phoneInput.current?.focus());
  }

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
            <button type="button" className="btn btn--outline" disabled={busy || secondsLeft > 0} onClick={requestCode}>
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
