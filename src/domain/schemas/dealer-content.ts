/**
 * What a dealer writes for its own pages (issue 17 item 7; spec 02 §2 content pages, §3 "Blog item",
 * "Promo card node"): Markdown files with front matter under `sites/<slug>/content/`, read by the
 * Astro content collections of `src/content.config.ts` and checked here, so a dealer edits a file,
 * not code. The files come from outside: links take only a site path or an http(s) URL, and a bad
 * value stops the build with the file and the field (Astro's content error names both).
 */
import { z } from './zod.ts';
import { linkHref, siteUrlOrPath } from './urls.ts';

/** The forms a dealer page may carry; each sends an enquiry lead of its category (spec 02 §3, §4). */
export const DEALER_PAGE_FORMS = ['service', 'parts', 'careers', 'enquiry'] as const;
export type DealerPageForm = (typeof DEALER_PAGE_FORMS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** A person on /teams (spec 02 §2 "/teams"). */
const TeamMemberSchema = z.strictObject({
  name: text(100).describe('Full name.'),
  role: text(100).describe('Job title, e.g. "Service Manager".'),
  location: text(100).optional().describe('The dealership they work at.'),
  phone: text(30).optional(),
  email: z.email().optional(),
});

/** A question and its answer on /faqs (or any page's FAQ accordion). */
const FaqSchema = z.strictObject({ question: text(300), answer: text(3000) });

/**
 * A content page: `sites/<slug>/content/pages/<path>.md`, the file name giving the path
 * (about-us.md → /about-us). The Markdown body is the page's text.
 */
export const DealerPageSchema = z.strictObject({
  title: text(120).describe('The page heading and title.'),
  description: text(300).describe('The search-engine description.'),
  /** Other addresses of the same page (spec 02 §2: /service and /pages/book-a-service). */
  aliases: z
    .array(z.string().regex(/^(\/[a-z0-9-]+)+$/, 'a site path of lower-case words, e.g. "/pages/book-a-service"'))
    .max(5)
    .default([]),
  form: z.enum(DEALER_PAGE_FORMS).optional().describe('A lead form under the text.'),
  faqs: z.array(FaqSchema).max(100).default([]),
  team: z.array(TeamMemberSchema).max(200).default([]),
});
export type DealerPage = z.output<typeof DealerPageSchema>;

/** A day, YYYY-MM-DD: YAML front matter reads an unquoted date as a Date, taken back to its day here. */
const day = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

/** An offer on /special-offers with its own page (spec 02 §2 "/special-offers"); shown between start and expiry. */
export const OfferSchema = z
  .strictObject({
    title: text(120),
    summary: text(300).describe('The card text.'),
    start: day.describe('First day shown (dealer time).'),
    expiry: day.describe('Last day shown (dealer time).'),
    image_url: siteUrlOrPath().optional(),
    cta_label: text(60).default('Enquire Now'),
    cta_href: linkHref().default('/contact-us'),
    terms: text(2000).optional().describe('The fine print under the offer.'),
  })
  .refine((offer) => offer.start <= offer.expiry, { message: 'must not be after expiry', path: ['start'] });
export type Offer = z.output<typeof OfferSchema>;

/** A blog post (spec 02 §3 "Blog item": href, heading, image, description, date). */
export const PostSchema = z.strictObject({
  title: text(160),
  date: day,
  description: text(500).optional().describe("The card text; the body's first 80 characters when absent."),
  image_url: siteUrlOrPath().optional(),
});
export type Post = z.output<typeof PostSchema>;

/** One accessory on a model's accessories page. */
const AccessorySchema = z.strictObject({
  name: text(120),
  description: text(500).optional(),
  /** Fitted price in dollars, shown as "From $X fitted". */
  price: z.number().int().positive().max(100_000).optional(),
});

/**
 * A model's accessories (issue 17: "/{model slug}/accessories"): `sites/<slug>/content/accessories/<model-slug>.md`,
 * the file name giving the path (hilux.md → /hilux/accessories). The Markdown body is the page's text.
 */
export const AccessoriesSchema = z.strictObject({
  make: text(60).describe('The make, as the stock spells it, e.g. "Toyota".'),
  model: text(60).describe('The model, as the stock spells it, e.g. "HiLux".'),
  description: text(300).describe('The search-engine description.'),
  items: z.array(AccessorySchema).min(1).max(200),
});
export type Accessories = z.output<typeof AccessoriesSchema>;
