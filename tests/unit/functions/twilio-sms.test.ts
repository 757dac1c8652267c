/**
 * The two Twilio SMS adapters (Twilio's package on Node, `fetch` at the edge), one contract, against a local HTTP server that answers
 * with the Messaging API's documented shapes: POST /2010-04-01/Accounts/{AccountSid}/Messages.json
 * (form-encoded To, Body, From or MessagingServiceSid; HTTP Basic), 201 with the Message resource,
 * and errors as `{ code, message, more_info, status }`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioFetchSms } from '../../../functions/adapters/twilio-fetch-sms.ts';
import {
  SmsConfigError,
  twilioSmsOptions,
  type TwilioSmsFactory,
  type TwilioSmsOptions,
} from '../../../functions/adapters/twilio-settings.ts';
import { createTwilioSms } from '../../../functions/adapters/twilio-sms.ts';
import { SmsError } from '../../../functions/ports/sms.ts';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'test-auth-token';
const MESSAGE_SID = `SM${'fedcba9876543210'.repeat(2)}`;
const message = { tenant: 'harbour-city-toyota', to: '+61412345678', body: '123456 is your code.' };
const NOW = new Date('2026-05-01T00:00:00.000Z');

interface Seen {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}
type Reply = { status: number; body?: unknown } | 'hang';

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: Reply;

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await read(request);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(text)),
    });
    if (reply === 'hang') return; // never answers: the client's timeout must end it
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  reply = { status: 201, body: messageResource() };
});

/** The Message resource as the API documents it, for a queued message. */
function messageResource() {
  return {
    account_sid: ACCOUNT_SID,
    api_version: '2010-04-01',
    body: message.body,
    date_created: 'Fri, 01 May 2026 00:00:00 +0000',
    date_sent: null,
    date_updated: 'Fri, 01 May 2026 00:00:00 +0000',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: '+61400000000',
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: MESSAGE_SID,
    status: 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${MESSAGE_SID}/Media.json` },
    to: message.to,
    uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${MESSAGE_SID}.json`,
  };
}

const twilioError = (status: number, code: number, text: string) => ({
  status,
  body: { code, message: text, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

let createSms: TwilioSmsFactory;
const sms = (options: Partial<TwilioSmsOptions> = {}) =>
  createSms({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: '+61400000000',
    apiBaseUrl: baseUrl,
    ...options,
  });

async function failure(send: Promise<unknown>): Promise<SmsError> {
  const error = await send.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe.each([
  ["Twilio's package (Node)", createTwilioSms],
  ['fetch (the edge)', createTwilioFetchSms],
])('Twilio SMS adapter through %s', (_, factory) => {
  beforeEach(() => {
    createSms = factory;
  });

  it('creates a Message: POST form-encoded To, From and Body with HTTP Basic, and returns its SID', async () => {
    expect(await sms().send(message, NOW)).toEqual({ id: MESSAGE_SID });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: message.to, From: '+61400000000', Body: message.body },
      },
    ]);
  });

  it('sends through a Messaging Service when one is set', async () => {
    await sms({ from: undefined, messagingServiceSid: `MG${'0'.repeat(32)}` }).send(message, NOW);
    expect(seen[0]?.form).toEqual({ To: message.to, MessagingServiceSid: `MG${'0'.repeat(32)}`, Body: message.body });
  });

  it("400 code 21211 (invalid 'To' number) is the shopper's number: not retryable, invalid number", async () => {
    reply = twilioError(400, 21211, "The 'To' number +61412345678 is not a valid phone number.");
    const error = await failure(sms().send(message, NOW));
    expect(error).toMatchObject({ retryable: false, invalidNumber: true, status: 400, code: 21211 });
    expect(error.message).toBe('Twilio refused the message: 400 code 21211');
    expect(error.message).not.toContain('412345678');
  });

  it('400 code 21614 (not a mobile) is an invalid number too', async () => {
    reply = twilioError(400, 21614, "'To' number is not a valid mobile number");
    expect(await failure(sms().send(message, NOW))).toMatchObject({ invalidNumber: true, code: 21614 });
  });

  it('429 (code 20429) may pass later: retryable, and the adapter does not retry by itself', async () => {
    reply = twilioError(429, 20429, 'Too Many Requests');
    expect(await failure(sms().send(message, NOW))).toMatchObject({
      retryable: true,
      invalidNumber: false,
      status: 429,
      code: 20429,
    });
    expect(seen).toHaveLength(1);
  });

  it('500 is retryable, also without a JSON body', async () => {
    reply = twilioError(500, 20500, 'Internal Server Error');
    expect(await failure(sms().send(message, NOW))).toMatchObject({ retryable: true, status: 500, code: 20500 });
    reply = { status: 503 };
    expect(await failure(sms().send(message, NOW))).toMatchObject({ retryable: true, status: 503, code: null });
  });

  it("401 code 20003 (wrong credentials) is the deployment's to fix: not retryable, not the number", async () => {
    reply = twilioError(401, 20003, 'Authenticate');
    expect(await failure(sms().send(message, NOW))).toMatchObject({
      retryable: false,
      invalidNumber: false,
      status: 401,
      code: 20003,
    });
  });

  it('a 2xx without a Message SID is not taken as sent: retryable', async () => {
    reply = { status: 200, body: { status: 'queued' } };
    expect(await failure(sms().send(message, NOW))).toMatchObject({ retryable: true, invalidNumber: false });
  });

  it('a server that never answers ends at the timeout as retryable', async () => {
    reply = 'hang';
    const error = await failure(sms({ timeoutMs: 200 }).send(message, NOW));
    expect(error).toMatchObject({ retryable: true, status: null });
    expect(error.message).toMatch(/^Twilio could not be reached/);
  });

  it('a server that is not there is retryable', async () => {
    const error = await failure(sms({ apiBaseUrl: 'http://127.0.0.1:9' }).send(message, NOW));
    expect(error).toMatchObject({ retryable: true, status: null });
  });
});

describe('Twilio settings from the environment', () => {
  const env = { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: '+61400000000' };

  it('reads the account, the token and the sender', () => {
    expect(twilioSmsOptions(env)).toEqual({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+61400000000',
      messagingServiceSid: undefined,
      apiBaseUrl: undefined,
    });
  });

  it.each([
    [{ TWILIO_ACCOUNT_SID: undefined }, 'TWILIO_ACCOUNT_SID'],
    [{ TWILIO_ACCOUNT_SID: 'not-a-sid' }, 'TWILIO_ACCOUNT_SID'],
    [{ TWILIO_AUTH_TOKEN: '' }, 'TWILIO_AUTH_TOKEN'],
    [{ TWILIO_FROM: undefined }, 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID'],
  ])('refuses %j at start-up, naming %s', (override, named) => {
    expect(() => twilioSmsOptions({ ...env, ...override })).toThrow(SmsConfigError);
    expect(() => twilioSmsOptions({ ...env, ...override })).toThrow(named);
  });
});
