import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { writeHistoryReports } from '../../../sample/media/history-reports.ts';
import { car } from '../../fixtures/cars.ts';

// "Never link to a page that is not built": a sample car's history-report link (spec 02 §3 `file`) has its PDF.
describe("the sample stock's history reports", () => {
  it('writes a PDF naming the car for every /reports/ link, and nothing for a provider URL or no report', async () => {
    const out = mkdtempSync(join(tmpdir(), 'reports-'));
    const cars = [
      car({ id: 1, stocknum: 'HCT1', file: '/reports/HCT1.pdf', year: 2021, make: 'Toyota', model: 'RAV4' }),
      car({ id: 2, stocknum: 'HCT2', file: 'https://reports.example.com/HCT2.pdf' }),
      car({ id: 3, stocknum: 'HCT3', file: null }),
    ];
    expect(await writeHistoryReports(cars, out)).toBe(1);
    const bytes = readFileSync(join(out, 'reports/HCT1.pdf'));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Vehicle history report: 2021 Toyota RAV4');
    expect(pdf.getPageCount()).toBe(1);
    expect(existsSync(join(out, 'reports/HCT2.pdf'))).toBe(false);
  });

  it('the same car gives the same bytes (builds are comparable)', async () => {
    const one = mkdtempSync(join(tmpdir(), 'reports-'));
    const two = mkdtempSync(join(tmpdir(), 'reports-'));
    const cars = [car({ id: 1, stocknum: 'S1', file: '/reports/S1.pdf' })];
    await writeHistoryReports(cars, one);
    await writeHistoryReports(cars, two);
    expect(readFileSync(join(one, 'reports/S1.pdf')).equals(readFileSync(join(two, 'reports/S1.pdf')))).toBe(true);
  });
});
