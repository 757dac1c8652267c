/**
 * Rules of the dealer's own pages and of the menus that link to them (issue 17 items 7 and 8;
 * spec 02 §2 "Content pages", "Header and footer menus", "Breadcrumbs"; §3 "Blog item").
 */
import type { Crumb } from './routes.ts';
import { MAKE_DIRECTORY_PATH, MODEL_DIRECTORY_PATH, modelsBodyPath } from './model-directory.ts';

/**
 * Spec 02 §2 content and booking routes (and the brand, blog, offer and model pages under them):
 * pages that exist only where the tenant has content for them. A menu link to one of these that
 * the tenant did not build is dropped; every other link is the build's own (search, finance, ...).
 */
const CONTENT_ROUTE = new RegExp(
  '^/(?:special-offers|eofy|warranty|capped-price-servicing|roadside-assist|fleet|careers|about-us|teams|' +
    'terms-and-conditions|privacy-policy|buying|faqs|service|vehicle-parts-and-accessories|brands|blog|models|' +
    'pages/[a-z0-9-]+|[a-z0-9-]+/overview|[a-z0-9-]+/accessories)(?:/[a-z0-9-]*)*$',
);

/** The path of a link without its query and anchor ("/models?body=SUV" → "/models"), trailing "/" dropped. */
export function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a link goes to a dealer content route (spec 02 §2), whose page is built only with content. */
export function isContentRoute(href: string): boolean {
  return CONTENT_ROUTE.test(linkPath(href));
}

/**
 * Whether a menu may show a link: any link that is not to a content route, and a content route
 * only when the tenant built it (issue 17: "a page with no content for a tenant is not built and
 * not linked").
 */
export function menuLinkIsBuilt(href: string, builtContentPaths: ReadonlySet<string>): boolean {
  return !isContentRoute(href) || builtContentPaths.has(linkPath(href));
}

interface MenuLink {
  href: string;
}
interface MenuItem<L extends MenuLink> {
  href?: string | null | undefined;
  children: L[];
}

/**
 * The header items whose links are built: dropdown children filtered; a dropdown left with no
 * child, or an item whose own link is not built, goes.
 */
export function builtHeaderItems<L extends MenuLink, I extends MenuItem<L>>(
  items: readonly I[],
  built: ReadonlySet<string>,
): I[] {
  return items.flatMap((item) => {
    if (item.children.length) {
      const children = item.children.filter((child) => menuLinkIsBuilt(child.href, built));
      return children.length ? [{ ...item, children }] : [];
    }
    return menuLinkIsBuilt(item.href ?? '/', built) ? [item] : [];
  });
}

/** The footer groups with only built links; a group left empty goes. */
export function builtFooterGroups<L extends MenuLink, G extends { links: L[] }>(
  groups: readonly G[],
  built: ReadonlySet<string>,
): G[] {
  return groups.flatMap((group) => {
    const links = group.links.filter((link) => menuLinkIsBuilt(link.href, built));
    return links.length ? [{ ...group, links }] : [];
  });
}

/** Spec 02 §2 "Breadcrumbs: Home, ..., current page" for a dealer page, with its parents in between. */
export function dealerPageCrumbs(title: string, parents: readonly { label: string; href: string }[] = []): Crumb[] {
  return [{ label: 'Home', href: '/' }, ...parents, { label: title, href: null }];
}

/** Spec 02 §2 "blog cards (image, date, heading, 80-character excerpt, 'Read More +')". */
export const BLOG_EXCERPT_LENGTH = 80;

/**
 * A post's card text: its description, else its body as plain text, cut to 80 characters at a
 * word boundary with an ellipsis when longer (the spec's "80-character excerpt", the ellipsis
 * counted in the 80).
 */
