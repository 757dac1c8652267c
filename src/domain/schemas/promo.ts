import { z } from 'zod';

/**
 * A promotional card interleaved in search results (spec 01 §2, spec 02 §3 "Promo card node").
 * Shown only between `start` and `expiry`, at result position `position` (1-based: 5 means it is
 * the fifth tile of the grid).
 */
export const PromoCardSchema = z.object({
  title: z.string().min(1).meta({ examples: ['We Want Your Car!'] }),
  subtitle: z.string().nullish().meta({ examples: ['We buy all types of cars'] }),
  text: z.string().nullish().meta({ examples: ['Our high turnover means we can pay more'] }),
  /** Where the card's button goes. */
  href: z.string().default('/trade-in'),
  button_label: z.string().default('Find Out More'),
  image_url: z.string().nullish(),
  start: z.iso.datetime({ offset: true }).or(z.iso.date()),
  expiry: z.iso.datetime({ offset: true }).or(z.iso.date()),
  position: z.number().int().min(1),
  /** Where the card may show: the search grid, the home page, or both. */
  display: z.enum(['search', 'home', 'all']).default('search'),
  /**
   * The spec names the flag without its meaning. Ours: when true the card shows only when enough
   * results precede its position; when false a shorter result list ends with the card.
   */
  strictDisplay: z.boolean().default(false),
});
export type PromoCard = z.infer<typeof PromoCardSchema>;
