/**
 * The SQLite store worker (functions/adapters/sqlite-worker.ts) with a way to crash it, for the
 * test of a worker that dies (tests/unit/functions/sqlite-thread.test.ts): a `countLeads` call for
 * the tenant "crash" throws in the worker's message handler, an uncaught error that ends the thread
 * before the real worker sees the call.
 */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (call: { method: string; args: unknown[] }) => {
  if (call.method === 'countLeads' && call.args[0] === 'crash') throw new Error('simulated crash');
});
// Imported after the listener above is added, so it hears each call first.
await import('../../../functions/adapters/sqlite-worker.ts');
