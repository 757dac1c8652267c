import { z } from 'zod';

/** Spec 02 §3: location_type is sales, service, parts or service-and-parts; empty means sales. */
export const LOCATION_TYPES = ['sales', 'service', 'parts', 'service-and-parts'] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM (24-hour)');

/** One row of a location's weekly opening hours. weekday 0 is Sunday (spec 02 §3). */
export const OpeningHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['open', 'closed']).default('open'),
  /** Ready-made text such as "8:30am - 5:30pm"; built from open/close when absent. */
  formated_hours: z.string().nullish(),
  open: hhmm.nullish(),
  close: hhmm.nullish(),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const AddressSchema = z.object({
  id: z.number().int().nullish(),
  street: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  postcode: z.string().nullish(),
  place_id: z.string().nullish(),
  place_url: z.string().nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  long: z.number().min(-180).max(180).nullish(),
  map_key: z.string().nullish(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ReviewSchema = z.object({
  author: z.string(),
  rating: z.number().min(0).max(5),
  text: z.string().nullish(),
  date: z.string().nullish(),
});

/** A dealership location (spec 02 §3 "Location"). Locations with a `primary` flag live in site.json. */
export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug such as "brisbane-north"'),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  /** Empty or absent means sales (spec 02 §3). */
  location_type: z.union([z.enum(LOCATION_TYPES), z.literal('')]).nullish(),
  location_subtype: z.array(z.string()).nullish(),
  manufacturers: z.array(z.string()).nullish(),
  dealership_id: z.number().int().nullish(),
  dealership_slug: z.string().nullish(),
  address: AddressSchema,
  contact_detail: z.object({
    phone: z.string().nullish(),
    landline_phone: z.string().nullish(),
    opening_hours: z.array(OpeningHoursSchema).default([]),
  }).default({ opening_hours: [] }),
  reviews: z.object({
    reviews: z.array(ReviewSchema).default([]),
    count: z.number().int().nullish(),
    average_rating: z.number().min(0).max(5).nullish(),
  }).nullish(),
  average_rating: z.number().min(0).max(5).nullish(),
  review_count: z.number().int().min(0).nullish(),
  dealer_license_number: z.string().nullish(),
  motor_vehicle_repairer: z.string().nullish(),
  image: z.object({ image: z.object({ url: z.string() }) }).nullish(),
  distribution_locations: z.array(z.string()).nullish(),
});
export type Location = z.infer<typeof LocationSchema>;

/**
 * A date whose hours differ from the weekly table (spec 02 §3 "Special hours entry"), e.g. a
 * public holiday. Either start_hour/end_hour or hours {begin, end} may carry the times.
 */
export const SpecialHoursSchema = z.object({
  date: z.iso.date(),
  status: z.enum(['Open', 'Closed']),
  location_id: z.number().int().nullish(),
  location: z.string().nullish(),
  start_hour: hhmm.nullish(),
  end_hour: hhmm.nullish(),
  hours: z.object({ begin: hhmm, end: hhmm }).nullish(),
  /** Shown in the holiday-hours dialog, e.g. "Good Friday". */
  label: z.string().nullish(),
});
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;
