/**
 * Before the unit tests: write the sample tenants' stock files that are generated rather than
 * committed (the group's 4,200 cars), as `npm run build` does, so tests that read a sample tenant
 * pass on a clean checkout before anything was built.
 */
import { ensureSampleStock } from '../../sample/stock/cli.ts';
import { tenantSlugs } from '../../src/tenants/load-tenant.ts';

export default async function setup(): Promise<void> {
  for (const slug of tenantSlugs(process.cwd())) await ensureSampleStock(slug);
}
