/**
 * The SMS port through Twilio's Messaging API over `fetch`, for the edge (functions/edge/edge-auth.ts),
 * where Twilio's package cannot run: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To, Body and From or MessagingServiceSid, HTTP Basic with the account SID and auth
 * token; 201 with the Message resource, whose `sid` is the id. Settings and errors as the package's
 * adapter has them (twilio-settings.ts).
 */
import { OTP_SEND_TIMEOUT_MS } from '../../src/domain/finance-quote.ts';
import { SmsError, type SmsSender } from '../ports/sms.ts';
import { twilioRefusal, twilioUnreachable, type TwilioSmsOptions } from './twilio-settings.ts';

const TWILIO_API = 'https://api.twilio.com';

/** Twilio's error code from its error body, or null when the answer is not one (a proxy's 503 page, an empty body). */
async function errorCode(response: Response): Promise<number | null> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'number' ? body.code : null;
}

/** The runtime's name for a timeout or a lost connection (TimeoutError, ECONNREFUSED, ...). */
function failureName(error: unknown): unknown {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : (error as Error).name;
}

export function createTwilioFetchSms(options: TwilioSmsOptions): SmsSender {
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
        throw twilioUnreachable(failureName(error));
      }
      if (!response.ok) throw twilioRefusal(response.status, await errorCode(response));
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
