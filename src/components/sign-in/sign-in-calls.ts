/**
 * The sign-in page's two calls (functions/routes/sign-in.ts): POST /api/auth/send-code and /api/auth/verify-code,
 * same origin, JSON. Each resolves to the answer or to the message the alert box shows (src/domain/sign-in-form.ts);
 * a network failure is 'An unknown error occurred.'.
 */
import { callErrorMessage } from '../../domain/sign-in-form.ts';
import type { SessionUser } from '../../stores/session.ts';

export type CallResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  return { status: response.status, body: answer };
}

async function call<T>(path: string, body: unknown, read: (answer: unknown) => T | null): Promise<CallResult<T>> {
  try {
    const answer = await postJson(path, body);
    const value = answer.status === 200 ? read(answer.body) : null;
    return value === null ? { ok: false, message: callErrorMessage(answer.status, answer.body) } : { ok: true, value };
  } catch (error) {
    console.warn('Sign-in call failed:', error);
    return { ok: false, message: callErrorMessage(0, null) };
  }
}

export interface CodeSent {
  message: string;
  resendAfterSeconds: number;
}

export function sendCode(request: { phone: string; first_name: string; last_name: string }) {
  return call<CodeSent>('/api/auth/send-code', request, (body) => {
    const answer = body as { message?: unknown; resend_after_seconds?: unknown } | null;
    if (typeof answer?.message !== 'string') return null;
    const wait = typeof answer.resend_after_seconds === 'number' ? answer.resend_after_seconds : 30;
    return { message: answer.message, resendAfterSeconds: wait };
  });
}

export function verifyCode(request: { phone: string; code: string }) {
  return call<SessionUser>('/api/auth/verify-code', request, (body) => {
    const user = (body as { user?: { id?: unknown; phone?: unknown } } | null)?.user;
    return typeof user?.id === 'string' && typeof user.phone === 'string' ? { id: user.id, phone: user.phone } : null;
  });
}
