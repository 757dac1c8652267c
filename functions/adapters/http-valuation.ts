/**
 * The `http` valuation provider (`valuation.provider: "http"`): a valuation provider's API. The spec
 * names the fields, not the wire format; the shape assumed here (docs/ARCHITECTURE.md "Trade-in
 * valuation"):
 *
 *   GET  {base_url}/vehicles?rego={rego}&state={state}   Authorization: Bearer {key}
 *     → 200 { year, make, model, badge, body, transmission }   404: no such registration
 *   POST {base_url}/valuations   Authorization: Bearer {key}
 *     body: { year, make, model, badge, km, adjustments: { question: answer } }
 *     → 200 { low, high, valued_at, comparables? , basis? }
 *
 * Each request has a timeout and is not retried (a valuation is asked again by the shopper's
 * click). A timeout, a network error, any other status and a malformed answer are all
 * ValuationUnavailableError: the page then offers the dealer's appraisal.
 */
import { z } from '../../src/domain/schemas/zod.ts';
import type { ValuationResult } from '../../src/domain/schemas/valuation-calls.ts';
import { ValuationUnavailableError, type ValuationProvider } from '../ports/valuation.ts';

export interface HttpValuationOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const label = z.string().trim().min(1).max(80);
const VehicleReply = z.object({
  year: z.number().int().min(1950).max(2100),
  make: label,
  model: label,
  badge: label.nullish(),
  body: label.nullish(),
  transmission: label.nullish(),
});
const money = z.number().finite().nonnegative().max(10_000_000);
const ValuationReply = z
  .object({
    low: money,
    high: money,
    valued_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
    comparables: z.number().int().nonnegative().nullish(),
    basis: z.string().trim().min(1).max(300).nullish(),
  })
  .refine((reply) => reply.low <= reply.high);

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

export function createHttpValuation(options: HttpValuationOptions): ValuationProvider {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One request; the status and the parsed JSON answer (undefined when it is not JSON). */
  async function request(path: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await send(`${base}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.apiKey}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ValuationUnavailableError(
        isTimeout(error)
          ? `${path.split('?')[0]}: no answer in ${options.timeoutMs} ms`
          : `${path.split('?')[0]}: network error ${(error as Error).message}`,
      );
    }
    try {
      return { status: response.status, json: text === '' ? null : JSON.parse(text) };
    } catch {
      return { status: response.status, json: undefined };
    }
  }

  return {
    provider: 'http',
    looksUpRego: true,
    async lookup({ rego, regoState }) {
      const query = new URLSearchParams({ rego, state: regoState });
      const { status, json } = await request(`/vehicles?${query}`, { method: 'GET' });
      if (status === 404) return null;
      if (status !== 200) throw new ValuationUnavailableError(`/vehicles: HTTP ${status}`);
      const vehicle = VehicleReply.safeParse(json);
      if (!vehicle.success) throw new ValuationUnavailableError('/vehicles: malformed answer');
      return vehicle.data;
    },
    async value(valuation): Promise<ValuationResult> {
      const body = {
        year: valuation.year,
        make: valuation.make,
        model: valuation.model,
        badge: valuation.badge ?? null,
        km: valuation.km,
        adjustments: valuation.adjustmentAnswers,
      };
      const { status, json } = await request('/valuations', { method: 'POST', body: JSON.stringify(body) });
      if (status !== 200) throw new ValuationUnavailableError(`/valuations: HTTP ${status}`);
      const reply = ValuationReply.safeParse(json);
      if (!reply.success) throw new ValuationUnavailableError('/valuations: malformed answer');
      const { low, high, valued_at: valuedAt, comparables, basis } = reply.data;
      return {
        kind: 'estimate',
        low,
        high,
        comparables: comparables ?? null,
        basis: basis ?? 'Our valuation partner’s market data for this car',
        valuedAt: valuedAt.slice(0, 10),
      };
    },
  };
}
