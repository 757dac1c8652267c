/**
 * The checkout page's state and actions (issue 16; spec 01 §9, spec 02 §4): the shopper's details (prefilled from
 * the details of their last lead, and the mobile from a signed-in session), the mobile verified with the sign-in
 * code service (Send Code, then Verify Code signs the shopper in, so the reservation carries a verified phone),
 * whether the deposit is paid online, and Reserve: POST /api/reservations under one Idempotency-Key per details,
 * then the provider's checkout (stripe) or /success (none), or the refused shopper's message and link.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { announceAnalyticsEvent } from '../../analytics/announce-event.ts';
import { CODE_SENT_EVENT_ID, CODE_VERIFIED_EVENT_ID } from '../../domain/analytics.ts';
import { phoneVerified, reserveDetailsErrors, type ReserveDetails } from '../../domain/checkout.ts';
import { codeError } from '../../domain/sign-in-form.ts';
import { $session, loadSession, signedIn } from '../../stores/session.ts';
import { $storedDetails, NO_STORED_DETAILS, rememberShopperDetails } from '../../stores/shopper-details.ts';
import { leadAttributes } from '../../stores/visit.ts';
import { newIdempotencyKey } from '../forms/idempotency-key.ts';
import { sendCode, verifyCode } from '../sign-in/sign-in-calls.ts';
import { fetchTakesPayment, postReservation } from './reserve-calls.ts';
import type { ReserveText } from './reserve-text.ts';

export interface ReserveFormOptions {
  text: ReserveText;
  carId: number;
  go?: (href: string) => void;
}

type Errors = Partial<Record<keyof ReserveDetails | 'code', string>>;

const EMPTY: ReserveDetails = { firstName: '', lastName: '', email: '', phone: '' };
const assign = (href: string) => window.location.assign(href);

export function useReserveForm({ text, carId, go = assign }: ReserveFormOptions) {
  const session = useStore($session);
  const stored = useStore($storedDetails, { ssr: () => NO_STORED_DETAILS });
  // The shopper's own typing; until a field is typed in, the stored details and the session fill it.
  const [typed, setTyped] = useState<Partial<ReserveDetails>>({});
  const details: ReserveDetails = {
    firstName: typed.firstName ?? stored.name ?? EMPTY.firstName,
    lastName: typed.lastName ?? stored.last_name ?? EMPTY.lastName,
    email: typed.email ?? stored.email ?? EMPTY.email,
    phone: typed.phone ?? session.user?.phone ?? stored.phone ?? EMPTY.phone,
  };
  const [errors, setErrors] = useState<Errors>({});
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ message: string; similarHref: string } | null>(null);
  const [takesPayment, setTakesPayment] = useState<boolean | null>(null);
  // Each code sent moves focus to the code field once it is drawn.
  const [codeRequests, setCodeRequests] = useState(0);
  const sent = useRef<{ identity: string; key: string } | null>(null);
  const verified = phoneVerified(details.phone, session.user?.phone ?? null);

  useEffect(() => {
    void loadSession();
    void fetchTakesPayment().then(setTakesPayment);
  }, []);

  useEffect(() => {
    if (codeRequests > 0) document.querySelector<HTMLInputElement>('#reserve-code')?.focus();
  }, [codeRequests]);

  const change = (name: keyof ReserveDetails) => (value: string) =>
    setTyped((current) => ({ ...current, [name]: value }));

  const detailErrors = () =>
    reserveDetailsErrors(details, { required: text['form.required'], invalidEmail: text['form.invalidEmail'] });

  /** Send Code checks the name and the mobile first (spec 02 §5 "Send Code first validates the phone field"). */
  async function requestCode() {
    if (busy) return;
    const found = detailErrors();
    const relevant: Errors = { firstName: found.firstName, phone: found.phone };
    setErrors(relevant);
    if (relevant.firstName || relevant.phone) return;
    setBusy(true);
    setAlert(null);
    setNotice('');
    const answer = await sendCode({ phone: details.phone, first_name: details.firstName, last_name: details.lastName });
    setBusy(false);
    if (!answer.ok) return setAlert(answer.message);
    setCodeSent(true);
    setNotice(answer.value.message);
    setCodeRequests((count) => count + 1);
    announceAnalyticsEvent(CODE_SENT_EVENT_ID);
  }

  /** Verify Code: the code signs the shopper in (the session's mobile is then the verified one). */
  async function confirmCode() {
    if (busy) return;
    const problem = codeError(code);
    setErrors((current) => ({ ...current, code: problem ?? undefined }));
    if (problem !== null) return;
    setBusy(true);
    setAlert(null);
    const answer = await verifyCode({ phone: details.phone, code });
    setBusy(false);
    if (!answer.ok) return setAlert(answer.message);
    signedIn(answer.value);
    setCodeSent(false);
    setCode('');
    // The verified line that replaces the code step says so (role status).
    setNotice('');
    announceAnalyticsEvent(CODE_VERIFIED_EVENT_ID);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refused) return;
    const found: Errors = detailErrors();
    if (!found.phone && !verified) found.phone = text['checkout.verifyFirst'];
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.setTimeout(() => document.querySelector<HTMLInputElement>('.reserve-form [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setAlert(null);
    const request = {
      car_id: carId,
      name: details.firstName.trim(),
      last_name: details.lastName.trim() || null,
      email: details.email.trim(),
      phone: details.phone,
      url: window.location.href,
      lead_attributes: leadAttributes(),
    };
    // A retry of the same details replays the first reservation; changed details are a new request.
    const identity = JSON.stringify([request.name, request.last_name, request.email, request.phone]);
    if (sent.current?.identity !== identity) sent.current = { identity, key: newIdempotencyKey() };
    const outcome = await postReservation(request, sent.current.key, text['checkout.failed']);
    if (outcome.kind === 'go') {
      rememberShopperDetails({
        name: request.name,
        last_name: request.last_name ?? '',
        email: request.email,
        phone: request.phone,
      });
      return go(outcome.href);
    }
    setBusy(false);
    if (outcome.kind === 'refused') return setRefused(outcome);
    setAlert(outcome.message);
  }

  return {
    details,
    errors,
    code,
    codeSent,
    notice,
    alert,
    busy,
    refused,
    takesPayment,
    verified,
    signedIn: session.signedIn,
    change,
    setCode,
    requestCode,
    confirmCode,
    submit,
  };
}

export type ReserveFormState = ReturnType<typeof useReserveForm>;
