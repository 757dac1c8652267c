/**
 * A lead form's props (the LeadForm island's, the dialogs' forms), and how a page makes them from
 * the tenant at build time: the site's form options, the form.* strings, the car and the dealer's
 * choices for the selects. Only what the form shows is passed, so the page's serialised props stay small.
 */
import { carLocation, visibleLocations } from '../../domain/locations.ts';
import type { Car } from '../../domain/schemas/car.ts';
import { leadFormOptions, type LeadFormOptions } from '../../domain/schemas/leads.ts';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { isInStock } from '../../domain/stock.ts';
import type { Strings } from '../../domain/strings.ts';
import {
  leadFormText,
  regoStates,
  type LeadFormContext,
  type LeadFormKind,
  type LeadFormText,
} from './lead-form-fields.ts';

export interface LeadFormProps {
  kind: LeadFormKind;
  /** Unique on the page: prefixes every field id. */
  formId: string;
  options: LeadFormOptions;
  context: LeadFormContext;
  text: LeadFormText;
  /** Where the form is sent (POST /api/leads, spec 01 §7). */
  endpoint?: string;
}

/**
 * Props for one form. The dealership select lists the dealerships behind the site's locations
 * (the site's own when none names one); sales locations feed the location selects (spec 02 §3:
 * an empty location_type means sales). The enquiry on an in-stock car's page asks about a trade-in.
 */
export function leadFormProps(
  kind: LeadFormKind,
  formId: string,
  site: SiteConfig,
  strings: Strings,
  car: Car | null = null,
): LeadFormProps {
  const locations = visibleLocations(site.locations);
  const sales = locations.filter((location) => !location.location_type || location.location_type === 'sales');
  const dealerships = new Map<string, string>();
  for (const location of locations)
    if (location.dealership_slug) dealerships.set(location.dealership_slug, location.name);
  if (dealerships.size === 0) dealerships.set(site.dealership.slug, site.dealership.name);
  const inStock = car !== null && isInStock(car);
  const context: LeadFormContext = {
    car: car && { id: car.id, dealershipId: car.dealership_id ?? site.dealership.id, inStock },
    locations: (sales.length ? sales : locations).map((location) => ({ id: location.id, name: location.name })),
    dealerships: [...dealerships].map(([value, label]) => ({ value, label })),
    distributionLocations: car
      ? (car.location?.distribution_locations ?? carLocation(car, site.locations).distribution_locations ?? [])
      : [],
    regoStates: regoStates(site.default_state),
    tradeInQuestion: kind === 'enquiry' && inStock,
    termsText: site.forms.terms_text?.trim() || null,
  };
  return { kind, formId, options: leadFormOptions(site.forms), context, text: leadFormText(strings) };
}
