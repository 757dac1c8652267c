import { z } from './zod.ts';
import { CarTypeSchema } from './car.ts';
import { DealershipSchema, ManufacturerSchema } from './catalogue.ts';
import { CALCULATOR_VARIANTS, FinanceProviderSchema } from './finance.ts';
import { FinancePartnerSchema } from './finance-partner.ts';
import { ValuationSettingsSchema } from './valuation-settings.ts';
import { LeadSinkSchema } from './lead-sinks.ts';
import { LocationSchema, SpecialHoursSchema } from './location.ts';
import { MapSettingsSchema } from './map.ts';
import { PromoCardSchema } from './promo.ts';
import { cssColour, cssFontStack } from './css-values.ts';
import { linkHref, siteUrlOrPath, webUrl } from './urls.ts';
import { DEFAULT_IMAGE_QUALITY } from '../image-url.ts';
import { MIN_REVIEW_RATING } from '../locations.ts';
import { DEFAULT_FILTERS, DEFAULT_PAGE_SIZE, FILTER_ATTRIBUTE_NAMES, SHOW_ALL_MAKES_AFTER } from '../search-results.ts';
import { DEFAULT_INCLUDE_SOLD_DAYS } from '../stock.ts';
import { STRING_KEYS, type StringKey } from '../strings.ts';
import { PRICE_STRINGS } from '../strings/price.ts';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug such as "harbour-city-toyota"');
const colour = cssColour();
const link = linkHref();

