/** `npm run sms -- --site <slug>`: the latest messages the log SMS adapter kept, read from the store the functions write. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogSms } from '../../../functions/adapters/log-sms.ts';
import { openAuthStore } from '../../../functions/adapters/open-auth-store.ts';
import { openSms } from '../../../functions/adapters/open-sms.ts';
import { SmsConfigError } from '../../../functions/adapters/twilio-settings.ts';
import { createTwilioSms } from '../../../functions/adapters/twilio-sms.ts';
import { UsageError } from '../../../scripts/report-errors.ts';
import { smsCommand } from '../../../scripts/sms.ts';

const TENANT = 'harbour-city-toyota';
const T0 = new Date('2026-05-01T09:30:00.000Z');
let root = '';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sms-cli-'));
  for (const slug of [TENANT, 'southside-used-cars']) {
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    writeFileSync(join(root, 'sites', slug, 'site.json'), '{}');
  }
});

async function logMessages(...messages: { tenant: string; body: string; at: Date }[]) {
  const store = await openAuthStore({}, root);
  const sms = createLogSms(store);
  for (const message of messages)
    await sms.send({ tenant: message.tenant, to: '+61412345678', body: message.body }, message.at);
  await store.close();
}

describe('npm run sms', () => {
  it('says there is nothing yet when the store does not exist', async () => {
    expect(await smsCommand(['--site', TENANT], { root, env: {} })).toBe(
      `${TENANT}: no auth store at data/auth.sqlite yet, so no messages (set AUTH_DB or DATABASE_URL to read another)\n`,
    );
  });

  it("shows the tenant's latest message, or the latest N, from the functions' store", async () => {
    await logMessages(
      { tenant: TENANT, body: '111111 is your code.', at: T0 },
      { tenant: TENANT, body: '222222 is your code.', at: new Date(T0.getTime() + 60_000) },
      { tenant: 'southside-used-cars', body: '333333 is your code.', at: new Date(T0.getTime() + 120_000) },
    );
    expect(await smsCommand(['--site', TENANT], { root, env: {} })).toBe(
      '2026-05-01T09:31:00.000Z  to +61412345678  222222 is your code.\n',
    );
    expect(await smsCommand(['--site', TENANT, '--limit', '5'], { root, env: {} })).toBe(
      '2026-05-01T09:31:00.000Z  to +61412345678  222222 is your code.\n' +
        '2026-05-01T09:30:00.000Z  to +61412345678  111111 is your code.\n',
    );
  });

  it('says when the tenant has no messages', async () => {
    await logMessages({ tenant: TENANT, body: 'x', at: T0 });
    expect(await smsCommand(['--site', 'southside-used-cars'], { root, env: {} })).toBe(
      'southside-used-cars: no messages logged (data/auth.sqlite)\n',
    );
  });

  it('needs one known site', async () => {
    await expect(smsCommand([], { root, env: {} })).rejects.toThrow(UsageError);
    await expect(smsCommand(['--site', 'nowhere'], { root, env: {} })).rejects.toThrow('unknown site "nowhere"');
  });
});

describe('SMS_PROVIDER', () => {
  const store = { logSms: async () => {} };
  it('is log by default outside production, and must be named in production', () => {
    expect(() => openSms({}, store, createTwilioSms)).not.toThrow();
    expect(() => openSms({ NODE_ENV: 'production' }, store, createTwilioSms)).toThrow(SmsConfigError);
    expect(() => openSms({ NODE_ENV: 'production', SMS_PROVIDER: 'log' }, store, createTwilioSms)).not.toThrow();
    expect(() => openSms({ SMS_PROVIDER: 'carrier-pigeon' }, store, createTwilioSms)).toThrow(
      'SMS_PROVIDER must be one of log, twilio',
    );
    expect(() => openSms({ SMS_PROVIDER: 'twilio' }, store, createTwilioSms)).toThrow('TWILIO_ACCOUNT_SID');
  });
});
