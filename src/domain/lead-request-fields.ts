/**
 * The lead request's anti-bot fields and the fill-time token's rule (spec 01 §7), apart from the lead schema
 * (`schemas/leads.ts`, which re-exports them): the forms render and send these before, and without, loading zod.
 */

/**
 * The honeypot: a field every form renders off-screen (tabindex -1, autocomplete off, aria-hidden)
 * and leaves empty. A name no autofill fills, yet tempting to a form-filling bot.
 */
export const HONEYPOT_FIELD = 'company_url';
/** The signed fill-time token from GET /api/form-token (`FORM_TOKEN_ENDPOINT`), fetched when the form first gets focus. */
export const FORM_TOKEN_FIELD = 'form_token';
export const FORM_TOKEN_ENDPOINT = '/api/form-token';
/** A form sent sooner than this after its token was issued was filled by a script. */
export const MIN_FILL_MS = 2000;
