/**
 * The SMS port through Twilio's Messaging API and its official package (`twilio`): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with To, Body and From or MessagingServiceSid,
 * HTTP Basic with the account SID and auth token. Credentials come from the environment
 * (`twilioSmsOptions`), checked at start-up so a missing one stops the functions before the first
 * sign-in.
 *
 * Twilio's errors (a JSON body `{ code, message, more_info, status }`) become `SmsError`s: a
 * number that cannot receive the text (21211 invalid 'To', 21614 not a mobile, 21408 region not
 * enabled, 21610 unsubscribed) is the shopper's to fix; 429 and 5xx, a timeout or a lost
 * connection may pass if tried again later; any other refusal (20003 credentials, 21606 sender) is
 * the deployment's to fix. The package is asked for no retries of its own: the shopper's resend is
 * the retry, under the send limits.
 */
import twilio from 'twilio';
import { OTP_SEND_TIMEOUT_MS } from '../../src/domain/finance-quote.ts';
import { SmsError, type SmsSender } from '../ports/sms.ts';

/** Twilio error codes that mean the number cannot receive this text. */
const UNDELIVERABLE_CODES = new Set([21211, 21408, 21610, 21614]);

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (E.164) or an alphanumeric sender id. */
  from?: string;
  /** A Messaging Service, instead of `from`. */
  messagingServiceSid?: string;
  /**
   * Where the API is, in place of https://api.twilio.com: a test server, or an egress proxy. The
   * package always builds api.twilio.com URLs, so its HTTP client is given one that swaps the origin.
   */
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

/** The package's HTTP client, sending each request to `baseUrl` instead of Twilio's host. */
function rebasedHttpClient(baseUrl: string, timeoutMs: number): twilio.RequestClient {
  const client = new twilio.RequestClient({ timeout: timeoutMs, autoRetry: false });
  const request = client.request.bind(client);
  client.request = (options) => {
    const original = new URL(options.uri);
    return request({ ...options, uri: new URL(original.pathname + original.search, baseUrl).href });
  };
  return client;
}

function smsError(error: unknown): SmsError {
  if (error instanceof twilio.RestException) {
    const code = typeof error.code === 'number' ? error.code : null;
    const what = `Twilio refused the message: ${error.status}${code === null ? '' : ` code ${code}`}`;
    if (code !== null && UNDELIVERABLE_CODES.has(code)) {
      return new SmsError(what, { retryable: false, invalidNumber: true, status: error.status, code });
    }
    const retryable = error.status === 429 || error.status >= 500;
    return new SmsError(what, { retryable, status: error.status, code });
  }
  // A timeout or a lost connection: axios names it by a code (ECONNABORTED, ECONNREFUSED, ...).
  const name = (error as { code?: unknown }).code;
  return new SmsError(`Twilio could not be reached${typeof name === 'string' ? `: ${name}` : ''}`, {
    retryable: true,
  });
}

export function createTwilioSms(options: TwilioSmsOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? OTP_SEND_TIMEOUT_MS;
  const client = twilio(options.accountSid, options.authToken, {
    autoRetry: false,
    timeout: timeoutMs,
    ...(options.apiBaseUrl ? { httpClient: rebasedHttpClient(options.apiBaseUrl, timeoutMs) } : {}),
  });
  const sender = options.messagingServiceSid
    ? { messagingServiceSid: options.messagingServiceSid }
    : { from: options.from ?? '' };
  return {
    async send(message) {
      try {
        const sent = await client.messages.create({ to: message.to, body: message.body, ...sender });
        return { id: sent.sid };
      } catch (error) {
        throw smsError(error);
      }
    },
  };
}
