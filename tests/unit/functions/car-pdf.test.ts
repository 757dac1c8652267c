/**
 * GET /api/cars/{slug}/pdf (spec 01 §7 "PDF download for a slug: returns a file saved as
 * {slug}.pdf"; §8 "PDF download failure: the error message in an alert"), through `app.request()`.
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { winAnsiSafe, wrapText } from '../../../functions/car-pdf-document.ts';
import { createSqliteActivityStore } from '../../../functions/adapters/sqlite-activity-store.ts';
import { createFunctionsApp } from '../../../functions/app.ts';
import { car } from '../../fixtures/cars.ts';
import { directory, HOST, TENANT } from './leads-harness.ts';
import { fakeCatalog, HARBOUR_SITE, PLAIN_CAR } from './vehicle-calls-harness.ts';

/** The page content streams, inflated: where drawn text lives (as hex of its WinAnsi bytes). */
function contentText(pdf: Buffer): string {
  const streams: string[] = [];
  const binary = pdf.toString('latin1');
  for (const match of binary.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      streams.push(match[1]!);
    }
  }
  return streams.join('\n');
}
const hexOf = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;

const FANCY = car({
  id: 504,
  slug: 'fancy-car',
  name: '2024 Škoda Kodiaq Sportline',
  make: 'Škoda',
  model: 'Kodiaq',
  price: 54_990,
  before_price: 57_990,
  dealercomments: 'Pristine ✓ condition → one owner 🚗|Ask about our ≤ 3% finance.',
  standardEquipment: ['Heated seats', 'Panoramic sunroof'],
  variant: { cylinders: 4 },
  km: 12_000,
});

/** The functions app over a stock of two cars; the PDF needs no activity store, only the catalogue. */
async function pdfHarness() {
  const activity = createSqliteActivityStore(':memory:');
  await activity.migrate();
  const app = createFunctionsApp({
    tenants: directory,
    activity,
    clock: () => new Date('2026-03-02T09:00:00+10:00'),
    catalog: fakeCatalog({ [TENANT]: { site: HARBOUR_SITE, cars: [PLAIN_CAR, FANCY] } }),
  });
  return (path: string) => app.request(path, { headers: { host: HOST } });
}

describe('GET /api/cars/{slug}/pdf', () => {
  it("is a PDF saved as {slug}.pdf with the car's title, price and details", async () => {
    const get = await pdfHarness();
    const response = await get('/api/cars/plain-car/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="plain-car.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('2021 Toyota Corolla');
    const text = contentText(bytes);
    expect(text).toContain(hexOf('2021 Toyota Corolla'));
    expect(text).toContain(hexOf('$18,990'));
    expect(text).toContain(hexOf(HARBOUR_SITE.name));
    expect(text).toContain(hexOf('http://localhost/cars/plain-car'));
  });

  it('text outside WinAnsi is replaced, not refused: accents lose their marks, symbols become plain', async () => {
    const get = await pdfHarness();
    const response = await get('/api/cars/fancy-car/pdf');
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('2024 Škoda Kodiaq Sportline');
    const text = contentText(bytes);
    // Š is in WinAnsi (0x8A), so it stays; the check mark, arrow and emoji are replaced.
    expect(text).toContain(`<${Buffer.from([0x32, 0x30, 0x32, 0x34, 0x20, 0x8a]).toString('hex').toUpperCase()}`);
    expect(text).toContain(hexOf('Pristine - condition -> one owner ?'));
    expect(text).toContain(hexOf('Ask about our <= 3% finance.'));
    expect(text).toContain(hexOf('$57,990'));
  });

  it.each([
    ['an unknown car', '/api/cars/no-such-car/pdf'],
    ['a path-like slug', '/api/cars/..%2F..%2Fetc/pdf'],
  ])("%s is 404 with the site's sentence for the alert", async (_name, path) => {
    const get = await pdfHarness();
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Sorry, we could not find that car. It may have been sold.' });
  });
});

describe('winAnsiSafe: what the standard fonts can draw', () => {
  const charset = new Set([...Array.from({ length: 95 }, (_, i) => i + 32), 0xe9, 0x2022, 0x2013]);
  it.each([
    ['plain text stays', 'Toyota RAV4 GX $34,990', 'Toyota RAV4 GX $34,990'],
    ['a character in the set stays', 'Café • 2–3 days', 'Café • 2–3 days'],
    ['an accent outside the set is dropped', 'Citroën Ł', 'Citroen ?'],
    ['line breaks and tabs become spaces', 'a\nb\tc', 'a b c'],
    ['invisible characters go', 'a\u200Bb\uFEFF', 'ab'],
    ['plain equivalents', '≤ 5 → ≥ 2', '<= 5 -> >= 2'],
    ['anything else is ?', '車 🚗', '? ?'],
  ])('%s', (_name, text, expected) => expect(winAnsiSafe(text, charset)).toBe(expected));
});

describe('wrapText: lines no wider than the column', () => {
  const measure = (text: string) => text.length;
  it.each([
    ['fits on one line', 'one two', 10, ['one two']],
    ['breaks between words', 'one two three four', 9, ['one two', 'three', 'four']],
    ['a word longer than a line is broken', 'abcdefghijkl', 5, ['abcde', 'fghij', 'kl']],
    ['extra spaces collapse', '  a   b  ', 10, ['a b']],
    ['empty', '', 10, []],
  ])('%s', (_name, text, width, lines) => expect(wrapText(text, width, measure)).toEqual(lines));
});
