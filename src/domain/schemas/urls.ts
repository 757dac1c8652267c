import { z } from './zod.ts';

/**
 * URL fields of site.json and the stock feed. Both come from outside, and their values end up in
 * `href` and `src` attributes, so a field accepts only what a browser cannot run: a full `http:` or
 * `https:` URL, or (where the field says so) a path on the site itself. `javascript:`, `data:`,
 * `vbscript:`, protocol-relative `//host` and `/\host`, and control characters are refused.
 */

// Browsers drop tabs and newlines inside URLs and treat "\" as "/": neither belongs in a link.
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/u;

/** A full `http://` or `https://` URL with a host. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || UNSAFE_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on the same site: one leading "/" (not "//"). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value) && !UNSAFE_CHARACTERS.test(value);
}

/** A link that leaves no page: an in-page `#anchor`, a `tel:` number or a `mailto:` address. */
function isInertLink(value: string): boolean {
  return /^(#|tel:|mailto:)/i.test(value) && !UNSAFE_CHARACTERS.test(value) && !/[<>"']/.test(value);
}

const got = (input: unknown) =>
  typeof input === 'string' ? `, got ${JSON.stringify(input.length > 60 ? `${input.slice(0, 60)}…` : input)}` : '';

const WEB_URL = 'expected a full http:// or https:// URL';
const SITE_URL_OR_PATH = 'expected a path starting with "/" or a full http:// or https:// URL';
const LINK = 'expected a path starting with "/", a full http:// or https:// URL, "#…", "tel:" or "mailto:"';

/** A full http(s) URL (a maps link, a CDN, a collector). */
export const webUrl = () => z.string().refine(isWebUrl, { error: (issue) => `${WEB_URL}${got(issue.input)}` });

/** A full http(s) URL or a path on the site (an image, a page). */
export const siteUrlOrPath = () =>
  z.string().refine((value) => isWebUrl(value) || isSitePath(value), {
    error: (issue) => `${SITE_URL_OR_PATH}${got(issue.input)}`,
  });

/** A menu or button link: a site path, a full http(s) URL, an in-page anchor, `tel:` or `mailto:`. */
export const linkHref = () =>
  z.string().refine((value) => isWebUrl(value) || isSitePath(value) || isInertLink(value), {
    error: (issue) => `${LINK}${got(issue.input)}`,
  });

/**
 * A stock feed's URL field: as `siteUrlOrPath`, and empty text is let through as "no link" (the
 * dealer platform sends "" for a missing value; pages treat blank as absent).
 */
export const feedUrlOrPath = () =>
  z.string().refine((value) => value.trim() === '' || isWebUrl(value) || isSitePath(value), {
    error: (issue) => `${SITE_URL_OR_PATH}${got(issue.input)}`,
  });

/** A stock feed's full-URL field (e.g. a maps link); empty text is "no link". */
export const feedWebUrl = () =>
  z
    .string()
    .refine((value) => value.trim() === '' || isWebUrl(value), { error: (issue) => `${WEB_URL}${got(issue.input)}` });
