import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug such as "toyota"');

/** A vehicle brand (spec 01 §3 "Manufacturer", spec 02 §3). */
export const ManufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug,
  /** Logo image URL; the brand grid shows the name in a tile when absent. */
  logo_url: z.string().nullish(),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

/** The dealership behind a site (spec 01 §3 "Dealership"). */
export const DealershipSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug,
  template: z.string().nullish(),
  average_rating: z.number().min(0).max(5).nullish(),
  review_count: z.number().int().min(0).nullish(),
});
export type Dealership = z.infer<typeof DealershipSchema>;
