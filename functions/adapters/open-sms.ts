/**
 * Which SMS adapter a process uses, from `SMS_PROVIDER`, decided once at start-up: `log` (the
 * development default: messages go to the auth store for `npm run sms`) or `twilio` (its settings
 * from the environment, functions/adapters/twilio-settings.ts; the adapter is the runtime's: Twilio's
 * package on Node, `fetch` at the edge). In production (the server's production
 * mode, or NODE_ENV=production) the log adapter must be asked for by name: it keeps codes in clear,
 * so it is never a silent default.
 */
import type { AuthStore } from '../ports/auth-store.ts';
import type { SmsSender } from '../ports/sms.ts';
import { createLogSms } from './log-sms.ts';
import { SmsConfigError, twilioSmsOptions, type TwilioSmsFactory } from './twilio-settings.ts';

export const SMS_PROVIDERS = ['log', 'twilio'] as const;

export function openSms(
  env: Readonly<Record<string, string | undefined>>,
  store: Pick<AuthStore, 'logSms'>,
  twilio: TwilioSmsFactory,
  production = env.NODE_ENV === 'production',
): SmsSender {
  const provider = env.SMS_PROVIDER || (production ? '' : 'log');
  switch (provider) {
    case 'log':
      return createLogSms(store);
    case 'twilio':
      return twilio(twilioSmsOptions(env));
    case '':
      throw new SmsConfigError('SMS_PROVIDER must be set in production (twilio, or log to keep codes in the store)');
    default:
      throw new SmsConfigError(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}`);
  }
}
