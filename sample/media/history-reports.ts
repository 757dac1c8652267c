/**
 * The sample stock's history reports: a used car's `file` (spec 02 §3, the history-report link) is
 * `/reports/<stock number>.pdf` in sample/stock, so the build writes that PDF, a one-page sample
 * report naming the car, and the car page's link leads somewhere. A real tenant's `file` is its
 * report provider's URL and never comes here.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Car } from '../../src/domain/schemas/car.ts';

export const REPORTS_PREFIX = '/reports/';

async function reportPdf(car: Car): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Vehicle history report: ${car.year} ${car.make} ${car.model}`);
  // Fixed dates: the same car gives the same bytes in every build.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines: [string, number, typeof font][] = [
    ['Vehicle history report (sample)', 20, bold],
    [`${car.year} ${car.make} ${car.model} ${car.badge ?? ''}`.trim(), 14, bold],
    [`Stock number: ${car.stocknum ?? 'n/a'}`, 12, font],
    [`VIN: ${car.vin ?? 'n/a'}`, 12, font],
    ['Written off: no record. Stolen: no record. Finance owing: no record.', 12, font],
    ['This is sample data for a demonstration dealer site, not a real report.', 10, font],
  ];
  let y = 780;
  for (const [text, size, face] of lines) {
    page.drawText(text, { x: 56, y, size, font: face, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 14;
  }
  return pdf.save();
}

/** Writes the report of every car whose `file` is a sample report path into the build output. */
export async function writeHistoryReports(cars: readonly Car[], outDir: string): Promise<number> {
  const withReports = cars.filter((car) => car.file?.startsWith(REPORTS_PREFIX));
  for (const car of withReports) {
    const target = join(outDir, car.file!);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await reportPdf(car));
  }
  return withReports.length;
}