export const MenuLinkSchema = z.strictObject({
  label: z.string().min(1).describe('Link text.'),
  href: link.describe('Path ("/finance") or full URL.'),
});
export const MenuItemSchema = z.strictObject({
  label: z.string().min(1).describe('Menu text.'),
  href: link.nullish().describe('Where the item goes; omit for a dropdown that only opens its children.'),
  children: z.array(MenuLinkSchema).default([]).describe('Dropdown entries (e.g. models by body type under Vehicles).'),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const FooterGroupSchema = z.strictObject({
  title: z.string().min(1).describe('Group heading, e.g. "Buyer Tools".'),
  links: z.array(MenuLinkSchema).min(1).describe('Links in the group.'),
});

const DEFAULT_HEADER_MENU: z.input<typeof MenuItemSchema>[] = [
  { label: 'Home', href: '/' },
  { label: 'Our Stock', href: '/search/new-used-and-demo-cars' },
  { label: 'Offers', href: '/special-offers' },
  { label: 'Service and Parts', href: '/service' },
  { label: 'Finance', href: '/finance' },
  {
    label: 'More',
    children: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Careers', href: '/careers' },
    ],
  },
];
const DEFAULT_FOOTER_MENU: z.input<typeof FooterGroupSchema>[] = [
  {
    title: 'Buyer Tools',
    links: [
      { label: 'Our Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Finance', href: '/finance' },
      { label: 'Trade-In Valuation', href: '/trade-in' },
      { label: 'Special Offers', href: '/special-offers' },
      { label: 'Find Cars for Your Budget', href: '/find-cars-for-your-budget' },
      { label: 'Search by Price', href: '/search-by-price' },
    ],
  },
  {
    title: 'Servicing and Parts',
    links: [
      { label: 'Book a Service', href: '/service' },
      { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
    ],
  },
];

/** Colours: hex ("#1f4e8c"), rgb()/hsl() of plain numbers, or a CSS named colour; every value is checked by type. */
export const ThemeSchema = z.strictObject({
  primary: colour.default('#0b3d91').describe('Brand colour: header, buttons, links.'),
  primary_contrast: colour
    .default('#ffffff')
    .describe('Text on the brand colour; pick one with at least 4.5:1 contrast.'),
  accent: colour.default('#e4002b').describe('Second colour: call-to-action buttons and price highlights.'),
  accent_contrast: colour.default('#ffffff').describe('Text on the accent colour.'),
  surface: colour.default('#f4f5f7').describe('Page background behind cards.'),
  text: colour.default('#1b1f24').describe('Body text colour.'),
  logo_url: siteUrlOrPath()
    .nullish()
    .describe(
      'Logo image path or URL (files in sites/<slug>/public/ are served from the site root, e.g. "/logo.svg"); when absent the dealer name is set in type.',
    ),
  font_family: cssFontStack()
    .default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif')
    .describe(
      'CSS font stack (system fonts only: no web-font download): family names, quoted or bare, of letters, digits, spaces, "-" and "_", separated by commas.',
    ),
  radius: z.number().min(0).max(32).default(8).describe('Corner radius of cards and buttons, in pixels.'),
});

export const FeatureBannerItemSchema = z.strictObject({
  title: z.string().min(1).describe('Heading, e.g. "Latest Offers".'),
  text: z.string().min(1).describe('One line under the heading.'),
  href: link.describe('Where the item goes.'),
  icon: z
    .enum(['offers', 'service', 'trade-in', 'finance', 'stock'])
    .default('offers')
    .describe('Icon drawn beside the heading.'),
});

export const AnnouncementBarSchema = z.strictObject({
  text: z.string().min(1).describe('The announcement.'),
  href: link.nullish().describe('Optional link after the text.'),
  link_label: z.string().nullish().describe('Text of that link (default "Find out more").'),
  dismissible: z
    .boolean()
    .default(true)
    .describe('Shows a close button; a dismissed bar stays closed for the visitor.'),
});

export const FeaturesSchema = z.strictObject({
  reserve_online: z
    .boolean()
    .default(false)
    .describe('Checkout is enabled: in-stock cards and car pages show Reserve This Car.'),
  reserve_amount: z
    .number()
    .positive()
    .default(200)
    .describe('Reserve deposit in dollars shown on the Reserve button (spec: default $200).'),
  reserve_path: z
    .enum(['checkout', 'buy-online'])
    .default('checkout')
    .describe('Reserve route: /cars/{slug}/checkout, or /cars/{slug}/buy-online on one dealer variant.'),
  reserve_hold_hours: z
    .number()
    .int()
    .positive()
    .max(24 * 14)
    .default(48)
    .describe('How long a reservation holds the car unless the dealer confirms it (spec: 48 hours).'),
  online_purchase: z
    .boolean()
    .default(false)
    .describe("Builds /checkout-journey?car_id={slug} (online purchase), which leads to the car's reserve page."),
  watchlist: z
    .boolean()
    .default(false)
    .describe('Save buttons use the signed-in watchlist instead of local favourites.'),
  sign_in: z.boolean().default(false).describe('Shows Sign In in the header and enables phone one-time-code sign-in.'),
  local_favourites: z
    .boolean()
    .default(true)
    .describe('Anonymous favourites kept in the browser (when the watchlist is off).'),
  mask_phone: z
    .boolean()
    .default(false)
    .describe('Dealer phone numbers are masked until clicked; each reveal is logged.'),
  electric_hybrid_tag: z
    .boolean()
    .default(false)
    .describe('Cards tag electric and hybrid cars first in the tag priority.'),
  certified_make: z
    .string()
    .nullish()
    .describe('The one make whose certified used cars carry the certified-used badge.'),
  certified_badge_image: siteUrlOrPath()
    .nullish()
    .describe(
      "The certified-used badge's image (spec 01 §4 'certified-used badge image'; the make's programme logo), shown in place of the text tag; its text stays as the image's alternative.",
    ),
  subscriptions: z
    .boolean()
    .default(false)
    .describe('Subscription prices are offered: a car with subscription_price above 0 shows it per week.'),
  coming_soon_label: z
    .enum(['Coming Soon', 'New Arrival'])
    .default('Coming Soon')
    .describe('Label for coming-soon cars (spec: "may read New Arrival").'),
  rego_unregistered_when_expired: z
    .boolean()
    .default(false)
    .describe('A past rego expiry reads "Unregistered" instead of being hidden.'),
  hide_save_without_price_or_images: z
    .boolean()
    .default(false)
    .describe('Save buttons hidden when price is 0 or less or the car has no images.'),
  exclude_zero_price_on_price_sort: z.boolean().default(false).describe('Lowest-price sort leaves out cars priced 0.'),
  sticky_bar: z
    .enum(['header', 'bottom'])
    .default('header')
    .describe('Car page: sticky header after 500px of scroll, or the sticky bottom bar after 900px.'),
  share_toast: z
    .boolean()
    .default(false)
    .describe('Share shows the toast "Copied {car name} to your clipboard!" instead of the 1.5 s "Copied" note.'),
  spin_default_view: z
    .enum(['spin', 'images'])
    .default('spin')
    .describe('First view of the spin viewer: Spin, or Images on the gallery variant.'),
  trade_in: z.boolean().default(true).describe('Trade-in valuation links and buttons.'),
  save_valuations: z
    .boolean()
    .default(false)
    .describe(
      'Trade-in valuation results are kept (POST /api/miscellaneous with column_name "valuation"; spec: "only on some sites").',
    ),
});

export const SearchConfigSchema = z.strictObject({
  backend: z
    .enum(['embedded', 'meilisearch'])
    .default('embedded')
    .describe('embedded: an index shipped with the site, no server; meilisearch: a Meilisearch server (large groups).'),
  index: z
    .string()
    .default('Car_production')
    .describe('Index name (the Meilisearch index, and the prefix of sort index names).'),
  page_size: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(DEFAULT_PAGE_SIZE)
    .describe('Cars per results page (spec default 21).'),
  base_filter: z
    .string()
    .nullish()
    .describe('Fixed filter limiting the stock this site shows, e.g. "dealership_slug = \\"x\\"".'),
  default_sort: z
    .enum(['relevance', 'latest', 'price-desc', 'price-asc'])
    .default('relevance')
    .describe('Sort when the shopper has chosen none.'),
  show_all_makes_after: z
    .number()
    .int()
    .min(1)
    .default(SHOW_ALL_MAKES_AFTER)
    .describe('Make list collapses behind Show All after this many makes.'),
  filters: z
    .array(z.enum(FILTER_ATTRIBUTE_NAMES))
    .default([...DEFAULT_FILTERS])
    .describe(
      'Filters the results page offers, in order (spec 01 §3 filter attributes; price, weekly_price, year, km and subscription_price are sliders).',
    ),
  path_prefix: z
    .enum(['search', 'used-car'])
    .default('search')
    .describe('Search routes start /search/…, or /used-car/… for the dealer group configured so.'),
  meilisearch_host: webUrl()
    .nullish()
    .describe(
      "Where the browser sends searches when backend is meilisearch (an http or https URL); the build's MEILISEARCH_URL overrides it.",
    ),
});

/** "2000" or "2000-2234": one postcode or an inclusive range of 4-digit Australian postcodes. */
const postcodeRange = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, 'expected a 4-digit postcode or a range such as "2000-2234"')
  .refine((range) => {
    const [from = '', to = from] = range.split('-');
    return from <= to;
  }, 'a range must go from the lower postcode to the higher');

/** Spec 01 §2 / §3 "Delivery estimate: name (region), price": the regions a dealer delivers to and what each costs. */
export const DeliveryConfigSchema = z
  .strictObject({
    regions: z
      .array(
        z.strictObject({
          name: z.string().min(1).describe('The region as the shopper reads it, e.g. "Brisbane Metro".'),
          postcodes: z.array(postcodeRange).min(1).describe('Postcodes served, each "4000" or a range "4000-4179".'),
          price: z.number().min(0).describe('Delivery price in dollars (0: free delivery).'),
        }),
      )
      .default([])
      .describe(
        'Delivery regions, first match wins; a postcode in none gets the "no estimate" message. Empty: the vehicle page shows no delivery calculator.',
      ),
  })
  .describe('Delivery price by postcode (GET /api/delivery).');
export type DeliveryConfig = z.infer<typeof DeliveryConfigSchema>;

/**
 * The vehicle page's gallery. `custom_slide`: a dealer's own slide (an offer, a service promise) that
 * the fullscreen photo view shows second (spec 01 §2 "a custom slider may sit at the second slide
 * position"), e.g. `{ "image": "/gallery/finance-offer.svg", "alt": "Toyota Access finance: ask us
 * about a low rate", "href": "/finance" }`.
 */
export const GalleryConfigSchema = z.strictObject({
  custom_slide: z
    .strictObject({
      image: siteUrlOrPath().describe(
        'Image path or URL (files in sites/<slug>/public/ are served from the site root, e.g. "/gallery/offer.svg"); shown at 3:2.',
      ),
      alt: z.string().min(1).describe('What the image says, read by screen readers.'),
      href: link.nullish().describe('Where a click on the slide goes; absent: the slide is only an image.'),
    })
    .nullish()
    .describe("A slide of the dealer's own at the second position of the fullscreen photo view; absent: none."),
});
/** Spec 01 §7 / spec 02 §7 analytics events: where the pages send them (src/analytics/). */
export const AnalyticsConfigSchema = z
  .strictObject({
    data_layer: z
      .boolean()
      .default(true)
      .describe(
        'Each event is pushed to window.dataLayer as { event: "dealer_analytics", event_id, website_id, ... }, for the tag manager the dealer adds.',
      ),
    beacon_url: siteUrlOrPath()
      .nullish()
      .describe(
        'Also POSTs each event as JSON text with navigator.sendBeacon to this URL (e.g. "https://collect.example.com/events"); absent: no beacon.',
      ),
  })
  .describe(
    'Analytics events (spec 01 §7): car viewed, test drive opened, calculator used, ...; a failed send is only logged.',
  );
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>;

/** Where a tenant's leads go and how hard the forwarder tries (functions/forwarder.ts). */
export const LeadsConfigSchema = z
  .strictObject({
    sinks: z
      .array(LeadSinkSchema)
      .min(1)
      .prefault([{ name: 'local', kind: 'local' }])
      .describe('Where each lead is delivered, one outbox entry per sink (default: kept locally).'),
    max_attempts: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(10)
      .describe(
        'Attempts per sink before a delivery is parked as dead (re-send with `npm run leads -- --site <slug> --resend-dead`).',
      ),
    retry_base_ms: z
      .number()
      .int()
      .min(1)
      .default(60_000)
      .describe(
        'Backoff base: the wait before try n+1 is random between 0 and min(retry_ceiling_ms, retry_base_ms × 2^(n-1)) (full jitter).',
      ),
    retry_ceiling_ms: z.number().int().min(1).default(3_600_000).describe('Longest wait between two tries.'),
  })
  .superRefine((leads, ctx) => {
    const seen = new Set<string>();
    leads.sinks.forEach((sink, index) => {
      if (seen.has(sink.name))
        ctx.addIssue({ code: 'custom', path: ['sinks', index, 'name'], message: `duplicate sink name "${sink.name}"` });
      seen.add(sink.name);
    });
    if (leads.retry_ceiling_ms < leads.retry_base_ms)
      ctx.addIssue({
        code: 'custom',
        path: ['retry_ceiling_ms'],
        message: 'retry_ceiling_ms must be at least retry_base_ms',
      });
  });
export type LeadsConfig = z.infer<typeof LeadsConfigSchema>;

export const StockSourceSchema = z.strictObject({
  file: z
    .string()
    .default('stock.json')
    .describe('Stock snapshot, a JSON array of cars, relative to the tenant folder.'),
  sample: z
    .strictObject({
      profile: z
        .enum(['franchise', 'independent', 'group'])
        .describe('Which kind of dealer the generated stock imitates.'),
      seed: z.number().int().describe('Seed: the same seed always generates the same stock.'),
      count: z.number().int().min(1).max(20000).describe('How many vehicles to generate.'),
      makes: z.array(z.string()).default([]).describe('Restrict new and demo stock to these makes (a franchise).'),
      as_of: z.iso.date().describe('Date the stock is generated relative to (created_at, sold dates, rego).'),
    })
    .nullish()
    .describe(
      'Marks a sample tenant (sample/README.md): its stock is generated deterministically by `npm run stock:generate` (and by the build) when the file is missing, and its pictures are drawn at build time.',
    ),
  feed: z
    .strictObject({
      url: z
        .string()
        .regex(/^(https?:\/\/|file:)/, 'expected an http(s):// or file: URL')
        .describe('Where the dealer platform publishes the stock export.'),
      cars_path: z
        .string()
        .nullish()
        .describe(
          'Dot path to the array of cars inside the feed\'s JSON (e.g. "data.cars"); absent when the feed is the array itself.',
        ),
      token_env: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]*$/, 'expected an environment variable name such as "ACME_FEED_TOKEN"')
        .nullish()
        .describe('Environment variable holding a bearer token for the feed (secrets never live in site.json).'),
      max_shrink: z
        .number()
        .min(0)
        .max(1)
        .default(0.5)
        .describe(
          'Largest share of the current stock a feed may drop (0.5: half); a feed with fewer cars than that, an empty one included, is refused unless `npm run stock:import` is given --accept-shrink.',
        ),
    })
    .nullish()
    .describe(
      'A stock feed `npm run stock:import -- --site <slug>` fetches, validates and writes to `file`; the nightly job runs it before the build.',
    ),
});

