import { expect, test } from '@playwright/test';
import { webhookKey } from '../../functions/adapters/sinks/standard-webhooks.ts';
import { carTitle } from '../../src/domain/format.ts';
import { MIN_FILL_MS } from '../../src/domain/schemas/leads.ts';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { richInStockCar } from '../e2e/tenant-fixtures.ts';
import { EDGE_SITE, EDGE_WEBHOOK_PORT, EDGE_WEBHOOK_SECRET, edgeOrigin } from './edge-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

// Issue 19, done when: "a lead from a car page reaches a local webhook receiver through the queue, signed", on
// `npm run dev:edge` (workerd through Miniflare): the shopper sends the car page's enquiry; the Worker stores it in D1
// and enqueues its delivery; the queue consumer POSTs it to the receiver (the development webhook dev:edge adds,
// playwright.config.ts), signed, once.

/** The consumer's batch wait is 1 s: a second delivery of the same lead would come within this. */
const DUPLICATE_WINDOW_MS = 3_000;

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver(EDGE_WEBHOOK_PORT, webhookKey(EDGE_WEBHOOK_SECRET));
});
test.afterAll(async () => receiver?.close());

test('an enquiry from a car page reaches the webhook receiver through the queue, signed, once', async ({ page }) => {
  const car = richInStockCar(EDGE_SITE);
  const email = `edge-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${edgeOrigin}/cars/${car.slug}/`);
  await page
    .getByRole('region', { name: DEFAULT_STRINGS['contact.heading'] })
    .getByRole('link', { name: DEFAULT_STRINGS['contact.enquireNow'] })
    .click();
  const dialog = page.getByRole('dialog', { name: `${DEFAULT_STRINGS['form.enquiryTitle']} ${carTitle(car)}` });
  // The first click loads the dialog's code.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const shownAt = Date.now();
  await dialog.getByLabel('First Name').fill('Edge');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByLabel('Comments').fill('Is it still available at the edge?');
  // A person takes longer than the minimum fill time (a faster form is refused as a bot).
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 300 - (Date.now() - shownAt)));
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/leads') && response.request().method() === 'POST')
      statuses.push(response.status());
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`${edgeOrigin}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  expect(statuses, 'one POST, acknowledged').toEqual([201]);

  const ours = () => receiver.received.filter((delivery) => delivery.body.includes(email));
  await expect.poll(() => ours().length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(DUPLICATE_WINDOW_MS);
  expect(ours()).toHaveLength(1);
  const [delivery] = ours();
  expect(delivery!.problem, 'the signature holds').toBeNull();
  const { type, data } = JSON.parse(delivery!.body) as { type: string; data: Record<string, unknown> };
  // The CRM de-duplicates by the lead id: the key, the message id and the body's lead_id are the one id.
  expect(data.lead_id).toEqual(expect.any(String));
  expect(delivery!.headers['idempotency-key']).toBe(data.lead_id);
  expect(delivery!.headers['webhook-id']).toBe(data.lead_id);
  expect(type).toBe('lead.created');
  expect(data).toMatchObject({
    tenant: EDGE_SITE,
    type: 'enquiry',
    email,
    car_id: car.id,
    message: 'Is it still available at the edge?',
  });
});
