/**
 * The tenant's data for its Worker (issue 19 item 4), written by the build beside the pages:
 * `_edge/tenant.json` (the site's configuration and the list of its cars) and one
 * `_edge/cars/<id>.json` per car, compact, and nothing else of `sites/` (functions/edge/tenant-data.ts
 * says what reads them). The Worker reads them through its ASSETS binding and answers 404 to the
 * public; the Node server never serves them.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EDGE_DATA_PATH, edgeCarPath, listedCar, type EdgeTenantData } from '../functions/edge/tenant-data.ts';
import type { Car } from '../src/domain/schemas/car.ts';
import type { Tenant } from '../src/tenants/load-tenant.ts';

/**
 * A car as the functions read it: without its photo gallery and the dealer's comments, which no
 * call uses (the PDF, view.json, delivery, the ADF vehicle and the valuations read neither) and
 * which are about a third of a car's JSON.
 */
const forFunctions = (car: Car): Car => ({ ...car, images: [], dealercomments: null });

/** Writes `<out>/_edge/`; returns the size in bytes of tenant.json and of the car files together. */
export async function writeEdgeData(
  out: string,
  tenant: Pick<Tenant, 'site' | 'cars'>,
): Promise<{ tenantBytes: number; carBytes: number }> {
  const data: EdgeTenantData = { site: tenant.site, cars: tenant.cars.map(listedCar) };
  const text = JSON.stringify(data);
  const file = join(out, EDGE_DATA_PATH);
  const carsDir = dirname(join(out, edgeCarPath(0)));
  // A car gone from the stock must not stay readable from an earlier build's file.
  await rm(carsDir, { recursive: true, force: true });
  await mkdir(carsDir, { recursive: true });
  await writeFile(file, text);
  let carBytes = 0;
  for (const car of tenant.cars) {
    const json = JSON.stringify(forFunctions(car));
    carBytes += Buffer.byteLength(json);
    await writeFile(join(out, edgeCarPath(car.id)), json);
  }
  return { tenantBytes: Buffer.byteLength(text), carBytes };
}
