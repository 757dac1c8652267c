/**
 * The YouX finance partner (`finance.partner.provider: "youx"`): the lender's HTTP API. The spec
 * gives the fields, not the wire format; the shape assumed here (docs/ARCHITECTURE.md "Finance"):
 *
 *   POST {base_url}/quote      Authorization: Bearer {key}   body: the quote request's fields
 *     → 2xx { weeklyRepaymentAmount, advertisedRate, comparisonRate }
 *   POST {base_url}/customers  Authorization: Bearer {key}   Idempotency-Key: {application id}
 *     body: { data, additionalData } → 2xx { redirectUrl }
 *   an error answer: any status with { error: "text" }.
 *
 * Each request has a timeout; a network error is tried once more (the Idempotency-Key lets the
 * lender drop a second customer), a 4xx never. Failures are classed by what they say about the
 * customer (functions/ports/finance-partner.ts): refused (a 4xx, an `error` answer, never
 * reached) or unknown (a timeout, a reset, a 5xx, a malformed answer).
 */
import { z } from '../../src/domain/schemas/zod.ts';
import { isWebUrl } from '../../src/domain/schemas/urls.ts';
import { FinancePartnerError, type FinancePartner } from '../ports/finance-partner.ts';

export interface YouxOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const QuoteReply = z.object({
  weeklyRepaymentAmount: z.number().nonnegative().finite(),
  advertisedRate: z.number().nonnegative().max(100),
  comparisonRate: z.number().nonnegative().max(100),
});
const CustomerReply = z.object({ redirectUrl: z.string().refine(isWebUrl) });
/** The lender's error text, kept short: it is shown to the shopper. */
const ERROR_TEXT_MAX = 200;

/** Connection errors that mean the request never reached the lender. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function networkCode(error: unknown): string | null {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : null;
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

function errorText(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error.trim().slice(0, ERROR_TEXT_MAX) : null;
}

export function createYouxFinance(options: YouxOptions): FinancePartner {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One POST, tried once more after a network error; the parsed JSON answer of a 2xx. */
  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    let response: Response | undefined;
    for (let attempt = 1; !response; attempt++) {
      try {
        response = await send(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
            ...headers,
          },
          body: JSON.stringify(body),
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        if (isTimeout(error)) throw new FinancePartnerError(`${path}: no answer in ${options.timeoutMs} ms`, 'unknown');
        const code = networkCode(error);
        if (attempt < 2) continue;
        throw new FinancePartnerError(
          `${path}: network error ${code ?? (error as Error).message}`,
          code !== null && NOT_REACHED.has(code) ? 'refused' : 'unknown',
        );
      }
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new FinancePartnerError(
        `${path}: the answer broke off (${isTimeout(error) ? 'timeout' : (error as Error).message})`,
        'unknown',
      );
    }
    /** The parsed answer; undefined when it is not JSON. */
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const partnerMessage = errorText(json);
    if (response.status >= 400 && response.status < 500) {
      throw new FinancePartnerError(`${path}: HTTP ${response.status}`, 'refused', partnerMessage);
    }
    if (!response.ok) throw new FinancePartnerError(`${path}: HTTP ${response.status}`, 'unknown', partnerMessage);
    if (partnerMessage !== null) throw new FinancePartnerError(`${path}: error answer`, 'refused', partnerMessage);
    if (json === undefined) throw new FinancePartnerError(`${path}: the answer is not JSON`, 'unknown');
    return json;
  }

  return {
    provider: 'youx',
    async quote(request) {
      const answer = QuoteReply.safeParse(await post('/quote', request));
      if (!answer.success) throw new FinancePartnerError('/quote: malformed answer', 'unknown');
      return { ...answer.data, estimate: false };
    },
    async createCustomer(request) {
      const answer = CustomerReply.safeParse(
        await post(
          '/customers',
          { data: request.data, additionalData: request.additionalData },
          { 'idempotency-key': request.applicationId },
        ),
      );
      if (!answer.success) throw new FinancePartnerError('/customers: malformed answer', 'unknown');
      return answer.data;
    },
  };
}
