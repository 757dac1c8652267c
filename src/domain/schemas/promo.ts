import { z } from './zod.ts';
import { linkHref, siteUrlOrPath } from './urls.ts';

/**
 * A promotional card interleaved in search results (spec 01 §2, spec 02 §3 "Promo card node").
 * Shown only between `start` and `expiry`, at result position `position` (1-based: 5 means it is
 * the fifth tile of the grid).
 */
export const PromoCardSchema = z.object({
  title: z.string().min(1).describe('Heading, e.g. "We Want Your Car!".'),
  subtitle: z.string().nullish().describe('Second line, e.g. "We buy all types of cars".'),
  text: z.string().nullish().describe('Body, e.g. "Our high turnover means we can pay more".'),
  href: linkHref().default('/trade-in').describe("Where the card's button goes."),
  button_label: z.string().default('Find Out More').describe("The button's text."),
  image_url: siteUrlOrPath().nullish().describe('Background image path or URL; a brand gradient when absent.'),
  start: z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    .describe('First day (or instant) the card shows; a bare date is that day in AEST.'),
  expiry: z.iso.datetime({ offset: true }).or(z.iso.date()).describe('Last day (or instant) the card shows.'),
  position: z.number().int().min(1).describe('1-based grid position, counting every tile (5 = the fifth tile).'),
  display: z
    .enum(['search', 'home', 'all'])
    .default('search')
    .describe('Where the card may show: results, the home page, or both.'),
  /**
   * The spec names the flag without its meaning. Ours: when true the card shows only when enough
   * results precede its position; when false a shorter result list ends with the card.
   */
  strictDisplay: z
    .boolean()
    .default(false)
    .describe('true: shown only when enough results precede its position; false: a short list ends with it.'),
});
export type PromoCard = z.infer<typeof PromoCardSchema>;
