import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawMissingReports, historyReportsOf, reportCachePath } from '../../../sample/media/history-reports.ts';
import { car } from '../../fixtures/cars.ts';

// "Never link to a page that is not built": a sample car's history-report link (spec 02 §3 `file`) has its PDF.
describe("the sample stock's history reports", () => {
  it('draws a PDF naming the car for every /reports/ link, and nothing for a provider URL or no report', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'reports-'));
    const cars = [
      car({ id: 1, stocknum: 'HCT1', file: '/reports/HCT1.pdf', year: 2021, make: 'Toyota', model: 'RAV4' }),
      car({ id: 2, stocknum: 'HCT2', file: 'https://reports.example.com/HCT2.pdf' }),
      car({ id: 3, stocknum: 'HCT3', file: null }),
    ];
    const reports = historyReportsOf(cars);
    expect(reports.map((report) => report.path)).toEqual(['/reports/HCT1.pdf']);
    expect(await drawMissingReports(reports, cache)).toBe(1);
    const pdf = await PDFDocument.load(readFileSync(join(cache, reportCachePath(reports[0]!))));
    expect(pdf.getTitle()).toBe('Vehicle history report: 2021 Toyota RAV4');
    expect(pdf.getPageCount()).toBe(1);
    expect(reports[0]!.lines.map((line) => line.text)).toContain('Stock number: HCT1');
  });

  it('draws a report once: the same text is the same cached file, and other text another', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'reports-'));
    const [one] = historyReportsOf([car({ id: 1, stocknum: 'S1', file: '/reports/S1.pdf' })]);
    const [other] = historyReportsOf([car({ id: 2, stocknum: 'S2', file: '/reports/S2.pdf' })]);
    expect(await drawMissingReports([one!], cache)).toBe(1);
    expect(await drawMissingReports([one!, other!], cache)).toBe(1);
    expect(reportCachePath(one!)).not.toBe(reportCachePath(other!));
    expect(existsSync(join(cache, reportCachePath(other!)))).toBe(true);
  });

  it('the same car gives the same bytes (builds are comparable)', async () => {
    const [report] = historyReportsOf([car({ id: 1, stocknum: 'S1', file: '/reports/S1.pdf' })]);
    const one = mkdtempSync(join(tmpdir(), 'reports-'));
    const two = mkdtempSync(join(tmpdir(), 'reports-'));
    await drawMissingReports([report!], one);
    await drawMissingReports([report!], two);
    const file = reportCachePath(report!);
    expect(readFileSync(join(one, file)).equals(readFileSync(join(two, file)))).toBe(true);
  });
});
