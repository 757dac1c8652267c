/**
 * The SMS port through Twilio's Messaging API over `fetch`, so one adapter serves Node and the
 * edge (workerd has no Node HTTP client for Twilio's package): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, Body and From or
 * MessagingServiceSid, HTTP Basic with the account SID and auth token; 201 with the Message
 * resource, whose `sid` is the id. Credentials come from the environment (`twilioSmsOptions`),
 * checked at start-up so a missing one stops the functions before the first sign-in.
 *
 * Twilio's errors (a JSON body `{ code, message, more_info, status }`) become `SmsError`s: a
 * number that cannot receive the text (21211 invalid 'To', 21614 not a mobile, 21408 region not
 * enabled, 21610 unsubscribed) is the shopper's to fix; 429 and 5xx, a timeout or a lost
 * connection may pass if tried again later; any other refusal (20003 credentials, 21606 sender) is
 * the deployment's to fix. Nothing is retried here: the shopper's resend is the retry, under the
 * send limits.
 */
import { OTP_SEND_TIMEOUT_MS } from '../../src/domain/finance-quote.ts';
import { SmsError, type SmsSender } from '../ports/sms.ts';

/** Twilio error codes that mean the number cannot receive this text. */
const UNDELIVERABLE_CODES = new Set([21211, 21408, 21610, 21614]);

const TWILIO_API = 'https://api.twilio.com';

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

/** Twilio's error body, or nothing when the answer is not one (a proxy's 503 page, an empty body). */
async function errorCode(response: Response): Promise<number | null> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'number' ? body.code : null;
}

function refusal(status: number, code: number | null): SmsError {
  const what = `Twilio refused the message: ${status}${code === null ? '' : ` code ${code}`}`;
  if (code !== null && UNDELIVERABLE_CODES.has(code)) {
    return new SmsError(what, { retryable: false, invalidNumber: true, status, code });
  }
  return new SmsError(what, { retryable: status === 429 || status >= 500, status, code });
}

/** A timeout or a lost connection, named by the runtime's error (TimeoutError, ECONNREFUSED, ...). */
function unreachable(error: unknown): SmsError {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const name = typeof cause?.code === 'string' ? cause.code : (error as Error).name;
  return new SmsError(`Twilio could not be reached${name ? `: ${name}` : ''}`, { retryable: true });
}

export function createTwilioSms(options: TwilioSmsOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? OTP_SEND_TIMEOUT_MS;
  const url = new URL(`/2010-04-01/Accounts/${options.accountSid}/Messages.json`, options.apiBaseUrl ?? TWILIO_API);
  const authorization = `Basic ${btoa(`${options.accountSid}:${options.authToken}`)}`;
  const sender: [string, string] = options.messagingServiceSid
    ? ['MessagingServiceSid', options.messagingServiceSid]
    : ['From', options.from ?? ''];
  return {
    async send(message) {
      const form = new URLSearchParams([['To', message.to], sender, ['Body', message.body]]);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unreachable(error);
      }
      if (!response.ok) throw refusal(response.status, await errorCode(response));
      const created = (await response.json().catch(() => null)) as { sid?: unknown } | null;
      // A 2xx without a Message SID: the text may or may not go out; the shopper may ask again.
      if (typeof created?.sid !== 'string') {
        throw new SmsError(`Twilio answered ${response.status} without a message SID`, {
          retryable: true,
          status: response.status,
        });
      }
      return { id: created.sid };
    },
  };
}
