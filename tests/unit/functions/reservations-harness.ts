/**
 * The functions app with reservations over a real store (runtime/test-stores.ts: SQLite in a worker
 * thread on a temporary file on Node, D1 on workerd; or PostgreSQL in a schema of its own with PG_TEST_URL), the lead store on the same
 * database (to count the leads each state change forwarded), a fixed clock that tests move, and
 * the `none` provider or the official `stripe` package against a local fake Stripe (fake-stripe.ts).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { noPayments } from '../../../functions/adapters/no-payments.ts';
import { createPostgresLeadStore } from '../../../functions/adapters/postgres-lead-store.ts';
import { createPostgresReservationStore } from '../../../functions/adapters/postgres-reservation-store.ts';
import { createStripePayments } from '../../../functions/adapters/stripe-payments.ts';
import { createFunctionsApp, type FunctionsDeps } from '../../../functions/app.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import type { ReservationStore } from '../../../functions/ports/reservation-store.ts';
import type { ReservationDeps } from '../../../functions/reservations.ts';
import type { SiteConfigInput } from '../../../src/domain/schemas/site-config.ts';
import { car, site } from '../../fixtures/cars.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { directory, HOST, NOW, ORIGIN, TENANT } from './leads-harness.ts';
import { fakeCatalog } from './vehicle-calls-harness.ts';
import { freshStores, RUNTIME, type TestStores } from './runtime/test-stores.ts';

export { HOST, NOW, ORIGIN, TENANT };
export const WEBHOOK_SECRET = 'whsec_test_secret';
/** PostgreSQL is a Node store: on workerd the suite runs on D1 only. */
export const PG_URL = RUNTIME === 'node' ? process.env.PG_TEST_URL : undefined;

export const RESERVABLE = car({ id: 701, slug: 'reservable-car', status: 'in_stock', dealership_id: 77 });
export const SECOND_CAR = car({ id: 702, slug: 'second-car', status: 'in_stock' });
export const SOLD_CAR = car({ id: 703, slug: 'sold-car', status: 'sold' });
export const NO_CHECKOUT_CAR = car({ id: 704, slug: 'no-checkout-car', status: 'in_stock', payment_processors: [] });

export const SHOPPER = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678' };

async function openStores(
  kind: 'sqlite' | 'postgres',
  fresh: TestStores,
): Promise<{
  store: ReservationStore;
  leads: LeadStore;
  cleanup: () => Promise<void>;
}> {
  if (kind === 'postgres') {
    if (!PG_URL) throw new Error('PG_TEST_URL is needed');
    const admin = new pg.Pool({ connectionString: PG_URL, max: 1 });
    const schema = `reservation_app_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const scoped = new URL(PG_URL);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    return {
      store: createPostgresReservationStore(scoped.toString()),
      leads: createPostgresLeadStore(scoped.toString()),
      cleanup: async () => {
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      },
    };
  }
  return fresh.reservationsWithLeads();
}

export async function reservationHarness(
  options: {
    store?: 'sqlite' | 'postgres';
    provider?: 'none' | 'stripe';
    site?: Partial<SiteConfigInput>;
    overrides?: Partial<FunctionsDeps>;
  } = {},
) {
  const fresh = await freshStores();
  const { store, leads, cleanup } = await openStores(options.store ?? 'sqlite', fresh);
  await store.migrate();
  await leads.migrate();
  const stripe = options.provider === 'stripe' ? await startFakeStripe() : null;
  const payments = stripe
    ? createStripePayments({
        secretKey: 'sk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port: stripe.port,
        protocol: 'http',
        timeoutMs: 300,
        maxNetworkRetries: 0,
      })
    : noPayments;
  const activity = fresh.activity();
  await activity.migrate();
  let now = NOW;
  let sequence = 0;
  const logs: string[] = [];
  const siteConfig = site({
    slug: TENANT,
    dealership: { id: 9, name: 'Harbour City Toyota', slug: TENANT },
    features: { reserve_online: true, reserve_amount: 200 },
    ...options.site,
  });
  const reservations: ReservationDeps = {
    store,
    payments,
    sinksFor: () => ['local', 'crm'],
    holdHoursFor: () => siteConfig.features.reserve_hold_hours,
    clock: () => now,
    log: (entry) => logs.push(JSON.stringify(entry)),
  };
  const app = createFunctionsApp({
    tenants: directory,
    catalog: fakeCatalog({ [TENANT]: { site: siteConfig, cars: [RESERVABLE, SECOND_CAR, SOLD_CAR, NO_CHECKOUT_CAR] } }),
    activity,
    reservations,
    clock: () => now,
    clientIp: forwardedClientIp(1),
    logCall: (line) => logs.push(line),
    newReservationId: () => `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`,
    ...options.overrides,
  });
  const signer = new Stripe('sk_test_fake');

  let ipCount = 0;
  const reservationLeads = async () => (await leads.listLeads(TENANT)).filter((lead) => lead.type === 'reservation');
  return {
    app,
    store,
    leads,
    stripe,
    logs,
    reservations,
    setNow(value: Date) {
      now = value;
    },
    reservationLeads,
    /** POST /api/reservations from its own address (each shopper is another address). */
    reserve(body: Record<string, unknown>, key: string | null = randomUUID(), extra: Record<string, string> = {}) {
      ipCount += 1;
      return app.request('/api/reservations', {
        method: 'POST',
        headers: {
          host: HOST,
          origin: ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.${Math.floor(ipCount / 250)}.${ipCount % 250}`,
          ...(key === null ? {} : { 'idempotency-key': key }),
          ...extra,
        },
        body: JSON.stringify(body),
      });
    },
    /** Stripe's POST to the webhook, signed with the package's test helper (or with `signature` as given). */
    async webhook(event: Record<string, unknown>, signature?: string) {
      const payload = JSON.stringify(event);
      const header =
        signature ?? (await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET }));
      return app.request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
    },
    viewJson: (slug: string) => app.request(`/api/cars/${slug}/view.json`, { headers: { host: HOST } }),
    async close() {
      await stripe?.close();
      await store.close();
      await leads.close();
      await activity.close();
      await cleanup();
    },
  };
}

/** A Stripe event as the webhook receives it (the documented envelope around the object). */
export function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: 1_770_000_000,
    livemode: false,
    type,
    data: { object },
  };
}

export const completedSession = (reservationId: string, paymentIntent = 'pi_test_1') => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  payment_intent: paymentIntent,
  metadata: { reservation_id: reservationId, tenant: TENANT, car_id: '701' },
});
