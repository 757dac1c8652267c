/**
 * Zod Mini as the schemas the browser loads import it (the lead forms' `leads.ts`, the phone and code fields): the
 * same library and checks as `zod.ts`, through its functional API, which a bundle keeps only the parts of that it
 * uses (about 9 KB gzip for the lead schema against 25 KB; issue 20). `jitless` for the same reason as there: the
 * pages' policy allows no eval. Both share zod's one configuration, so whichever loads first sets it.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
