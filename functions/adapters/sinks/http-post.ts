/**
 * One HTTP POST to a CRM, shared by the webhook and ADF sinks: a timeout, no redirects, and the
 * answer sorted into the forwarder's retry classes (2xx delivered; 408, 429, 5xx, network failure
 * and timeout retryable; any other status refused for good).
 */
import { SinkError } from '../../ports/lead-sink.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SinkPost {
  fetch: FetchLike;
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/**
 * What a status means for the delivery. 408 and 429 are the CRM asking to be tried later, 5xx
 * its own trouble; any other 4xx means this lead as sent will never be accepted, so retrying
 * only delays the dead-letter the dealer must look at. 3xx counts as refused: redirects are not
 * followed (a POST turned into a GET would lose the lead), the sink's url needs updating.
 */
export function classifyStatus(status: number): 'delivered' | 'retryable' | 'refused' {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'retryable';
  return 'refused';
}

/**
 * Posts once; resolves on 2xx, throws `SinkError` otherwise. Messages name the host only (a
 * path or query may carry an API key) and never the body (it holds personal data).
 */
export async function postToSink(post: SinkPost): Promise<void> {
  const host = hostOf(post.url);
  let response: Response;
  try {
    response = await post.fetch(post.url, {
      method: 'POST',
      headers: post.headers,
      body: post.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(post.timeoutMs),
    });
  } catch (error) {
    throw new SinkError(`${host}: ${failureOf(error, post.timeoutMs)}`, true);
  }
  // The answer's body is not needed (and may echo personal data); release the connection.
  await response.body?.cancel().catch(() => undefined);
  const verdict = classifyStatus(response.status);
  if (verdict === 'delivered') return;
  const suffix =
    verdict === 'refused' && response.status < 400 ? ' (redirects are not followed: update the sink url)' : '';
  throw new SinkError(`${host}: HTTP ${response.status}${suffix}`, verdict === 'retryable', response.status);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'sink';
  }
}

/** A network failure as "timed out after N ms" or its error class and reason, e.g. "TypeError ECONNREFUSED". */
function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `timed out after ${timeoutMs} ms`;
  // fetch puts the reason (ECONNREFUSED, ENOTFOUND, "bad port") in `cause`; it names no lead data.
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const reason =
    typeof cause?.code === 'string'
      ? cause.code
      : typeof cause?.message === 'string'
        ? cause.message.slice(0, 100)
        : '';
  return `network error (${error instanceof Error ? error.name : 'unknown'}${reason ? ` ${reason}` : ''})`;
}
