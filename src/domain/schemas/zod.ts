/**
 * Zod as every schema of the site imports it: `jitless`, so no schema compiles its parser with
 * `new Function`. The lead forms validate with these schemas in the browser, under a policy that
 * allows no eval (scripts/security-headers.ts), where even zod's caught probe for eval is reported
 * as a violation. The setting must come before the first schema is made, so src/ imports `z` from
 * here, never from 'zod' (a lint rule). Measured: loading the largest sample stock is no slower.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
