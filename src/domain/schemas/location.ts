import { z } from './zod.ts';
import { siteUrlOrPath, webUrl } from './urls.ts';

/** Spec 02 §3: location_type is sales, service, parts or service-and-parts; empty means sales. */
export const LOCATION_TYPES = ['sales', 'service', 'parts', 'service-and-parts'] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM (24-hour)');

/** One row of a location's weekly opening hours. weekday 0 is Sunday (spec 02 §3). */
export const OpeningHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6).describe('Day of the week, 0 = Sunday … 6 = Saturday (spec 02 §3).'),
  status: z
    .enum(['open', 'closed'])
    .default('open')
    .describe('closed shows "Closed" (or the configured Enquire Now link).'),
  /** Ready-made text such as "8:30am - 5:30pm"; built from open/close when absent. */
  formated_hours: z
    .string()
    .nullish()
    .describe('Ready-made text such as "8:30am - 5:30pm"; built from open and close when absent.'),
  open: hhmm.nullish().describe('Opening time, HH:MM (24-hour).'),
  close: hhmm.nullish().describe('Closing time, HH:MM (24-hour).'),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const AddressSchema = z.object({
  id: z.number().int().nullish().describe('Address id on the dealer platform.'),
  street: z.string().nullish().describe('Street address.'),
  city: z.string().nullish().describe('Suburb or city.'),
  state: z.string().nullish().describe('State, e.g. "QLD".'),
  postcode: z.string().nullish().describe('Four-digit postcode.'),
  place_id: z.string().nullish().describe('Maps place id, for directions.'),
  place_url: webUrl().nullish().describe('Directions link to a maps service (a full http or https URL).'),
  lat: z.number().min(-90).max(90).nullish().describe('Latitude, for the map and distances.'),
  long: z.number().min(-180).max(180).nullish().describe('Longitude, for the map and distances.'),
  map_key: z.string().nullish().describe('Key of the map pin style.'),
});
export type Address = z.infer<typeof AddressSchema>;

export const ReviewSchema = z.object({
  author: z.string().describe('Reviewer name as published.'),
  rating: z.number().min(0).max(5).describe('Stars, 0 to 5.'),
  text: z.string().nullish().describe('Review text.'),
  date: z.string().nullish().describe('Review date.'),
});

/** A dealership location (spec 02 §3 "Location"). Locations with a `primary` flag live in site.json. */
export const LocationSchema = z.object({
  id: z.number().int().describe('Location id; stock rows point at it with location_id.'),
  name: z.string().min(1).describe('Location name as shown to shoppers.'),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug such as "brisbane-north"')
    .describe('URL segment: /locations/{slug}, /search/{slug}.'),
  primary: z.boolean().default(false).describe('The main location: footer address and default contact.'),
  visible: z.boolean().default(true).describe('false hides the location from shoppers.'),
  /** Empty or absent means sales (spec 02 §3). */
  location_type: z
    .union([z.enum(LOCATION_TYPES), z.literal('')])
    .nullish()
    .describe('sales, service, parts or service-and-parts; empty means sales.'),
  location_subtype: z.array(z.string()).nullish().describe('Extra kinds, e.g. "buying".'),
  manufacturers: z.array(z.string()).nullish().describe('Brands sold or serviced here.'),
  dealership_id: z.number().int().nullish().describe('Dealership that runs this location.'),
  dealership_slug: z.string().nullish().describe('Slug of that dealership.'),
  address: AddressSchema.describe('Where the location is.'),
  contact_detail: z
    .object({
      phone: z.string().nullish().describe('Main phone number.'),
      landline_phone: z.string().nullish().describe('Second (landline) number.'),
      opening_hours: z.array(OpeningHoursSchema).default([]).describe('Weekly hours, one row per weekday.'),
    })
    .default({ opening_hours: [] })
    .describe('Phones and opening hours.'),
  reviews: z
    .object({
      reviews: z.array(ReviewSchema).default([]).describe('Published reviews.'),
      count: z.number().int().nullish().describe('Number of reviews.'),
      average_rating: z.number().min(0).max(5).nullish().describe('Average stars.'),
    })
    .nullish()
    .describe('Google reviews of this location.'),
  average_rating: z.number().min(0).max(5).nullish().describe('Average Google rating, 0 to 5.'),
  review_count: z.number().int().min(0).nullish().describe('Number of Google reviews.'),
  dealer_license_number: z.string().nullish().describe('Dealer licence number (location card).'),
  motor_vehicle_repairer: z.string().nullish().describe('Motor vehicle repairer number (location card).'),
  image: z
    .object({ image: z.object({ url: siteUrlOrPath().describe('Image path or URL.') }).describe('The image.') })
    .nullish()
    .describe('Location card image (230px high).'),
  distribution_locations: z
    .array(z.string())
    .nullish()
    .describe('Places cars from here are delivered to (test-drive form field).'),
  closed_day_link: siteUrlOrPath()
    .nullish()
    .describe('Booking page a closed day links to as "Enquire Now" instead of reading "Closed" (spec 02 §2).'),
});
export type Location = z.infer<typeof LocationSchema>;

/**
 * A date whose hours differ from the weekly table (spec 02 §3 "Special hours entry"), e.g. a
 * public holiday. Either start_hour/end_hour or hours {begin, end} may carry the times.
 */
export const SpecialHoursSchema = z.object({
  date: z.iso.date().describe('The date, YYYY-MM-DD.'),
  status: z.enum(['Open', 'Closed']).describe('Open with the hours below, or Closed all day.'),
  location_id: z.number().int().nullish().describe('Location it applies to (by id); absent means every location.'),
  location: z.string().nullish().describe('Location it applies to (by slug), as an alternative to location_id.'),
  start_hour: hhmm.nullish().describe('Opening time, HH:MM.'),
  end_hour: hhmm.nullish().describe('Closing time, HH:MM.'),
  hours: z
    .object({ begin: hhmm.describe('Opening time, HH:MM.'), end: hhmm.describe('Closing time, HH:MM.') })
    .nullish()
    .describe('Opening and closing times, as an alternative to start_hour/end_hour.'),
  label: z.string().nullish().describe('Shown in the holiday-hours dialog, e.g. "Good Friday".'),
});
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;
