/**
 * `npm run deploy:edge -- --site <slug>`: the tenant's Worker (issue 19) ready to deploy: bundles
 * the functions (scripts/edge/bundle.ts), writes `dist-edge/<slug>/wrangler.jsonc` over the
 * tenant's build in dist/<slug> (which must carry `_edge/tenant.json`: `npm run build` writes it),
 * and prints the commands it would run. Deploying needs the internet and CLOUDFLARE_API_TOKEN, so
 * it runs none of them. D1_DATABASE_ID is the id `wrangler d1 create` printed (a placeholder without).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { EDGE_DATA_PATH, edgeCarPath } from '../functions/edge/tenant-data.ts';
import { readSiteConfig } from '../src/tenants/load-tenant.ts';
import { readFlags } from './cli-args.ts';
import { ASSETS_IGNORE } from './deploy/cloudflare.ts';
import { bundleWorker } from './edge/bundle.ts';
import { edgeNames, edgeSecrets, edgeWranglerConfig } from './edge/wrangler-config.ts';
import { runCli } from './report-errors.ts';

const USAGE = 'usage: npm run deploy:edge -- --site <slug>';

await runCli(async () => {
  const { site: slug } = readFlags(process.argv.slice(2), { site: { type: 'string' } }, USAGE);
  if (!slug) throw new Error(USAGE);
  const root = process.cwd();
  const site = readSiteConfig(root, slug);
  const assets = join(root, 'dist', slug);
  if (!existsSync(join(assets, EDGE_DATA_PATH)))
    throw new Error(`dist/${slug}${EDGE_DATA_PATH} is missing: build the tenant first (npm run build)`);
  // A build from before the per-car files: its Worker would find no car (build again).
  if (!existsSync(join(assets, dirname(edgeCarPath(0)))))
    throw new Error(`dist/${slug}/_edge/cars/ is missing: build the tenant again (npm run build)`);
  // Cloudflare compresses by itself; the build's own files are not for the public (its _edge/ data is read by the Worker).
  if (!existsSync(join(assets, '.assetsignore')))
    await writeFile(join(assets, '.assetsignore'), `${ASSETS_IGNORE.join('\n')}\n`);
  const out = join(root, 'dist-edge', slug);
  await mkdir(out, { recursive: true });
  const bytes = await bundleWorker(root, join(out, 'worker.js'));
  const config = edgeWranglerConfig(
    site,
    { main: 'worker.js', assets: relative(out, assets) },
    process.env.D1_DATABASE_ID || '<the id `wrangler d1 create` prints>',
  );
  const file = join(out, 'wrangler.jsonc');
  await writeFile(
    file,
    `// Written by npm run deploy:edge (scripts/deploy-edge.ts); do not edit.\n${JSON.stringify(config, null, 2)}\n`,
  );
  const names = edgeNames(slug);
  const flag = `--config ${relative(root, file)}`;
  console.log(`Worker ${names.worker}: ${relative(root, file)}, bundle ${(bytes / 1024).toFixed(0)} KiB`);
  console.log('Once per account (needs CLOUDFLARE_API_TOKEN and the internet):');
  console.log(
    `  npx wrangler d1 create ${names.database}   # then D1_DATABASE_ID=<id> npm run deploy:edge -- --site ${slug}`,
  );
  console.log(`  npx wrangler queues create ${names.queue} && npx wrangler queues create ${names.deadLetterQueue}`);
  for (const secret of edgeSecrets(site)) console.log(`  npx wrangler secret put ${secret} ${flag}`);
  console.log(
    `  npx wrangler secret put TWILIO_AUTH_TOKEN ${flag}   # sign-in texts: with vars SMS_PROVIDER=twilio, TWILIO_ACCOUNT_SID, TWILIO_FROM`,
  );
  console.log(
    `  npx wrangler secret put SUPABASE_ANON_KEY ${flag}   # sign-in by Supabase Auth: with vars AUTH_PROVIDER=supabase, SUPABASE_URL`,
  );
  console.log(
    `  npx wrangler secret put STRIPE_SECRET_KEY ${flag} && npx wrangler secret put STRIPE_WEBHOOK_SECRET ${flag}   # deposits: with var PAYMENT_PROVIDER=stripe`,
  );
  console.log('Deploy (not run here):');
  console.log(`  npx wrangler deploy ${flag}`);
});
