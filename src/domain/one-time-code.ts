/**
 * The policy for one-time sign-in codes sent by SMS (issue 14; spec 02 §4 "Phone verification:
 * code not sent, then sent ('Code sent!', resend offered), then verified", §5 "exactly 6
 * characters", §8 the messages). The numbers follow NIST SP 800-63B §5.1.3 (out-of-band
 * authenticators: a short-lived, single-use secret from an approved random generator, with
 * failed attempts limited) and OWASP ASVS V2.7; each deployment may change them.
 */
import {
  CODE_LENGTH_ERROR,
  CODE_SENT,
  INVALID_CODE_ERROR,
  TOO_MANY_ATTEMPTS_ERROR,
  VERIFICATION_CODE_LENGTH,
} from './verification.ts';
import { REQUIRED_FIELD_MESSAGE } from './lead-forms.ts';

export interface OneTimeCodePolicy {
  /** Digits in a code. */
  digits: number;
  /** How long a code is good for after it is sent. */
  codeTtlMs: number;
  /**
   * Wrong codes allowed before verification is locked. The counter belongs to the phone, not to
   * one code: sending a new code does not reset it (else every resend would buy more guesses); a
   * right code does, and so does the end of `failureWindowMs`.
   */
  maxWrongTries: number;
  /** How long failed tries are remembered (and so how long a lock lasts), from the first of them. */
  failureWindowMs: number;
  /** The earliest a new code may be sent after the last one. */
  resendAfterMs: number;
  /** Codes sent to one phone number per `sendWindowMs` (across tenants: it protects the phone's owner). */
  sendsPerPhone: number;
  /** Codes requested from one client address per `sendWindowMs`. */
  sendsPerAddress: number;
  sendWindowMs: number;
  /** How long a session lasts after sign-in. */
  sessionTtlMs: number;
}

const MINUTE = 60_000;

/**
 * Issue 14: "6-digit codes …, valid 10 minutes, single use, at most 5 wrong tries per code, and a
 * failure counter that a resend does not reset; resend after 30 s at the earliest, at most 5 sends
 * an hour per phone and per address". Decisions: the lock lasts an hour from the first wrong try;
 * a session lasts 30 days.
 */
export const DEFAULT_ONE_TIME_CODE_POLICY: OneTimeCodePolicy = {
  digits: VERIFICATION_CODE_LENGTH,
  codeTtlMs: 10 * MINUTE,
  maxWrongTries: 5,
  failureWindowMs: 60 * MINUTE,
  resendAfterMs: 30_000,
  sendsPerPhone: 5,
  sendsPerAddress: 5,
  sendWindowMs: 60 * MINUTE,
  sessionTtlMs: 30 * 24 * 60 * MINUTE,
};

/** Spec 02 §4: shown once the code has been sent. */
export const CODE_SENT_MESSAGE = CODE_SENT;
/** Spec 02 §8: "'Too many verification attempts. Please try again later.': rate-limit call not OK". */
export const TOO_MANY_ATTEMPTS_MESSAGE = TOO_MANY_ATTEMPTS_ERROR;
/** Spec 02 §8: "'The verification code is invalid. Please try again.': code verification fails". */
export const INVALID_CODE_MESSAGE = INVALID_CODE_ERROR;

/**
 * The code as typed, or the message to show (spec 02 §5 "required, exactly 6 characters ('Code
 * must be 6 digits.'); missing gives 'This is a required field.'"). Spaces anywhere are ignored (a
 * code copied as "123 456"); anything but exactly `digits` digits is 'Code must be 6 digits.'.
 */
export function codeEntry(
  input: string | null | undefined,
  digits = VERIFICATION_CODE_LENGTH,
): { ok: true; code: string } | { ok: false; error: string } {
  const code = (input ?? '').replace(/\s/g, '');
  if (code === '') return { ok: false, error: REQUIRED_FIELD_MESSAGE };
  return new RegExp(`^\\d{${digits}}$`).test(code) ? { ok: true, code } : { ok: false, error: CODE_LENGTH_ERROR };
}

/** The SMS a shopper receives; the code comes first so a phone can offer to fill it in. */
export function codeMessage(code: string, siteName: string, policy: Pick<OneTimeCodePolicy, 'codeTtlMs'>): string {
  return `${code} is your ${siteName} verification code. It expires in ${Math.round(policy.codeTtlMs / MINUTE)} minutes.`;
}
