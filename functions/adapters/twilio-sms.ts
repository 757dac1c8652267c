/**
 * The SMS port through Twilio's official package (`twilio`), on the Node server: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with To, Body and From or MessagingServiceSid,
 * HTTP Basic with the account SID and auth token. Settings and errors: twilio-settings.ts. The
 * package is asked for no retries of its own: the shopper's resend is the retry.
 */
import twilio from 'twilio';
import { OTP_SEND_TIMEOUT_MS } from '../../src/domain/finance-quote.ts';
import { SmsError, type SmsSender } from '../ports/sms.ts';
import { twilioRefusal, twilioUnreachable, type TwilioSmsOptions } from './twilio-settings.ts';

/**
 * The package's HTTP client, sending each request to `baseUrl` instead of Twilio's host (the package
 * always builds api.twilio.com URLs).
 */
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
    return twilioRefusal(error.status, typeof error.code === 'number' ? error.code : null);
  }
  // A timeout or a lost connection: axios names it by a code (ECONNABORTED, ECONNREFUSED, ...).
  return twilioUnreachable((error as { code?: unknown }).code);
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
      let sent: { sid?: unknown };
      try {
        sent = await client.messages.create({ to: message.to, body: message.body, ...sender });
      } catch (error) {
        throw smsError(error);
      }
      // A 2xx without a Message SID: the text may or may not go out; the shopper may ask again.
      if (typeof sent?.sid !== 'string' || sent.sid === '') {
        throw new SmsError('Twilio answered without a message SID', { retryable: true });
      }
      return { id: sent.sid };
    },
  };
}
