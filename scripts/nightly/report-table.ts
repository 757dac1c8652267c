/** The nightly run's reports as a table for the terminal, then each failure and command in words. */
import type { TenantReport } from './run-tenant.ts';

const HEAD = [
  'tenant',
  'result',
  'feed rows',
  'added',
  'removed',
  'sold',
  'price Δ',
  'pages',
  'reused',
  'left out of feeds',
  'seconds',
  'deploy',
];

/** Cars one vehicle feed or more left out (the same car is usually missing from both for one reason). */
function leftOutOfFeeds(report: TenantReport): string {
  if (!report.feeds_rejected) return '–';
  const cars = new Set(Object.values(report.feeds_rejected).flatMap((feed) => feed.rejected.map((car) => car.slug)));
  return String(cars.size);
}

function deployCell(report: TenantReport): string {
  const deploy = report.deploy;
  if (deploy.outcome === 'skipped') return `skipped (${deploy.reason})`;
  if (deploy.outcome === 'failed') return 'failed';
  if (deploy.command) return `${deploy.target}: command printed below`;
  return `${deploy.uploaded} up, ${deploy.deleted} deleted, ${deploy.unchanged} same (${deploy.seconds.toFixed(1)} s)`;
}

export function nightlyTable(reports: readonly TenantReport[]): string {
  const rows = reports.map((report) => [
    report.slug,
    report.outcome === 'failed' ? `FAILED at ${report.failed?.step}` : report.outcome,
    report.feed ? String(report.feed.rows_read) : '–',
    ...(report.stock
      ? [report.stock.added, report.stock.removed, report.stock.sold, report.stock.price_changed].map(String)
      : ['–', '–', '–', '–']),
    report.pages === null ? '–' : String(report.pages),
    report.pages_reused === null ? '–' : String(report.pages_reused),
    leftOutOfFeeds(report),
    report.seconds.total.toFixed(1),
    deployCell(report),
  ]);
  const widths = HEAD.map((head, i) => Math.max(head.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(HEAD), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)];
  for (const report of reports) {
    if (report.failed)
      out.push(`✗ ${report.slug}: ${report.failed.step} failed: ${report.failed.problems.slice(0, 5).join('\n    ')}`);
    if (report.deploy.outcome === 'deployed' && report.deploy.command)
      out.push(`→ ${report.slug}: run \`${report.deploy.command}\` (needs CLOUDFLARE_API_TOKEN and the internet)`);
    for (const warning of report.warnings) out.push(`  warning: ${warning}`);
    for (const [file, feed] of Object.entries(report.feeds_rejected ?? {}))
      for (const [i, car] of feed.rejected.entries()) {
        if (i === 5) {
          out.push(`  ${report.slug}: ${file}: ${feed.rejected.length - 5} more in the report`);
          break;
        }
        out.push(`  ${report.slug}: ${file} left out ${car.stocknum ?? car.slug}: ${car.reasons.join('; ')}`);
      }
  }
  return out.join('\n');
}
