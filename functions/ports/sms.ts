/**
 * The SMS port: one text message to one phone. Adapters: `log` (functions/adapters/log-sms.ts,
 * for development and tests: the message is written to the auth store and `npm run sms` shows it)
 * and Twilio's Messaging API (functions/adapters/twilio-sms.ts). Chosen at start-up
 * (functions/adapters/open-sms.ts).
 */

export interface SmsMessage {
  /** The tenant whose site sends it (the log adapter files it under the tenant). */
  tenant: string;
  /** E.164, e.g. +61412345678. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Sends one message; resolves with the provider's id once accepted, throws `SmsError` when not. */
  send(message: SmsMessage, now: Date): Promise<{ id: string }>;
}

/**
 * A message the provider did not accept. `invalidNumber`: the number cannot receive it (Twilio
 * 21211, 21614), so the shopper should check it; `retryable`: the provider is busy or down (429,
 * 5xx), so a later try may work. The message names a status and code only, never the number.
 */
export class SmsError extends Error {
  readonly retryable: boolean;
  readonly invalidNumber: boolean;
  readonly status: number | null;
  readonly code: number | null;

  constructor(
    message: string,
    options: { retryable: boolean; invalidNumber?: boolean; status?: number | null; code?: number | null },
  ) {
    super(message);
    this.name = 'SmsError';
    this.retryable = options.retryable;
    this.invalidNumber = options.invalidNumber ?? false;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
  }
}
