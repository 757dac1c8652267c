import { Hono } from 'hono';
import type { GetConnInfo } from 'hono/conninfo';
import { connectionClientIp, type ClientIp } from './pipeline/client-address.ts';
import { requireTenant, type TenantDirectory, type TenantEnv } from './pipeline/tenant.ts';
import { health } from './routes/health.ts';
import { createLeadsRoute, type LeadRouteDeps } from './routes/leads.ts';
import { createFormTokens } from './form-token.ts';
import { createFormTokenRoute } from './routes/form-token.ts';
import type { LeadStore } from './ports/lead-store.ts';
import type { ActivityStore } from './ports/activity-store.ts';
import type { StockCatalog } from './ports/stock-catalog.ts';
import { isStoreUnavailable } from './ports/store-unavailable.ts';
import { createCarsRoute } from './routes/cars.ts';
import { createCarPdfRoute } from './routes/car-pdf.ts';
import { createDeliveryRoute } from './routes/delivery.ts';
import { createMiscellaneousRoute } from './routes/miscellaneous.ts';
import { createPhoneRevealsRoute } from './routes/phone-reveals.ts';
import type { AuthService } from './ports/auth.ts';
import { createSignInRoute } from './routes/sign-in.ts';
import { createContactExistsRoute, createRateLimitRoute, type ContactCheckTiming } from './routes/contact-checks.ts';
import type { WatchlistStore } from './ports/watchlist-store.ts';
import { createWatchlistRoute } from './routes/watchlist.ts';
import { apiSecurityHeaders } from './security-headers.ts';
import type { FinancePartners } from './ports/finance-partner.ts';
import { createFinanceRoute } from './routes/finance.ts';
import type { Geocoders } from './ports/geocoder.ts';
import { createGeocodeRoute } from './routes/geocode.ts';
import type { ReservationDeps } from './reservations.ts';
import { createReservationsRoute } from './routes/reservations.ts';
import { createPaymentWebhookRoute } from './routes/payment-webhooks.ts';
import type { ValuationProviders } from './ports/valuation.ts';
import { createValuationsRoute } from './routes/valuations.ts';

export interface FunctionsDeps extends Partial<Omit<LeadRouteDeps, 'tenants' | 'leadStore'>> {
  tenants: TenantDirectory;
  /** The lead store chosen at start-up; without one, POST /api/leads is not served (404). */
  leadStore?: LeadStore;
  /** The tenants' current stock: without it, the vehicle page's calls (cars, delivery, phone reveals, miscellaneous) are not served. */
  catalog?: StockCatalog;
  /** Views, phone reveals and saved valuations: needed with the catalogue for the vehicle page's calls. */
  activity?: ActivityStore;
  /** Where the small calls log their one line each (console by default). */
  logCall?: (line: string) => void;
  /** Ids of saved miscellaneous records (random UUIDs by default). */
  newMiscellaneousId?: () => string;
  /**
   * The client's address for the per-address limits. Default: the connecting address from
   * `getConnInfo`; behind proxies, `forwardedClientIp(hops)` (functions/pipeline/client-address.ts).
   */
  clientIp?: ClientIp;
  /** The runtime's conn-info helper for the default `clientIp` (`@hono/node-server`'s by default). */
  getConnInfo?: GetConnInfo;
  /** FORM_TOKEN_SECRET, which signs the lead forms' fill-time tokens; a random one per process when absent. */
  formTokenSecret?: string;
  /** Phone sign-in (functions/auth-services.ts); without it the sign-in calls are not served. */
  auth?: AuthService;
  /** Saved cars of signed-in shoppers; with `auth` and the catalogue, /api/watchlist is served. */
  watchlist?: WatchlistStore;
  /** The fixed answer time of GET /api/check-if-contact-exists (its clock and wait, for tests). */
  contactCheckTiming?: ContactCheckTiming;
  /**
   * Each tenant's finance partner (functions/adapters/open-finance-partner.ts): POST /api/youx/quote
   * is served with it, and POST /api/youx/create-customer with the lead store and `auth` as well.
   */
  financePartners?: FinancePartners;
  /** Each tenant's geocoder (functions/adapters/open-geocoders.ts): GET /api/geocode/postcode/{postcode}. */
  geocoders?: Geocoders;
  /**
   * Reserve online (functions/reservation-services.ts): with the catalogue, POST /api/reservations is
   * served, view.json reports held cars as reserved, and with a provider that takes payment its
   * webhook (POST /api/payments/stripe/webhook).
   */
  reservations?: ReservationDeps;
  /** Ids of new reservations (random UUIDs by default). */
  newReservationId?: () => string;
  /**
   * Each tenant's trade-in valuation provider (functions/adapters/open-valuation-providers.ts):
   * POST /api/valuations and /api/valuations/lookup are served with it, where the site offers one.
   */
  valuations?: ValuationProviders;
  /** Ids of valuations (random UUIDs by default). */
  newValuationId?: () => string;
}