/** Where `npm run nightly` copies a tenant's published build (credentials only from the environment). */
export const DeployConfigSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('directory').describe("Copy to a folder (a mounted share, a web server's root)."),
    path: z
      .string()
      .min(1)
      .describe('The folder, absolute or relative to the project root; only changed files are copied.'),
  }),
  z.strictObject({
    kind: z
      .literal('s3')
      .describe('An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3.'),
    bucket: z.string().min(1).describe('The bucket name.'),
    prefix: z
      .string()
      .regex(/^([^/].*\/)?$/, 'expected "" or a folder such as "sites/acme/" (no leading slash, a trailing one)')
      .default('')
      .describe('Key prefix the site is written under ("" for the bucket root).'),
    region: z.string().min(1).default('auto').describe('The bucket\'s region ("auto" for R2).'),
    endpoint: webUrl()
      .nullish()
      .describe('The S3 API endpoint for a non-AWS store (R2, MinIO); absent for AWS. Keys come from AWS_* variables.'),
    force_path_style: z
      .boolean()
      .default(false)
      .describe('Path-style URLs (endpoint/bucket/key), which MinIO and most local servers need.'),
  }),
  z.strictObject({
    kind: z.literal('cloudflare').describe('A Cloudflare Workers static-assets deployment with `wrangler deploy`.'),
    worker_name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'expected a Worker name: lowercase letters, digits and dashes')
      .describe("The Worker's name in wrangler.jsonc."),
    compatibility_date: z.iso.date().default('2025-01-01').describe("The Worker's compatibility date."),
  }),
]);
export type DeployConfig = z.infer<typeof DeployConfigSchema>;

