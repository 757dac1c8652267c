/**
 * A throwaway copy of the project in a temporary folder, for specs and benchmarks that build
 * tenants the rest must not see (they are not under this project's sites/): the sources, scripts
 * and functions copied, node_modules linked. Remove it with `rmSync(root, { recursive: true, force: true })`.
 */
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A copy, not symlinks: Vite resolves symlinked sources outside the root and the build fails. functions/ too:
// the build reads the reservation store to render held cars Reserved (scripts/reserved-for-build.ts), and a
// server started in the copy serves the functions.
const ENTRIES = ['astro.config.ts', 'package.json', 'tsconfig.json', 'src', 'public', 'sample', 'scripts', 'functions'];

export function copyProject(prefix: string, from = process.cwd()): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of ENTRIES) cpSync(join(from, entry), join(root, entry), { recursive: true });
  symlinkSync(join(from, 'node_modules'), join(root, 'node_modules'));
  return root;
}
