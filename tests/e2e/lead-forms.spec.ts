import { execFileSync } from 'node:child_process';
import { seriousViolations } from './axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/domain/schemas/leads.ts';
import { origin, richInStockCar, soldVisibleCar } from './tenant-fixtures.ts';

// Requirement: "End-to-end in Chromium: each form filled as a shopper would, with a bad
// field first, reaches /success, and the lead is listed by the command line." The built
// harbour-city-toyota site, served by scripts/serve.ts (its store is data/leads.sqlite unless
// LEADS_DB is set, which `npm run leads` reads too). Fields are found by their visible labels.
const slug = 'harbour-city-toyota';
const base = origin(slug);
const HEADING = 'Please fix the following errors:'; // spec 02 §2

/** A new address per run, so the lead found by the command line is this run's. */
const emailFor = (form: string) => `e2e-${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Scrolls the form into view (client:visible), waits for hydration; returns when it was shown. */
async function hydrate(page: Page, scope: Locator): Promise<number> {
  await scope.scrollIntoViewIfNeeded();
  await expect(scope.locator('astro-island')).toHaveCount(1);
  await expect(scope.locator('astro-island[ssr]')).toHaveCount(0);
  return Date.now();
}

/** A person takes longer than the server's minimum fill time (a faster form is refused as a bot). */
async function shopperPace(page: Page, shownAt: number) {
  const left = MIN_FILL_MS + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** The error is in the summary (linked to the field), under the field, and announced. */
async function expectError(page: Page, scope: Locator, field: Locator, label: string, message: string) {
  const summary = scope.locator('.form-errors');
  await expect(summary).toContainText(HEADING);
  await expect(summary.getByRole('link', { name: `${label}: ${message}` })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(scope.locator('[aria-live="assertive"]')).toContainText(`${label}: ${message}`);
}

/**
 * The form's POSTs as they go: status and Idempotency-Key. (The page leaves for /success as soon
 * as the reply is read, after which the browser no longer holds its body: the lead is found by
 * its unique email in the command line's listing instead.)
 */
function watchPosts(page: Page) {
  const posts: { status: number; key: string; signed: boolean }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/leads') && response.request().method() === 'POST') {
      const body = (response.request().postDataJSON() ?? {}) as Record<string, unknown>;
      posts.push({
        status: response.status(),
        key: response.request().headers()['idempotency-key'] ?? '',
        // The fill-time token from GET /api/form-token, never a time the browser makes up.
        signed: typeof body.form_token === 'string' && !('started_at' in body),
      });
    }
  });
  return posts;
}

/** Sends the form (`send` clicks) and follows it to /success, with one POST answered 201 (created). */
async function submitToSuccess(
  page: Page,
  button: Locator,
  send: (button: Locator) => Promise<void> = (b) => b.click(),
) {
  const posts = watchPosts(page);
  await send(button);
  await expect(page).toHaveURL(`${base}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  expect(
    posts.map((post) => post.status),
    'one POST per submit',
  ).toEqual([201]);
  expect(posts[0]!.signed, 'the lead carries its signed fill-time token').toBe(true);
  return posts[0]!;
}

/** `npm run leads -- --site harbour-city-toyota` lists the lead once, with the details it was sent with. */
function expectListed(email: string, ...texts: string[]) {
  const out = execFileSync(
    'npm',
    ['run', '--silent', 'leads', '--', '--site', slug, '--show-personal', '--limit', '50'],
    { encoding: 'utf8' },
  );
  const entries = out.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((block) => block.includes(email));
  expect(entries, `one lead from ${email} in:\n${out}`).toHaveLength(1);
  for (const text of texts) expect(entries[0]).toContain(text);
}