/** Finance on car pages (spec 02 §2, §5). */
export const FinanceSettingsSchema = z.strictObject({
  calculator_variant: z
    .enum(CALCULATOR_VARIANTS)
    .default('standard')
    .describe(
      'Finance calculator bounds and defaults: standard; capped (price up to 100000, or 1.05 x a dearer car, term up to 5 years); provider-fee (establishment fee 1300, 6-year default term); locked-rate (rate fixed at 10%).',
    ),
  finance_box: z
    .boolean()
    .default(true)
    .describe(
      'Shows the per-lender finance box when the lender rules allow; false for dealerships that never show it. Suzuki sites never do.',
    ),
  instant_quote: z
    .boolean()
    .default(false)
    .describe('Car pages without a stored quote ask the finance partner for an instant quote (spec 01 §7).'),
  only_per_week_teaser: z
    .boolean()
    .default(false)
    .describe(
      "The car page's sidebar teaser reads 'Only $X /wk*' with the monthly estimate and the comparison rate, linking to the finance form (spec 02 §2: \"for some dealers\").",
    ),
  link: link.nullish().describe('Finance link that overrides /finance in links built from a car (spec 02 §2).'),
  form_variant: z
    .enum(['base', 'popup'])
    .default('base')
    .describe(
      "The finance page's form (spec 02 §2): base (one page) or popup (a dialog of four steps: Quick Estimate, Your Details, Instant pre-approval, Apply to lender).",
    ),
  get_finance_cta: z
    .boolean()
    .default(false)
    .describe(
      "The finance page without a car shows the 'Get Finance Now' promo (the used-car search and 6 featured used cars) in place of the three steps.",
    ),
  partner: FinancePartnerSchema.prefault({}).describe(
    "The finance form's instant quote and application (spec 02 §7): the built-in estimate or the lender's API.",
  ),
});

