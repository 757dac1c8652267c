/**
 * The finance page's calls (functions/routes/finance.ts, functions/routes/leads.ts): the instant
 * quote (aborted when a newer one starts), the application (POST /api/youx/create-customer: code,
 * held lead, lender, in one call), the finance enquiry (POST /api/leads type finance, where the site
 * has no instant quote) and the car's data (/finance-cars/<id>.json, written by the build).
 */
import { financeCarPath, type FinanceCar } from '../../domain/finance-car.ts';
import { QuoteAnswerSchema, type QuoteAnswer } from '../../domain/schemas/finance-calls.ts';
import type { QuoteRequest } from '../../domain/finance-quote.ts';
import { OTP_SEND_TIMEOUT_MS } from '../../domain/finance-quote.ts';
import { FORM_TOKEN_FIELD } from '../../domain/lead-request-fields.ts';
import { fetchFormToken, waitBeforeSending } from '../forms/form-token.ts';
import { sendCode } from '../sign-in/sign-in-calls.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | null };

const errorText = (body: unknown) => {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : null;
};

async function postJson(path: string, body: unknown, init: RequestInit = {}) {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** Spec 02 §7: "on failure an error field is read, the estimate is cleared, the error only logged". */
export async function fetchQuote(request: QuoteRequest, signal: AbortSignal): Promise<QuoteAnswer | null> {
  const answer = await postJson('/api/youx/quote', request, { signal });
  const parsed = QuoteAnswerSchema.safeParse(answer.body);
  if (answer.status === 200 && parsed.success) return parsed.data;
  console.warn('Finance quote failed:', errorText(answer.body) ?? answer.status);
  return null;
}

/** Spec 02 §9 "OTP send timeout 15000 ms": a send that has not answered by then is a failure. */
export function sendFinanceCode(request: { phone: string; first_name: string; last_name: string }) {
  const timeout = new Promise<Awaited<ReturnType<typeof sendCode>>>((resolve) =>
    window.setTimeout(() => resolve({ ok: false, message: 'An unknown error occurred.' }), OTP_SEND_TIMEOUT_MS),
  );
  return Promise.race([sendCode(request), timeout]);
}

export async function createCustomer(body: unknown, idempotencyKey: string): Promise<Outcome<unknown>> {
  try {
    const answer = await postJson('/api/youx/create-customer', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const redirectUrl = (answer.body as { redirectUrl?: unknown } | null)?.redirectUrl;
    return answer.status === 200 ? { ok: true, value: redirectUrl } : { ok: false, message: errorText(answer.body) };
  } catch {
    return { ok: false, message: null };
  }
}

export async function sendFinanceLead(body: Record<string, unknown>, idempotencyKey: string): Promise<Outcome<string>> {
  try {
    const token = await fetchFormToken();
    if (token) await new Promise((resolve) => window.setTimeout(resolve, waitBeforeSending(token, Date.now())));
    const answer = await postJson('/api/leads', token ? { ...body, [FORM_TOKEN_FIELD]: token.token } : body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const leadId = (answer.body as { lead_id?: unknown } | null)?.lead_id;
    return (answer.status === 200 || answer.status === 201) && typeof leadId === 'string'
      ? { ok: true, value: leadId }
      : { ok: false, message: errorText(answer.body) };
  } catch {
    return { ok: false, message: null };
  }
}

export async function fetchFinanceCar(carId: number): Promise<FinanceCar | null> {
  try {
    const response = await fetch(financeCarPath(carId));
    return response.ok ? ((await response.json()) as FinanceCar) : null;
  } catch {
    return null;
  }
}
