import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { leadFormOptions } from '../../../src/domain/schemas/leads.ts';

// The lead forms validate with the domain's schemas in the browser, whose CSP allows no eval
// (scripts/security-headers.ts): zod must never compile a parser with `new Function` there, nor
// probe whether it may (the probe is reported as a violation even though zod catches it).
describe('zod in the site code', () => {
  it('is jitless once the lead schemas are loaded, as the lead form loads them', () => {
    expect(leadFormOptions).toBeTypeOf('function');
    expect(z.config().jitless).toBe(true);
  });
});
