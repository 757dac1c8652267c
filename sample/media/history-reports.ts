/**
 * The sample stock's history reports: a used car's `file` (spec 02 §3, the history-report link) is
 * `/reports/<stock number>.pdf` in sample/stock, so the build writes that PDF, a one-page sample
 * report naming the car, and the car page's link leads somewhere. A real tenant's `file` is its
 * report provider's URL and never comes here.
 *
 * The PDFs are drawn as the sample pictures are (media-integration.ts): in the drawing worker while Astro renders,
 * into the shared cache folder, each named by the text it prints, so a report once drawn is reused by every later
 * build; at build end they are linked to the cars' paths.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Car } from '../../src/domain/schemas/car.ts';

export const REPORTS_PREFIX = '/reports/';

/** A line of a report: its text, point size and face. */
interface ReportLine {
  text: string;
  size: number;
  bold: boolean;
}

/** A sample report: where the car page links it (the car's `file`), its document title and what it prints. */
export interface HistoryReport {
  path: string;
  title: string;
  lines: ReportLine[];
}

/** The report of every car whose `file` is a sample report path. */
export function historyReportsOf(cars: readonly Car[]): HistoryReport[] {
  return cars
    .filter((car) => car.file?.startsWith(REPORTS_PREFIX))
    .map((car) => ({
      path: car.file!,
      title: `Vehicle history report: ${car.year} ${car.make} ${car.model}`,
      lines: [
        { text: 'Vehicle history report (sample)', size: 20, bold: true },
        { text: `${car.year} ${car.make} ${car.model} ${car.badge ?? ''}`.trim(), size: 14, bold: true },
        { text: `Stock number: ${car.stocknum ?? 'n/a'}`, size: 12, bold: false },
        { text: `VIN: ${car.vin ?? 'n/a'}`, size: 12, bold: false },
        { text: 'Written off: no record. Stolen: no record. Finance owing: no record.', size: 12, bold: false },
        { text: 'This is sample data for a demonstration dealer site, not a real report.', size: 10, bold: false },
      ],
    }));
}

/** Where a report is kept in the cache folder: named by its text (the same text, the same file). */
export function reportCachePath({ title, lines }: HistoryReport): string {
  const key = createHash('sha256').update(JSON.stringify({ title, lines })).digest('hex').slice(0, 16);
  return `/reports/${key}.pdf`;
}

async function reportPdf({ title, lines }: HistoryReport): Promise<Uint8Array> {
  // Loaded here, not with the module: the build's main thread lists the reports (historyReportsOf, reportCachePath)
  // through astro.config.ts and never draws one, and the media worker draws only those not yet in the cache.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  // Fixed dates: the same car gives the same bytes in every build.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  for (const line of lines) {
    page.drawText(line.text, { x: 56, y, size: line.size, font: line.bold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= line.size + 14;
  }
  return pdf.save();
}

/** Draws the reports missing from `cacheDir` (each under reportCachePath); returns how many were drawn. */
export async function drawMissingReports(reports: readonly HistoryReport[], cacheDir: string): Promise<number> {
  let drawn = 0;
  for (const report of reports) {
    const file = join(cacheDir, reportCachePath(report));
    if (existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a killed build never leaves half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, await reportPdf(report));
    await rename(partial, file);
    drawn += 1;
  }
  return drawn;
}
