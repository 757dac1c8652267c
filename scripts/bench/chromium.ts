/**
 * The browser the benchmarks drive: Debian's Chromium (`.ci/run` installs it when missing), or `CHROMIUM_PATH`.
 * Asked for before a benchmark starts its server: when the launch failed with the server already listening, the
 * benchmark's process (which `npm run bench` runs apart) never ended.
 */
import { existsSync } from 'node:fs';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`no Chromium at ${path}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`);
  return path;
}
