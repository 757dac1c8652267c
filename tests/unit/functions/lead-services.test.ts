/**
 * The lead pipeline as `npm run serve` starts it (`startLeadServices`): an ADF sink gets the car a
 * lead names from the tenant's stock snapshot, and the document it posts conforms to ADF 1.0.
 */
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLeadServices, type LeadServices } from '../../../functions/lead-services.ts';
import { readSiteConfig } from '../../../src/tenants/load-tenant.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';
import { child, parseXml, path, textOf, validateAdf } from './adf-xml.ts';

const SLUG = 'test-motors';
let root: string;
let crm: Server;
let received: string[];
let services: LeadServices | null;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'lead-services-'));
  received = [];
  services = null;
  crm = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end();
    });
  });
  crm.listen(0, '127.0.0.1');
  await once(crm, 'listening');
  const { port } = crm.address() as AddressInfo;
  mkdirSync(join(root, 'sites', SLUG), { recursive: true });
  writeFileSync(
    join(root, 'sites', SLUG, 'site.json'),
    JSON.stringify({
      ...minimalSiteInput,
      leads: { sinks: [{ name: 'crm-adf', kind: 'adf', url: `http://127.0.0.1:${port}/adf` }] },
    }),
  );
  writeFileSync(
    join(root, 'sites', SLUG, 'stock.json'),
    JSON.stringify([{ ...minimalCarRow, vin: 'JTDBR3FE10J000001' }]),
  );
});

afterEach(async () => {
  await services?.stop();
  crm.close();
  rmSync(root, { recursive: true, force: true });
});

async function deliveredDocument(payload: Record<string, unknown>): Promise<string> {
  services = await startLeadServices(root, [readSiteConfig(root, SLUG)], {
    LEADS_DB: join(root, 'leads.sqlite'),
    BUILD_NOW: '2026-03-02T00:00:00Z',
  });
  // The run below delivers the lead, not the background loop the services started: with the store
  // in a worker thread, that loop's first claim may come after the lead is committed.
  await services.forwarder.stop();
  await services.deps.leadStore!.createLead({
    id: 'lead-1',
    tenant: SLUG,
    type: 'enquiry',
    payload: { name: 'Test', email: 'test.shopper@example.com', message: 'Still available?', ...payload },
    idempotencyKey: null,
    bodyHash: 'hash',
    sinks: ['crm-adf'],
    now: new Date(),
  });
  await services.forwarder.runOnce();
  expect(received).toHaveLength(1);
  return received[0]!;
}

describe('startLeadServices: the ADF sink describes the car from the stock', () => {
  it('a lead about a car in stock carries its year, make, model, VIN and stock number', async () => {
    const document = await deliveredDocument({ car_id: minimalCarRow.id });
    expect(validateAdf(document)).toEqual([]);
    const vehicle = path(parseXml(document).root, 'prospect', 'vehicle');
    expect(
      Object.fromEntries(['year', 'make', 'model', 'vin', 'stock'].map((n) => [n, textOf(child(vehicle, n))])),
    ).toEqual({ year: '2021', make: 'Toyota', model: 'Corolla', vin: 'JTDBR3FE10J000001', stock: 'A123' });
    expect(vehicle?.attrs).toEqual({ interest: 'buy', status: 'used' });
  });

  it('a lead about a car no longer in stock still posts a conforming document, with an empty vehicle', async () => {
    const document = await deliveredDocument({ car_id: 999_999 });
    expect(validateAdf(document)).toEqual([]);
    expect(textOf(path(parseXml(document).root, 'prospect', 'vehicle', 'make'))).toBe('');
  });
});
