/**
 * Bundles the tenant Worker (functions/edge/worker.ts) into one ES module for workerd, with
 * esbuild: what `npm run dev:edge`, `npm run deploy:edge` and the edge tests run. `node:*` imports
 * stay imports (the builtin auth's node:crypto), served by workerd's `nodejs_compat`.
 */
import { build } from 'esbuild';
import { join } from 'node:path';

/** The entry of the Worker, from the project root. */
const ENTRY = 'functions/edge/worker.ts';

/** Compatibility settings the bundle needs, for Miniflare and wrangler.jsonc alike. */
export const WORKER_COMPATIBILITY = { compatibilityDate: '2026-04-01', compatibilityFlags: ['nodejs_compat'] };

/** Writes the bundle to `outFile` and returns its size in bytes. */
export async function bundleWorker(root: string, outFile: string): Promise<number> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, ENTRY)],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser', 'import'],
    mainFields: ['module', 'main'],
    external: ['node:*'],
    minify: true,
    metafile: true,
    logLevel: 'error',
  });
  return Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0);
}
