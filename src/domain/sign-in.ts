/** Sign-in links and route gating (spec 01 §2, §6; spec 02 §2 sign-in route, §4 "Sign-in", §6 "Gating"). */
import type { SiteConfig } from './schemas/site-config.ts';
import { signInUrl, type SignInType } from './sign-in-url.ts';

// The link builder in a module of its own: the car page's stores (watchlist.ts) need it and none of the gating.
export { SIGN_IN_PATH, SIGN_IN_TYPES, signInUrl, type SignInType } from './sign-in-url.ts';

/** Spec 02 §2: "brand garage routes: mymotorama, mybigboxcars, myblinkr, myservco" (always gated as my-garage). */
export const BRAND_GARAGE_PATHS = ['/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco'] as const;

/** Per-site gating switches (spec 02 §6 "gated on certain sites by option"); all off by default; not yet in site.json. */
export interface GatingOptions {
  /** Checkout: /cars/{slug}/checkout, /cars/{slug}/buy-online, /checkout-journey. */
  gateCheckout: boolean;
  /** Finance: /finance, /finance-enquiry, /apply-for-finance. */
  gateFinance: boolean;
  /** /spin-to-win. */
  gateSpinToWin: boolean;
  /** The credit-bureau finance variant: /personalised/finance. */
  gateCarFinance: boolean;
  /** Trade-in ("not gated by default"): /trade-in, /cars/trade-in, /sell-my-car, /sell-your-car. */
  gateTradeIn: boolean;
}

interface GatedSection {
  type: SignInType;
  paths: readonly string[];
  /** The switch that gates the section; null when it is always gated. */
  option: keyof GatingOptions | null;
}

const GATED_SECTIONS: readonly GatedSection[] = [
  { type: 'online-payment', paths: ['/online-payment'], option: null },
  { type: 'my-garage', paths: ['/my-garage', ...BRAND_GARAGE_PATHS], option: null },
  { type: 'spin-to-win', paths: ['/spin-to-win'], option: 'gateSpinToWin' },
  { type: 'finance', paths: ['/finance', '/finance-enquiry', '/apply-for-finance'], option: 'gateFinance' },
  { type: 'car-finance', paths: ['/personalised/finance'], option: 'gateCarFinance' },
  { type: 'trade-in', paths: ['/trade-in', '/cars/trade-in', '/sell-my-car', '/sell-your-car'], option: 'gateTradeIn' },
  { type: 'checkout', paths: ['/checkout-journey'], option: 'gateCheckout' },
];

const CAR_CHECKOUT_PATH = /^\/cars\/[^/]+\/(checkout|buy-online)$/;

/** The path without query, anchor or trailing slashes. */
function pathnameOf(path: string): string {
  return path.replace(/[?#].*/, '').replace(/\/+$/, '');
}

/** A section's own page or one of its sub-pages. */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Spec 02 §6 "trade-in and sell-my-car are not gated by default; checkout, finance, spin-to-win and
 * a credit-bureau finance variant are gated on certain sites by option; online-payment, my-garage
 * and the brand garage pages are always gated". Returns the sign-in type for the route, or null when
 * it is not gated. Query and anchor are ignored; a section's sub-pages are gated with it.
 */
export function gatedRoute(path: string, options: Partial<GatingOptions> = {}): SignInType | null {
  const pathname = pathnameOf(path);
  if (CAR_CHECKOUT_PATH.test(pathname)) return options.gateCheckout === true ? 'checkout' : null;
  const section = GATED_SECTIONS.find((candidate) => candidate.paths.some((base) => isUnder(pathname, base)));
  if (section === undefined) return null;
  return section.option === null || options[section.option] === true ? section.type : null;
}

export interface SessionState {
  loading: boolean;
  signedIn: boolean;
}

/**
 * Spec 02 §4 "Gated routes: when a visitor is not signed in and loading has finished, the visitor is
 * redirected to sign-in carrying the redirect target and the way back": the sign-in URL for a gated
 * `path` (redirect = `path` as given, with its query), or null while loading, when signed in, or
 * when the route is not gated.
 */
export function signInRedirect(
  path: string,
  back: string,
  session: SessionState,
  options: Partial<GatingOptions> = {},
): string | null {
  if (session.loading || session.signedIn) return null;
  const type = gatedRoute(path, options);
  return type === null ? null : signInUrl(type, path, back);
}

/** The gating switches of a site's `sign_in_gates` settings (site.json). */
export function gatingOptions(gates: SiteConfig['sign_in_gates']): GatingOptions {
  return {
    gateCheckout: gates.checkout,
    gateFinance: gates.finance,
    gateSpinToWin: gates.spin_to_win,
    gateCarFinance: gates.car_finance,
    gateTradeIn: gates.trade_in,
  };
}

/**
 * The lead forms that belong to a gated section, so their call needs a session as the page does (issue 14 item 5
 * "The calls those pages make refuse a request without a session: the static page is not the only guard"): the
 * trade-in form, its valuation and the acceptance of its offer (spec 02 §4 "accepting the offer is the final step of
 * a valuation lead") when trade-in is gated. Other lead types are sent from pages no option gates.
 */
export function gatedLeadType(type: unknown, options: Partial<GatingOptions> = {}): SignInType | null {
  const tradeIn = type === 'trade-in' || type === 'valuation' || type === 'offer-acceptance';
  return tradeIn && options.gateTradeIn === true ? 'trade-in' : null;
}
