/**
 * Chaos: "10,000 fuzzed payloads including deep nesting → 0 responses 5xx, 0 leads created from
 * invalid payloads." Over real HTTP to the functions server process (fault-server.ts: the production
 * pipeline, SQLite store, webhook sink and forwarder), 16 at a time, with 200 valid leads mixed in as
 * the control: they must all be stored, and nothing else may be. Every answer must carry the
 * security headers (header-check.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../functions/adapters/sqlite-lead-store.ts';
import { anyRequest } from '../fixtures/lead-fuzz.ts';
import { shopperLead, tenantHeaders } from '../unit/functions/lead-fault-client.ts';
import { FAULT_FORM_TOKEN_SECRET, FAULT_TENANT } from '../unit/functions/lead-fault-config.ts';
import { formTokenFor, shown } from '../unit/functions/leads-harness.ts';
import { startFaultProcess } from './fault-process.ts';
import { HeaderTally } from './header-check.ts';
import { exchange, statusLine, tally, type Exchange } from './http.ts';

const SEED = 20_261_124;
const FUZZED = 10_000;
const CONTROLS = 200;
const IN_FLIGHT = 16;

const directory = mkdtempSync(join(tmpdir(), 'chaos-fuzz-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('chaos: fuzzed lead payloads over HTTP', () => {
  it(`${FUZZED.toLocaleString('en')} hostile payloads (deep nesting included): no 5xx, no lead created; every valid control lead stored`, async () => {
    const db = join(directory, 'leads.sqlite');
    const server = await startFaultProcess(SEED, db);
    try {
      const hostile = fc.sample(anyRequest, { seed: SEED, numRuns: FUZZED });
      // The fixture's bodies carry a token signed for another tenant and clock: a fresh one here lets
      // them reach the field checks instead of the quiet bot refusal.
      const staleToken = String(shown.form_token);
      type Job = { kind: string; control: boolean; key: string; body: string; contentType: string };
      const jobs: Job[] = hostile.map((request, n) => ({
        kind: request.kind,
        control: false,
        key: `fuzz-${n}`,
        body: request.text,
        contentType: request.contentType,
      }));
      // A control lead after every 50 hostile ones.
      for (let n = CONTROLS - 1; n >= 0; n -= 1)
        jobs.splice(Math.round(((n + 1) * jobs.length) / (CONTROLS + 1)), 0, {
          kind: 'control',
          control: true,
          key: `control-${n}`,
          body: '',
          contentType: 'application/json',
        });

      const statuses = new Map<number, number>();
      const byKind = new Map<string, Map<number, number>>();
      const fiveHundreds: { kind: string; status: number; text: string }[] = [];
      const controlsAcknowledged = new Map<string, string>();
      const headers = new HeaderTally();
      let next = 0;
      const sender = async () => {
        for (let n = next++; n < jobs.length; n = next++) {
          const job = jobs[n]!;
          const token = formTokenFor(FAULT_TENANT, Date.now() - 30_000, FAULT_FORM_TOKEN_SECRET);
          const body = job.control
            ? JSON.stringify(shopperLead(n, server.port, Date.now() - 30_000))
            : job.body.replaceAll(staleToken, token);
          const answer: Exchange = await exchange(server.agent, server.port, {
            method: 'POST',
            path: '/api/leads',
            headers: {
              ...tenantHeaders(server.port),
              'content-type': job.contentType,
              'idempotency-key': job.key,
            },
            body,
          });
          tally(statuses, answer.status);
          headers.check(answer, 'api', `POST /api/leads (${job.kind})`);
          const kindCounts = byKind.get(job.kind) ?? new Map<number, number>();
          tally(kindCounts, answer.status);
          byKind.set(job.kind, kindCounts);
          if (answer.status >= 500 || answer.status === 0)
            fiveHundreds.push({ kind: job.kind, status: answer.status, text: answer.error ?? answer.text });
          if (job.control && (answer.status === 201 || answer.status === 200))
            controlsAcknowledged.set(job.key, (JSON.parse(answer.text) as { lead_id: string }).lead_id);
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
      const ms = Date.now() - started;
      const health = await exchange(server.agent, server.port, {
        path: '/api/health',
        headers: tenantHeaders(server.port),
      });
      await server.stop();

      const reader = createSqliteLeadStore(db);
      const stored = await reader.listLeads(FAULT_TENANT);
      await reader.close();
      const fromInvalid = stored.filter((lead) => !lead.idempotencyKey?.startsWith('control-'));
      const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
      console.info(
        [
          `[chaos fuzz] ${jobs.length.toLocaleString('en')} requests (${FUZZED.toLocaleString('en')} hostile, ${CONTROLS} valid controls) in ${ms} ms: ${statusLine(statuses)}`,
          ...[...byKind].map(([kind, counts]) => `  ${kind.padEnd(12)} ${statusLine(counts)}`),
          `  5xx: ${fiveXx}; no answer: ${statuses.get(0) ?? 0}; server alive after: ${health.status === 200 ? 'yes' : `no (${health.status})`}`,
          `  leads stored: ${stored.length} (${controlsAcknowledged.size} controls acknowledged), from invalid payloads: ${fromInvalid.length}`,
          `  ${headers.line()}`,
        ].join('\n'),
      );

      expect(fiveHundreds.slice(0, 5)).toEqual([]);
      expect(health.status).toBe(200);
      expect(headers.examples).toEqual([]);
      expect(headers.checked).toBe(jobs.length);
      expect(fromInvalid.map((lead) => lead.idempotencyKey)).toEqual([]);
      expect(controlsAcknowledged.size).toBe(CONTROLS);
      expect(new Set(stored.map((lead) => lead.id))).toEqual(new Set(controlsAcknowledged.values()));
      // The deep nesting and the field checks were both reached.
      expect(byKind.get('nested')?.get(400) ?? 0).toBeGreaterThan(0);
      expect(byKind.get('mutated')?.get(422) ?? 0).toBeGreaterThan(0);
    } finally {
      if (server.server.child.exitCode === null) await server.stop().catch(() => undefined);
    }
  });
});