export function postExcerpt(description: string | undefined, markdownBody: string): string {
  const plain = (description ?? markdownBody)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= BLOG_EXCERPT_LENGTH) return plain;
  const cut = plain.slice(0, BLOG_EXCERPT_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > BLOG_EXCERPT_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export interface ModelCount {
  make: string;
  model: string;
  count: number;
}

/** The models of some cars with how many of each, by make then model. */
export function modelCounts(cars: readonly { make: string; model: string }[]): ModelCount[] {
  const counts = new Map<string, ModelCount>();
  for (const car of cars) {
    const key = `${car.make}\u0000${car.model}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { make: car.make, model: car.model, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
}

/**
 * Spec 02 §2 "/models?body={body-type}" and the header's "Vehicles (models dropdown by body
 * type)": the models in stock grouped by body type, body types by name; cars without one left out.
 */
export function modelsByBody(
  cars: readonly { make: string; model: string; simple_body?: string | null }[],
): { body: string; models: ModelCount[] }[] {
  const bodies = new Map<string, { make: string; model: string }[]>();
  for (const car of cars) {
    if (!car.simple_body) continue;
    bodies.set(car.simple_body, [...(bodies.get(car.simple_body) ?? []), car]);
  }
  return [...bodies]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([body, list]) => ({ body, models: modelCounts(list) }));
}

/**
 * The enquiry category a dealer page's form sends (spec 02 §3 "category (General Enquiry and
 * variants)"); a careers enquiry is converted as spec 02 §4 says (General Enquiry, 'Career
 * Enquiry', event 51) by `normaliseEnquiryCategory`. A plain enquiry lets the shopper choose.
 */
export function dealerFormCategory(form: 'service' | 'parts' | 'careers' | 'enquiry'): string | undefined {
  return { service: 'Service Enquiry', parts: 'Parts Enquiry', careers: 'Careers Enquiry', enquiry: undefined }[form];
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** An offer's date window as the card shows it: "Ends 31 December 2026" (the start has passed while it shows). */
export function formatOfferWindow(offer: { expiry: string }): string {
  return `Ends ${DAY_FORMAT.format(new Date(`${offer.expiry}T00:00:00Z`))}`;
}

/** A post's date as its card shows it: "3 November 2026". */
export function formatPostDate(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/**
 * Spec 02 §2 "Header and footer menus: Home, Vehicles (models dropdown by body type), ...": the
 * Vehicles dropdown, one link per body type in stock to its models page, /models/{body} (the
 * filtered view of "/models?body={body-type}", built so it needs no script), then all models and
 * the model directory search (issue 17 item 9), placed after Home unless the site's menu has its
 * own Vehicles item. No body types, no dropdown. Links to pages not built are dropped later
 * (`builtHeaderItems`).
 */
export function withVehiclesMenu<
  I extends { label: string; href?: string | null; children: { label: string; href: string }[] },
>(
  items: readonly I[],
  bodies: readonly string[],
  slug: (body: string) => string,
): (I | { label: string; href: null; children: { label: string; href: string }[] })[] {
  if (!bodies.length || items.some((item) => item.label === VEHICLES_LABEL)) return [...items];
  const vehicles = {
    label: VEHICLES_LABEL,
    href: null,
    children: [
      ...bodies.map((body) => ({ label: body, href: modelsBodyPath(slug(body)) })),
      { label: 'All Models', href: '/models' },
      { label: 'Find a Model', href: MODEL_DIRECTORY_PATH },
    ],
  };
  const home = items.findIndex((item) => item.href === '/');
  return [...items.slice(0, home + 1), vehicles, ...items.slice(home + 1)];
}
const VEHICLES_LABEL = 'Vehicles';

/**
 * The brands dropdown (a header item whose children go to brand overviews or /brands) gets the
 * manufacturer directory search last (issue 17 item 9: "behind the brands and models menus").
 */
export function withBrandDirectory<I extends { children: { label: string; href: string }[] }>(
  items: readonly I[],
): I[] {
  const isBrandLink = (href: string) => /^\/(?:brands|[a-z0-9-]+\/overview)$/.test(linkPath(href));
  return items.map((item) =>
    item.children.some((child) => isBrandLink(child.href))
      ? { ...item, children: [...item.children, { label: 'Find a Brand', href: MAKE_DIRECTORY_PATH }] }
      : item,
  );
}

/**
 * The dealer-name footer group's links when the site configures none (spec 02 §2 "Footer groups:
 * Buyer Tools, Servicing and Parts, and a dealer-name group"): the dealer pages, kept where built.
 */
export const DEFAULT_DEALER_FOOTER_LINKS: readonly { label: string; href: string }[] = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Our Team', href: '/teams' },
  { label: 'Careers', href: '/careers' },
  { label: 'Our Brands', href: '/brands' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQs', href: '/faqs' },
  { label: 'Warranty', href: '/warranty' },
  { label: 'Capped Price Servicing', href: '/capped-price-servicing' },
  { label: 'Fleet', href: '/fleet' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];
