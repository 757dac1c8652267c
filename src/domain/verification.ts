/**
 * Phone verification (spec 02 §4, §5, §8, §9): the code's length, the send timeout, the messages and the mobile's
 * checks. Apart from finance-quote.ts (which re-exports them), so every page that verifies a phone (finance, sign-in,
 * reserve, trade-in) loads these without the quote's texts and rules.
 */
import { REQUIRED_FIELD_MESSAGE } from './lead-forms.ts';
import { FINANCE_STRINGS } from './strings/finance.ts';

/** Spec 02 §5: the verification code is "exactly 6 characters". */
export const VERIFICATION_CODE_LENGTH = 6;

/** Spec 02 §9: OTP send timeout 15000 ms. */
export const OTP_SEND_TIMEOUT_MS = 15000;

/** Spec 02 §5 / §8: a verification code not 6 characters long. */
export const CODE_LENGTH_ERROR = FINANCE_STRINGS['finance.codeLength'];

/** Spec 02 §4: shown once the code has been sent. */
export const CODE_SENT = FINANCE_STRINGS['finance.codeSent'];

/** Spec 02 §8: rate-limit call not OK. */
export const TOO_MANY_ATTEMPTS_ERROR = FINANCE_STRINGS['finance.tooManyAttempts'];

/** Spec 02 §8: code verification fails. */
export const INVALID_CODE_ERROR = FINANCE_STRINGS['finance.invalidCode'];

/** Spec 02 §8: generic fallback. */
export const UNKNOWN_ERROR = FINANCE_STRINGS['finance.unknownError'];

/**
 * Spec 02 §5: "Verification code: required, exactly 6 characters ('Code must be 6 digits.');
 * missing gives 'This is a required field.'". Surrounding spaces are ignored; null means valid.
 */
export function validateVerificationCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return REQUIRED_FIELD_MESSAGE;
  return trimmed.length === VERIFICATION_CODE_LENGTH ? null : CODE_LENGTH_ERROR;
}

/**
 * Spec 02 §5: "Mobile number required". The spec sets no format, so any non-blank number passes
 * (the SMS provider is the judge); null means valid.
 */
export function validateMobile(phone: string | null | undefined): string | null {
  return (phone ?? '').trim() === '' ? REQUIRED_FIELD_MESSAGE : null;
}

/**
 * Spec 02 §5: "Phone numbers starting with country code 61 are converted to a leading 0 before
 * sending": spaces and punctuation are dropped, then +61 or 61 (and a 0 typed after it) becomes 0.
 * '+61 412 345 678' and '61412345678' give '0412345678'; '0412 345 678' gives '0412345678'.
 */
export function toLocalPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '').replace(/^\+?610?/, '0');
}
