/**
 * What the two Twilio SMS adapters share: their settings from the environment, checked at start-up
 * so a missing one stops the functions before the first sign-in, and how Twilio's refusals become
 * `SmsError`s. The Node server sends through Twilio's official package (twilio-sms.ts); the edge,
 * where that package cannot run (workerd has no Node HTTP client for it), through the same
 * Messaging API over `fetch` (twilio-fetch-sms.ts). Both pass the same contract
 * (tests/unit/functions/twilio-sms.test.ts).
 *
 * Twilio's errors (a JSON body `{ code, message, more_info, status }`) become `SmsError`s: a
 * number that cannot receive the text (21211 invalid 'To', 21614 not a mobile, 21408 region not
 * enabled, 21610 unsubscribed) is the shopper's to fix; 429 and 5xx, a timeout or a lost
 * connection may pass if tried again later; any other refusal (20003 credentials, 21606 sender) is
 * the deployment's to fix. Nothing is retried by the adapters: the shopper's resend is the retry,
 * under the send limits.
 */
import { SmsError } from '../ports/sms.ts';

/** Twilio error codes that mean the number cannot receive this text. */
const UNDELIVERABLE_CODES = new Set([21211, 21408, 21610, 21614]);

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (E.164) or an alphanumeric sender id. */
  from?: string;
  /** A Messaging Service, instead of `from`. */
  messagingServiceSid?: string;
  /** Where the API is, in place of https://api.twilio.com: a test server, or an egress proxy. */
  apiBaseUrl?: string;
  /** Spec 02 §9 "OTP send timeout 15000 ms". */
  timeoutMs?: number;
}

/** Makes the SMS port's Twilio adapter of this runtime. */
export type TwilioSmsFactory = (options: TwilioSmsOptions) => import('../ports/sms.ts').SmsSender;

/** A Twilio setting missing or malformed at start-up. */
export class SmsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsConfigError';
  }
}

/**
 * The options from TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or
 * TWILIO_MESSAGING_SERVICE_SID (TWILIO_API_BASE_URL optional); names what is missing, never a value.
 */
export function twilioSmsOptions(env: Readonly<Record<string, string | undefined>>): TwilioSmsOptions {
  const accountSid = env.TWILIO_ACCOUNT_SID ?? '';
  const authToken = env.TWILIO_AUTH_TOKEN ?? '';
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid)) {
    throw new SmsConfigError('TWILIO_ACCOUNT_SID must be set to the account SID (AC followed by 32 hex digits)');
  }
  if (authToken === '') throw new SmsConfigError('TWILIO_AUTH_TOKEN must be set');
  const from = env.TWILIO_FROM || undefined;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID || undefined;
  if (!from && !messagingServiceSid) {
    throw new SmsConfigError('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID must be set');
  }
  return { accountSid, authToken, from, messagingServiceSid, apiBaseUrl: env.TWILIO_API_BASE_URL || undefined };
}

/** Twilio's refusal `status` with its error `code` (null when the body was not Twilio's) as the port's error. */
export function twilioRefusal(status: number, code: number | null): SmsError {
  const what = `Twilio refused the message: ${status}${code === null ? '' : ` code ${code}`}`;
  if (code !== null && UNDELIVERABLE_CODES.has(code)) {
    return new SmsError(what, { retryable: false, invalidNumber: true, status, code });
  }
  return new SmsError(what, { retryable: status === 429 || status >= 500, status, code });
}

/** A timeout or a lost connection, named by the client's error code (ECONNREFUSED, TimeoutError, ...). */
export function twilioUnreachable(name: unknown): SmsError {
  return new SmsError(`Twilio could not be reached${typeof name === 'string' && name ? `: ${name}` : ''}`, {
    retryable: true,
  });
}