/** Spec 02 §5 "Enquiry form": which fields the enquiry form shows and requires. */
export const FormsSchema = z.strictObject({
  message_optional: z
    .boolean()
    .default(false)
    .describe('The message (Comments) may be left empty; by default it is required.'),
  show_category: z.boolean().default(false).describe('Shows the enquiry category select (then required).'),
  show_location: z
    .boolean()
    .default(false)
    .describe('Shows the location select (then required; a lone option is picked for the shopper).'),
  show_dealership: z.boolean().default(false).describe('Shows the dealership select (then required).'),
  postcode_required: z.boolean().default(false).describe('The shopper must give a 4-digit postcode.'),
  terms_text: z
    .string()
    .nullish()
    .describe('Custom disclaimer: adds a required terms checkbox with this text to the test-drive and enquiry forms.'),
});

/** Spec 02 §6 gating: routes a signed-out visitor is sent to sign-in for, on sites that ask for it. */
export const SignInGatesSchema = z.strictObject({
  checkout: z
    .boolean()
    .default(false)
    .describe('Reserve and online purchase (/cars/{slug}/checkout, /checkout-journey) need sign-in.'),
  finance: z.boolean().default(false).describe('/finance, /finance-enquiry and /apply-for-finance need sign-in.'),
  spin_to_win: z.boolean().default(false).describe('/spin-to-win needs sign-in.'),
  car_finance: z
    .boolean()
    .default(false)
    .describe('The credit-bureau finance variant (/personalised/finance) needs sign-in.'),
  trade_in: z.boolean().default(false).describe('Trade-in and sell-my-car need sign-in (not gated by default).'),
});