/**
 * The functions app: every shopper-facing HTTP call, under /api, one sub-app per resource.
 * Web-standard Request/Response only, so it runs on Node (scripts/serve.ts) or an edge runtime.
 * No CORS middleware on purpose: every call comes from the tenant's own pages. Every call first
 * gets its tenant from the Host; each POST then goes through the request pipeline
 * (functions/pipeline/json-route.ts). Every answer carries the security headers (a CSP that allows
 * nothing, nosniff, Referrer-Policy, no framing; HSTS in production).
 */
export function createFunctionsApp(functionsDeps: FunctionsDeps) {
  const deps = { ...functionsDeps, clientIp: functionsDeps.clientIp ?? connectionClientIp(functionsDeps.getConnInfo) };
  const api = new Hono<TenantEnv>();
  // First, so every answer has them, refusals and errors included (functions/security-headers.ts).
  api.use('*', apiSecurityHeaders(deps.tenants.mode));
  api.use('*', requireTenant(deps.tenants));
  api.route('/health', health);
  const { catalog, activity } = deps;
  // A lead about a car is filed under the car's dealership as the stock says, whatever the page sent.
  const carDealershipId =
    deps.carDealershipId ??
    (catalog &&
      (async (tenant: string, carId: number) => {
        const stock = catalog.tenant(tenant);
        const car = await stock?.carById(carId);
        return car ? (car.dealership_id ?? stock?.site.dealership.id ?? null) : null;
      }));
  const dealershipSlug = (tenant: string) => catalog?.tenant(tenant)?.site.dealership.slug ?? null;
  if (deps.leadStore) {
    const formTokens = deps.formTokens ?? createFormTokens(deps.formTokenSecret);
    api.route('/form-token', createFormTokenRoute({ formTokens, clock: deps.clock }));
    api.route(
      '/leads',
      createLeadsRoute({ ...deps, leadStore: deps.leadStore, carDealershipId, formTokens, dealershipSlug }),
    );
  }
  if (catalog) api.route('/delivery', createDeliveryRoute({ catalog }));
  if (catalog) api.route('/cars', createCarPdfRoute({ ...deps, catalog }));
  if (catalog && activity) {
    const vehicleDeps = { ...deps, catalog, activity, reservationStore: deps.reservations?.store };
    api.route('/cars', createCarsRoute(vehicleDeps));
    api.route('/phone-reveals', createPhoneRevealsRoute(vehicleDeps));
    api.route('/miscellaneous', createMiscellaneousRoute(vehicleDeps));
  }
  if (deps.auth) {
    const signInDeps = { ...deps, auth: deps.auth, dealershipSlug };
    api.route('/auth', createSignInRoute(signInDeps));
    api.route('/rate-limit', createRateLimitRoute(signInDeps));
    api.route('/check-if-contact-exists', createContactExistsRoute(signInDeps));
    if (deps.watchlist && catalog) {
      api.route('/watchlist', createWatchlistRoute({ ...signInDeps, watchlist: deps.watchlist, catalog }));
    }
  }
  if (deps.reservations && catalog) {
    api.route('/reservations', createReservationsRoute({ ...deps, catalog, reservations: deps.reservations }));
    if (deps.reservations.payments.takesPayment)
      api.route('/payments', createPaymentWebhookRoute({ ...deps, reservations: deps.reservations }));
  }
  if (deps.financePartners) {
    api.route(
      '/youx',
      createFinanceRoute({ ...deps, partners: deps.financePartners, carDealershipId, dealershipSlug }),
    );
  }
  if (deps.geocoders) api.route('/geocode', createGeocodeRoute({ ...deps, geocoders: deps.geocoders }));
  if (deps.valuations) api.route('/valuations', createValuationsRoute({ ...deps, valuations: deps.valuations }));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    if (isStoreUnavailable(error)) {
      // Nothing was stored: the shopper's page keeps the form and tries again after Retry-After.
      console.error(`[functions] ${c.req.method} ${c.req.path}: store unavailable: ${error.message}`);
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ error: 'The service is briefly unavailable. Please try again in a moment.' }, 503);
    }
    // Never a stack trace to the shopper; the log keeps what is needed to act on.
    console.error(`[functions] ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json({ error: 'An unexpected error occured' }, 500);
  });
  return new Hono().route('/api', api);
}
