/**
 * The development SMS adapter: nothing leaves the machine; each message is written to the auth
 * store, where `npm run sms -- --site <slug>` (and the tests) read the code. It keeps codes in
 * clear, so a production deployment uses a real provider (functions/adapters/open-sms.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AuthStore } from '../ports/auth-store.ts';
import type { SmsSender } from '../ports/sms.ts';

export function createLogSms(store: Pick<AuthStore, 'logSms'>, newId: () => string = randomUUID): SmsSender {
  return {
    async send(message, now) {
      const id = newId();
      await store.logSms({ id, tenant: message.tenant, to: message.to, body: message.body, at: now });
      return { id };
    },
  };
}