export const PhoneNumbersSchema = z.strictObject({
  new: z.string().min(6).describe('New-car sales phone.'),
  used: z.string().min(6).describe('Used-car sales phone.'),
  demo: z.string().min(6).describe('Demo-car sales phone.'),
});

const DEFAULT_FEATURE_BANNER: z.input<typeof FeatureBannerItemSchema>[] = [
  {
    title: 'Latest Offers',
    text: 'See our latest offers and drive-away deals',
    href: '/special-offers',
    icon: 'offers',
  },
  { title: 'Book Service Online', text: 'Book your next service online in minutes', href: '/service', icon: 'service' },
  { title: 'Sell Your Car', text: 'Get an instant offer in 2 minutes', href: '/trade-in', icon: 'trade-in' },
];

/**
 * A tenant's configuration: `sites/<slug>/site.json`. Every field is described for the generated
 * configuration reference (docs/configuration.md). Unknown keys are errors, so a typo cannot
 * silently switch a feature off.
 */
export const SiteConfigSchema = z
  .strictObject({
    slug: slug.describe('Tenant id: equals the folder name under sites/ and the local host <slug>.localhost.'),
    name: z.string().min(1).describe('Dealer name as shown to shoppers.'),
    template: z.string().default('standard').describe('Template family; some spec rules differ per template.'),
    domains: z
      .array(z.string())
      .default([])
      .describe('Production host names that serve this tenant (the slug subdomain always does locally).'),
    description: z.string().default('').describe('One-sentence description for search engines and the home page.'),
    dealership: DealershipSchema.describe('The dealership behind the site (spec "Dealership").'),
    manufacturer: z
      .string()
      .nullish()
      .describe('Franchise make for a single-franchise dealer (e.g. "Toyota"); absent for independents and groups.'),
    finance_provider: FinanceProviderSchema.nullish().describe(
      'Finance partner whose rules and bounds apply (e.g. "youx").',
    ),
    phone_numbers: PhoneNumbersSchema.describe('Sales phone per car type (spec: new, used, demo).'),
    default_state: z
      .string()
      .default('qld')
      .describe('State used for state averages when a car has none (spec default "qld").'),
    include_sold_cars_days: z
      .number()
      .int()
      .min(0)
      .default(DEFAULT_INCLUDE_SOLD_DAYS)
      .describe('Sold cars stay visible this many days after sale (spec 02 §4, default 3).'),
    no_price_text: z
      .string()
      .default(PRICE_STRINGS['price.noPrice'])
      .describe('Shown instead of a price when a car has none.'),
    car_type_slugs: z
      .record(CarTypeSchema, z.string())
      .default({ new: 'new-cars', demo: 'demo-cars', used: 'used-cars' })
      .describe('Search path segment per car type.'),
    theme: ThemeSchema.prefault({}).describe('Colours, logo and type.'),
    locations: z.array(LocationSchema).min(1).describe('Dealership locations; exactly one has primary: true.'),
    special_hours: z
      .array(SpecialHoursSchema)
      .default([])
      .describe('Dates whose hours differ from the weekly table (public holidays).'),
    manufacturers: z
      .array(ManufacturerSchema)
      .default([])
      .describe('Brands the dealer sells, for the brand grid and brand links.'),
    brand_grid: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Shows the brand grid on the home page.'),
        groups: z
          .array(
            z.strictObject({
              title: z.string().min(1).describe('e.g. "Cars", "Motorcycles", "Trucks", "Our Brands".'),
              manufacturers: z.array(slug).min(1).describe('Manufacturer slugs in this group.'),
            }),
          )
          .default([])
          .describe('Groups of brands, in order.'),
      })
      .prefault({})
      .describe('Group dealers: a grid of brands by group (spec 01 §1).'),
    stats_banner: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Shows the stats banner on the home page.'),
        items: z
          .array(
            z.strictObject({
              value: z.string().describe('The figure, e.g. "50+".'),
              label: z.string().describe('What it counts, e.g. "Locations".'),
            }),
          )
          .describe('The figures shown.')
          .default([
            { value: '50+', label: 'Locations' },
            { value: '40+', label: 'Brands' },
            { value: '30+', label: 'Years' },
          ]),
      })
      .prefault({})
      .describe('Group dealers: the stats banner (spec: 50+ locations, 40+ brands, 30+ years).'),
    sales_counter: z
      .strictObject({ enabled: z.boolean().default(false).describe('Shows the counter on the home page.') })
      .prefault({})
      .describe('Group dealers: the "Sales this Month" counter (spec 02 §9).'),
    announcement_bar: AnnouncementBarSchema.nullish().describe('Dismissible bar above the header; absent means none.'),
    feature_banner: z
      .array(FeatureBannerItemSchema)
      .length(3)
      .prefault(DEFAULT_FEATURE_BANNER)
      .describe('The three-item banner: latest offers, book service online, sell your car.'),
    menus: z
      .strictObject({
        header: z
          .array(MenuItemSchema)
          .prefault(DEFAULT_HEADER_MENU)
          .describe('Header items in order (default: Home, Our Stock, Offers, Service and Parts, Finance, More).'),
        footer: z
          .array(FooterGroupSchema)
          .prefault(DEFAULT_FOOTER_MENU)
          .describe(
            'Footer groups (default: Buyer Tools, Servicing and Parts); a dealer-name group with the address is always added.',
          ),
      })
      .prefault({})
      .describe('Header menu items (with dropdowns) and footer link groups.'),
    promo_cards: z
      .array(PromoCardSchema)
      .default([])
      .describe('Promo cards interleaved in results between their start and expiry.'),
    features: FeaturesSchema.prefault({}).describe('Feature switches.'),
    finance: FinanceSettingsSchema.prefault({}).describe('Finance calculator, finance box and instant quote.'),
    forms: FormsSchema.prefault({}).describe('Enquiry form fields (spec 02 §5).'),
    valuation: ValuationSettingsSchema.prefault({}).describe(
      'Trade-in valuation: none (the lead form only), market (from comparable stock) or a provider API.',
    ),
    sign_in_gates: SignInGatesSchema.prefault({}).describe(
      'Routes gated behind sign-in on this site; online-payment and my-garage always are (spec 02 §6).',
    ),
    reviews: z
      .strictObject({
        minimum_rating: z
          .number()
          .min(0)
          .max(5)
          .default(MIN_REVIEW_RATING)
          .describe('Ratings and reviews below this are not shown (spec 02 §9: minimum review rating 4).'),
      })
      .prefault({})
      .describe('Google rating display.'),
    map: MapSettingsSchema.prefault({}),
    search: SearchConfigSchema.prefault({}).describe('Search backend and behaviour.'),
    image_cdn: z
      .strictObject({
        base_url: siteUrlOrPath()
          .nullish()
          .describe(
            'Image CDN prefix; source URLs are appended with width and quality parameters. Absent: images served as they are.',
          ),
        quality: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(DEFAULT_IMAGE_QUALITY)
          .describe('Image quality (spec default 75).'),
      })
      .prefault({})
      .describe('Image URL builder settings.'),
    strings: z
      .partialRecord(z.enum(STRING_KEYS as [StringKey, ...StringKey[]]), z.string().min(1))
      .default({})
      .describe('Overrides of shopper-facing text by key (see src/domain/strings.ts).'),
    stock: StockSourceSchema.prefault({}).describe('Where the stock snapshot comes from.'),
    leads: LeadsConfigSchema.prefault({}).describe('Lead delivery: sinks (local, CRM webhook, ADF/XML) and retries.'),
    gallery: GalleryConfigSchema.prefault({}).describe("Vehicle page gallery: the fullscreen view's custom slide."),
    delivery: DeliveryConfigSchema.prefault({}).describe(
      "Car delivery regions and prices for the vehicle page's delivery calculator.",
    ),
    analytics: AnalyticsConfigSchema.prefault({}).describe(
      'Where analytics events go: window.dataLayer and/or a beacon URL.',
    ),
    deploy: DeployConfigSchema.nullish().describe(
      'Where `npm run nightly` deploys the published build: a folder, an S3-compatible bucket or Cloudflare; absent: not deployed (the step is skipped and reported).',
    ),
  })
  .superRefine((site, ctx) => {
    const primaries = site.locations.filter((location) => location.primary).length;
    if (primaries !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['locations'],
        message: `expected exactly one location with "primary": true, found ${primaries}`,
      });
    }
    const seen = new Set<string>();
    site.locations.forEach((location, index) => {
      if (seen.has(location.slug))
        ctx.addIssue({
          code: 'custom',
          path: ['locations', index, 'slug'],
          message: `duplicate location slug "${location.slug}"`,
        });
      seen.add(location.slug);
    });
    // A gate or the watchlist without sign-in would send shoppers to a sign-in page this site does not build.
    if (!site.features.sign_in) {
      for (const [gate, on] of Object.entries(site.sign_in_gates)) {
        if (on)
          ctx.addIssue({
            code: 'custom',
            path: ['sign_in_gates', gate],
            message: `gating needs phone sign-in: set "features.sign_in": true or turn this gate off`,
          });
      }
      if (site.features.watchlist)
        ctx.addIssue({
          code: 'custom',
          path: ['features', 'watchlist'],
          message: `the watchlist needs phone sign-in: set "features.sign_in": true or use local favourites`,
        });
    }
    const known = new Set(site.manufacturers.map((m) => m.slug));
    site.brand_grid.groups.forEach((group, g) =>
      group.manufacturers.forEach((m, i) => {
        if (!known.has(m))
          ctx.addIssue({
            code: 'custom',
            path: ['brand_grid', 'groups', g, 'manufacturers', i],
            message: `unknown manufacturer slug "${m}" (not in "manufacturers")`,
          });
      }),
    );
  });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
