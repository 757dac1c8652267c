/**
 * The tenant's data for its Worker (issue 19 item 4), written by the build beside the pages:
 * `_edge/tenant.json` with the site's configuration and the cars its pages show, compact, and
 * nothing else of `sites/` (functions/edge/tenant-data.ts says what reads it). The Worker reads it
 * through its ASSETS binding and answers 404 to the public; the Node server never serves it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EDGE_DATA_PATH, type EdgeTenantData } from '../functions/edge/tenant-data.ts';
import type { Car } from '../src/domain/schemas/car.ts';
import type { Tenant } from '../src/tenants/load-tenant.ts';

/**
 * A car as the functions read it: without its photo gallery and the dealer's comments, which no
 * call uses (the PDF, view.json, delivery, the ADF vehicle and the valuations read neither) and
 * which are about a third of a car's JSON.
 */
const forFunctions = (car: Car): Car => ({ ...car, images: [], dealercomments: null });

/** Writes `<out>/_edge/tenant.json`; returns its size in bytes. */
export async function writeEdgeData(out: string, tenant: Pick<Tenant, 'site' | 'cars'>): Promise<number> {
  const data: EdgeTenantData = { site: tenant.site, cars: tenant.cars.map(forFunctions) };
  const text = JSON.stringify(data);
  const file = join(out, EDGE_DATA_PATH);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return Buffer.byteLength(text);
}
