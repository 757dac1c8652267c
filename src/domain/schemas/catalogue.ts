import { z } from './zod.ts';
import { siteUrlOrPath } from './urls.ts';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug such as "toyota"');

/** A vehicle brand (spec 01 §3 "Manufacturer", spec 02 §3). */
export const ManufacturerSchema = z.object({
  id: z.number().int().describe('Manufacturer id.'),
  name: z.string().min(1).describe('Brand name, e.g. "Toyota".'),
  slug: slug.describe('URL segment, e.g. "toyota" (/search/toyota, /toyota/overview).'),
  logo_url: siteUrlOrPath().nullish().describe('Logo image path or URL; the brand grid shows the name when absent.'),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

/** The dealership behind a site (spec 01 §3 "Dealership"). */
export const DealershipSchema = z.object({
  id: z.number().int().describe('Dealership id on the dealer platform (car_dealership_id in leads).'),
  name: z.string().min(1).describe('Legal or trading name.'),
  slug: slug.describe("Dealership slug (the spec's dealership_slug)."),
  template: z.string().nullish().describe('Dealer platform template name.'),
  average_rating: z.number().min(0).max(5).nullish().describe('Average rating across locations.'),
  review_count: z.number().int().min(0).nullish().describe('Number of reviews across locations.'),
});
export type Dealership = z.infer<typeof DealershipSchema>;