test.describe('lead forms', () => {
  test('vehicle page enquiry: bad email first, then /success; campaign and pages tracked; details remembered', async ({
    page,
  }) => {
    const car = richInStockCar(slug);
    await page.goto(`${base}/?utm_source=e2e&utm_campaign=forms`);
    // The in-page enquiry section (Enquire Now buttons open the same form as a dialog: vehicle-contact.spec.ts).
    await page.goto(`${base}/cars/${car.slug}/#enquire`);
    const form = page.locator('#enquire');
    await expect(form.getByRole('heading', { name: 'Enquire about this car' })).toBeVisible();
    const shownAt = await hydrate(page, form);

    const email = emailFor('enquiry');
    await form.getByLabel('First Name').fill('Jane');
    await form.getByLabel('Last Name').fill('Citizen');
    const emailField = form.getByLabel('Email', { exact: true });
    await emailField.fill('jane.citizen@example');
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('Do you have a trade-in?').selectOption('Yes');
    await form.getByLabel('Comments').fill('Is it still available?');
    await expect(
      form.getByLabel('Yes, I would like to subscribe to receive latest offers & product updates.'),
    ).toBeChecked();
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expectError(page, form, emailField, 'Email', 'Please enter a valid email address.');

    await emailField.fill(email);
    await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
    await shopperPace(page, shownAt);
    await submitToSuccess(page, submit);
    expectListed(
      email,
      `"car_id":${car.id}`,
      '"has_trade_in":"Yes"',
      '"utm_source":"e2e"',
      `/cars/${car.slug}/`,
      '"opt_in":true',
    );

    // Spec 02 §3 stored user details prefill the next form.
    await page.goto(`${base}/contact/`);
    const contact = page.locator('.lead-section');
    await hydrate(page, contact);
    await expect(contact.getByLabel('First Name')).toHaveValue('Jane');
    await expect(contact.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('out-of-stock car: the Find Me Something Similar enquiry starts with the spec message', async ({ page }) => {
    const car = soldVisibleCar(slug);
    await page.goto(`${base}/cars/${car.slug}/`);
    await page.getByRole('link', { name: 'Find Me Something Similar' }).click();
    const form = page.locator('#enquire');
    await expect(form.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible();
    await hydrate(page, form);
    await expect(form.getByLabel('Comments')).toHaveValue('Can you please find me something similar?');
    await expect(page.locator('#test-drive')).toHaveCount(0);
  });

  test('test drive: a missing phone first, then /success with the booking date', async ({ page }) => {
    const car = richInStockCar(slug);
    await page.goto(`${base}/cars/${car.slug}/`);
    const section = page.locator('#test-drive');
    await section.getByText('Book a Test Drive').click();
    const shownAt = await hydrate(page, section);

    const email = emailFor('test-drive');
    await section.getByLabel('First Name').fill('Sam');
    await section.getByLabel('Email', { exact: true }).fill(email);
    await section.getByLabel('Test Drive Booking Date').fill('2030-03-10T10:30');
    const submit = section.getByRole('button', { name: 'Submit' });
    await submit.click();
    const phone = section.getByLabel('Phone');
    await expectError(page, section, phone, 'Phone', 'This is a required field.');

    await phone.fill('0400 000 001');
    await shopperPace(page, shownAt);
    await submitToSuccess(page, submit);
    expectListed(email, '  test-drive  ', '"dateTime":"2030-03-10T10:30"', `"car_id":${car.id}`);
  });

  test('request photos: a 2-digit postcode first, a failed send keeps the form, then /success once', async ({
    page,
  }) => {
    const car = richInStockCar(slug);
    await page.goto(`${base}/cars/${car.slug}/`);
    const section = page.locator('#request-photos');
    await section.getByText('Request More Photos').click();
    const shownAt = await hydrate(page, section);

    const email = emailFor('photos');
    await section.getByLabel('First Name').fill('Alex');
    await section.getByLabel('Email', { exact: true }).fill(email);
    await section.getByLabel('Phone').fill('0400 000 002');
    const postcode = section.getByLabel('Postcode');
    await postcode.fill('40');
    const submit = section.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expectError(page, section, postcode, 'Postcode', 'Invalid postcode. Please enter a 4-digit number.');

    // Spec 02 §5 "input capped at 4 characters".
    await postcode.fill('400012');
    await expect(postcode).toHaveValue('4000');
    await shopperPace(page, shownAt);

    // Spec 02 §8: a send that fails shows 'An error occurred when submitting this form'.
    const keys: string[] = [];
    await page.route('**/api/leads', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort();
    });
    await submit.click();
    await expect(section.getByRole('alert')).toHaveText('An error occurred when submitting this form');
    await expect(submit).toBeEnabled();
    await page.unroute('**/api/leads');

    // The retry is the same fill: the same Idempotency-Key, so a lost reply cannot make two leads.
    const { key } = await submitToSuccess(page, submit);
    expect(key).toBe(keys[0]);
    expectListed(email, '  request-photos  ', '"request":"Please send me more photos of this car."');
  });

  test('the form fetches its fill-time token when it first gets focus, and once', async ({ page }) => {
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/form-token'))
        fetched.push(`${response.request().method()} ${response.status()}`);
    });
    await page.goto(`${base}/contact-us/`);
    const form = page.locator('.lead-section');
    await hydrate(page, form);
    expect(fetched, 'nothing before the shopper starts').toEqual([]);
    await form.getByLabel('First Name').focus();
    await expect.poll(() => fetched).toEqual(['GET 200']);
    await form.getByLabel('Phone').focus();
    await form.getByLabel('First Name').focus();
    await page.waitForTimeout(300);
    expect(fetched).toEqual(['GET 200']);
  });

  test('contact page: an empty message first; a double click sends once', async ({ page }) => {
    await page.goto(`${base}/contact-us/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Opening hours' }).first()).toBeVisible();
    const form = page.locator('.lead-section');
    const shownAt = await hydrate(page, form);

    const email = emailFor('contact');
    await form.getByLabel('First Name').fill('Chris');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone').fill('0400 000 003');
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.click();
    const message = form.getByLabel('Comments');
    await expectError(page, form, message, 'Comments', 'This is a required field.');

    await message.fill('Do you take trade-ins?');
    await shopperPace(page, shownAt);
    await submitToSuccess(page, submit, (button) => button.dblclick());
    expectListed(email, '"category":"General Enquiry"', '"message":"Do you take trade-ins?"');
  });

  test('trade-in (/sell-my-car): step one advances, bad postcode and no terms, then /success; the FAQ opens', async ({
    page,
  }) => {
    await page.goto(`${base}/sell-my-car/`);
    // This site values no car online (site.json valuation none): its FAQ promises no online estimate (issue 17 item 13).
    await expect(page.getByText('Can every car get an online estimate?')).toHaveCount(0);
    await page.getByText('How do you value my car?').click();
    await expect(page.getByText('our team will be in touch with a valuation')).toBeVisible();

    const form = page.locator('.lead-section');
    const shownAt = await hydrate(page, form);
    await expect(form.getByText('Step 1 of 2: Your car')).toBeVisible();
    await form.getByLabel('Registration Number').fill('ABC123');
    await expect(form.getByLabel('Registration State')).toHaveValue('QLD');
    await form.getByRole('group', { name: 'Are you interested in finance?' }).getByLabel('Yes').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 2 of 2: Your details')).toBeFocused();

    const email = emailFor('trade-in');
    await form.getByLabel('First Name').fill('Pat');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('0400 000 004');
    const postcode = form.getByLabel('Postcode');
    await postcode.fill('12');
    await expect(form.getByRole('group', { name: 'Preferred Contact Method' }).getByLabel('Phone')).toBeChecked();
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expectError(page, form, postcode, 'Postcode', 'Invalid postcode. Please enter a 4-digit number.');
    await expect(form.locator('.form-errors')).toContainText('*You must agree to the terms of use before submitting.');

    await postcode.fill('4000');
    await form.getByLabel('I agree to the terms of use').check();
    await shopperPace(page, shownAt);
    await submitToSuccess(page, submit);
    expectListed(
      email,
      '  trade-in  ',
      '"rego":"ABC123"',
      '"regoState":"QLD"',
      '"finance":"Yes"',
      '"PreferredContactMethod":"Phone"',
      '"terms_conditions":true',
    );
  });

  test('/trade-in and /sell-your-car are the same trade-in page; /success is not indexed', async ({ page }) => {
    for (const path of ['/trade-in/', '/sell-your-car/']) {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sell or trade in your car' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Registration Number' })).toBeVisible();
    }
    await page.goto(`${base}/success/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  for (const width of [390, 1280]) {
    test(`forms showing their errors have no serious accessibility violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/contact/', '/trade-in/']) {
        await page.goto(`${base}${path}`);
        const form = page.locator('.lead-section');
        await hydrate(page, form);
        if (path === '/trade-in/') await form.getByRole('button', { name: 'Next' }).click();
        await form.getByRole('button', { name: 'Submit' }).click();
        await expect(form.locator('.form-errors')).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
});
