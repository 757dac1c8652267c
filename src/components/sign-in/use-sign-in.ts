/**
 * The sign-in page's state and actions (spec 02 §4 "Sign-in"; issue 14 item 4), for SignInView: the details step,
 * Send Code (status verificationSent, event 36, the resend countdown), the code step, Verify (status
 * verificationSubmitted, event 37), then the session store learns the user and the page goes to the address's
 * redirect (a path on this site, else home). The rules are src/domain/sign-in-form.ts; the calls are injected.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { announceAnalyticsEvent } from '../../analytics/announce-event.ts';
import { CODE_SENT_EVENT_ID, CODE_VERIFIED_EVENT_ID } from '../../domain/analytics.ts';
import {
  codeError,
  detailsErrors,
  readSignInQuery,
  resendSecondsLeft,
  type DetailsEntry,
  type SignInQuery,
  type SignInStatus,
} from '../../domain/sign-in-form.ts';
import { loadSession, signedIn, type SessionState, type SessionUser } from '../../stores/session.ts';
import { sendCode, verifyCode } from './sign-in-calls.ts';
import type { SignInText } from './sign-in-text.ts';

const EMPTY: DetailsEntry = { first_name: '', last_name: '', phone: '' };
// The query string does not change while the page is open; the server's render knows none.
const unchanging = () => () => {};

export interface SignInDeps {
  calls?: { sendCode: typeof sendCode; verifyCode: typeof verifyCode };
  onSignedIn?: (user: SessionUser) => void;
  go?: (path: string) => void;
  session?: () => Promise<SessionState>;
}

const replaceLocation = (path: string) => window.location.replace(path);

export function useSignIn(text: SignInText, deps: SignInDeps = {}) {
  const calls = deps.calls ?? { sendCode, verifyCode };
  const onSignedIn = deps.onSignedIn ?? signedIn;
  const go = deps.go ?? replaceLocation;
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

  // A shopper already signed in (a second tab, the Back button, an old link) has nothing to do here: straight on to
  // the redirect, as after a verified code.
  const checkSession = deps.session ?? loadSession;
  useEffect(() => {
    let current = true;
    void checkSession().then((session) => {
      if (current && session.signedIn) go(query.redirect);
    });
    return () => {
      current = false;
    };
  }, [checkSession, go, query.redirect]);

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
    const sent = await calls.sendCode(details);
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
    const verified = await calls.verifyCode({ phone: details.phone, code });
    if (!verified.ok) {
      setBusy(false);
      setAlert(verified.message);
      codeInput.current?.focus();
      return;
    }
    setStatus('verificationSubmitted');
    setNotice(text['signIn.verified']);
    onSignedIn(verified.value);
    announceAnalyticsEvent(CODE_VERIFIED_EVENT_ID);
    go(query.redirect);
  }

  function changeNumber() {
    setStatus('idle');
    setCode('');
    setCodeProblem(null);
    setAlert(null);
    setNotice('');
    window.setTimeout(() => phoneInput.current?.focus());
  }

  return {
    query,
    status,
    details,
    detailErrors,
    code,
    codeProblem,
    alert,
    notice,
    busy,
    secondsLeft,
    codeInput,
    phoneInput,
    change,
    setCode,
    submitDetails,
    submitCode,
    requestCode,
    changeNumber,
  };
}

export type SignInState = ReturnType<typeof useSignIn>;
