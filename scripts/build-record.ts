/**
 * `dist/<slug>/.build.json`: what a build was made from, for the nightly run to compare against
 * and for a person asking "which stock is live?". Written last, after every other file.
 *
 * - `stock_sha256` / `site_sha256`: SHA-256 of the stock snapshot and site.json as read;
 * - `stock_as_at`: the build clock, the instant the stock's visibility was decided at (the pages'
 *   "Stock as at"); `built_at`: when the build finished;
 * - `code_version`: `CODE_VERSION` from the environment, else the git commit (with "-dirty" when
 *   tracked files differ from it), else null.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITES_DIR, type Tenant } from '../src/tenants/load-tenant.ts';

export const BUILD_RECORD_FILE = '.build.json';

export interface BuildRecord {
  slug: string;
  built_at: string;
  stock_as_at: string;
  stock_sha256: string;
  site_sha256: string;
  code_version: string | null;
}

/** The hex SHA-256 of a file's bytes, as the record keeps them. */
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The code a build ran: CODE_VERSION, else `git rev-parse HEAD` (+ "-dirty"), else null outside a repository. */
export function codeVersion(root: string, env: Record<string, string | undefined> = process.env): string | null {
  if (env.CODE_VERSION) return env.CODE_VERSION;
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit}-dirty` : commit;
  } catch {
    return null;
  }
}

/**
 * Writes the record of the build in `dir` from the tenant's files as they are on disk now; `version`: the build's
 * codeVersion when it has asked already (git, twice: about 50 ms after the render otherwise).
 */
export async function writeBuildRecord(
  dir: string,
  root: string,
  tenant: Pick<Tenant, 'site' | 'now'>,
  builtAt: Date,
  env: Record<string, string | undefined> = process.env,
  version: string | null = codeVersion(root, env),
): Promise<BuildRecord> {
  const folder = join(root, SITES_DIR, tenant.site.slug);
  const record: BuildRecord = {
    slug: tenant.site.slug,
    built_at: builtAt.toISOString(),
    stock_as_at: tenant.now.toISOString(),
    stock_sha256: sha256Of(await readFile(join(folder, tenant.site.stock.file))),
    site_sha256: sha256Of(await readFile(join(folder, 'site.json'))),
    code_version: version,
  };
  await writeFile(join(dir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
