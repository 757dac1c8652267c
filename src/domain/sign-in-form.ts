/**
 * The sign-in page's rules (spec 02 §2 "/sign-in?type=…&redirect=…&back=…", §4 "Sign-in: status values
 * verificationSent, verificationSubmitted", §5 the code and mobile checks, §8 the messages): what the address asks
 * for, what the shopper may type, what an answer of the calls means and where the page goes afterwards. The page's
 * island (src/islands/SignInForm.tsx) only lays these out.
 */
import { UNKNOWN_ERROR } from './verification.ts';
import { REQUIRED_FIELD_MESSAGE } from './lead-forms.ts';
import { mobileNumber } from './mobile-number.ts';
import { codeEntry, INVALID_CODE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from './one-time-code.ts';
import { safeRedirect } from './safe-redirect.ts';
import { SIGN_IN_PATH, SIGN_IN_TYPES, signInUrl, type SignInType } from './sign-in.ts';

/** Spec 02 §4: the sign-in statuses, after "not sent". */
export type SignInStatus = 'idle' | 'verificationSent' | 'verificationSubmitted';

export interface SignInQuery {
  type: SignInType | null;
  /** Where to go once signed in: always a path on this site (home when the address gave none or another site). */
  redirect: string;
  /** The way back (the Back link): a path on this site, or null. */
  back: string | null;
}

/** The page's query, read safely: an unknown type is none, and neither target may leave the site (issue 14). */
export function readSignInQuery(search: string): SignInQuery {
  const params = new URLSearchParams(search);
  const type = SIGN_IN_TYPES.find((candidate) => candidate === params.get('type')) ?? null;
  const back = params.get('back');
  return {
    type,
    redirect: safeRedirect(params.get('redirect'), '/'),
    back: back === null ? null : safeRedirect(back, '') || null,
  };
}

export interface DetailsEntry {
  first_name: string;
  last_name: string;
  phone: string;
}

/**
 * The first step's fields, checked before Send Code (spec 02 §5 "Mobile number required; Send Code first validates
 * the phone field"): the first name is required (the dealer's CRM needs a name), the last name optional, the mobile
 * an Australian one (61 becomes 0).
 */
export function detailsErrors(entry: DetailsEntry): Partial<Record<keyof DetailsEntry, string>> {
  const errors: Partial<Record<keyof DetailsEntry, string>> = {};
  if (entry.first_name.trim() === '') errors.first_name = REQUIRED_FIELD_MESSAGE;
  const phone = mobileNumber(entry.phone);
  if (!phone.ok) errors.phone = phone.error;
  return errors;
}

/** The code as typed, or its message ('This is a required field.', 'Code must be 6 digits.'). */
export function codeError(code: string): string | null {
  const entry = codeEntry(code);
  return entry.ok ? null : entry.error;
}

/**
 * The message a failed send-code or verify-code answer shows in the alert box: the functions' own text where they
 * send one (429 'Too many verification attempts. Please try again later.', 422 undeliverable, 400 'The verification
 * code is invalid. Please try again.', 503 briefly unavailable), the spec's for the statuses it names when the body
 * has none, else 'An unknown error occurred.' (spec 02 §8).
 */
export function callErrorMessage(status: number, body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'string' && error.trim() !== '' && status >= 400 && status < 600) return error;
  if (status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  if (status === 400) return INVALID_CODE_MESSAGE;
  return UNKNOWN_ERROR;
}

/** Whole seconds left before a new code may be asked for (spec: "resend offered" after the wait); never negative. */
export function resendSecondsLeft(sentAtMs: number, resendAfterSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000));
}

/** The number as the code was sent to, for "We texted a code to …": 0412 345 678. */
export function displayMobile(phone: string): string {
  const number = mobileNumber(phone);
  if (!number.ok) return phone.trim();
  const local = number.local;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/** Spec 02 §2 "/my-garage": the saved cars of a signed-in shopper (always gated). */
export const MY_GARAGE_PATH = '/my-garage';

/**
 * The header's Sign In link (issue 14): with the watchlist, to My Garage (type my-garage); without it, back to the
 * page it was clicked on (no type: the spec's types name what the sign-in is for, and here it is for nothing more).
 * Either way the way back is the page.
 */
export function signInHref({ watchlist, path }: { watchlist: boolean; path: string }): string {
  if (watchlist) return signInUrl('my-garage', MY_GARAGE_PATH, path);
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: path, back: path }).toString()}`;
}
