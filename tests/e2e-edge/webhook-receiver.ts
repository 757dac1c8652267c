/**
 * The dealer's CRM for the edge lead test: an HTTP server on 127.0.0.1 that records every POST's
 * headers and body and checks its Standard Webhooks signature with its own HMAC (node:crypto, the
 * lead fault test's receiver rule, not the sink's code). Answers 200 to an authentic request, 400
 * otherwise.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { webhookProblem } from '../unit/functions/lead-fault-crm.ts';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Why the signature or its headers do not hold, or null for an authentic request. */
  problem: string | null;
}

export interface WebhookReceiver {
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(port: number, key: Uint8Array): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const problem = webhookProblem(key, request.headers, body, new Date());
      received.push({ headers: request.headers, body, problem });
      response.writeHead(problem ? 400 : 200, { 'content-type': 'text/plain' }).end(problem ?? 'ok');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
