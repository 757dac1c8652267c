/**
 * GET /api/cars/{slug}/pdf (spec 01 §7 "PDF download for a slug: returns a file saved as
 * {slug}.pdf"; §4 "Print PDF: a preparing state while downloading"; §8 "PDF download failure: the
 * error message in an alert"). The car comes from the tenant's current stock (`StockCatalog`), its
 * sheet from the page's own rules (src/domain/car-sheet.ts), drawn by functions/car-pdf-document.ts.
 * An unknown car is 404 with the site's own sentence, which the page shows in its alert.
 */
import { Hono } from 'hono';
import { carPdfFilename } from '../../src/domain/car-icon-row.ts';
import { carSheet, sheetOrigin } from '../../src/domain/car-sheet.ts';
import { resolveStrings } from '../../src/domain/strings.ts';
import { renderCarPdf } from '../car-pdf-document.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { perClient, rateLimit } from '../pipeline/rate-limit.ts';
import type { TenantEnv } from '../pipeline/tenant.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

/** A shopper downloads a few sheets; drawing PDFs is CPU work a script could pile up. */
export const CAR_PDF_LIMIT: RateRule = { limit: 30, windowMs: 60_000 };
/** The sheet changes only with the stock, which changes nightly. */
const PDF_CACHE = 'public, max-age=600';

export interface CarPdfRouteDeps {
  catalog: StockCatalog;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
}

export function createCarPdfRoute(deps: CarPdfRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  return new Hono<TenantEnv>().get(
    '/:slug/pdf',
    rateLimit({
      limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
      clock,
      clientIp: deps.clientIp ?? connectionClientIp(),
      limits: [perClient('car-pdf', CAR_PDF_LIMIT)],
    }),
    async (c) => {
      const stock = deps.catalog.tenant(c.get('tenant'));
      const car = (await stock?.carBySlug(c.req.param('slug'))) ?? null;
      const strings = resolveStrings(stock?.site.strings);
      if (!stock || !car) return c.json({ error: strings['print.notFound'] }, 404);
      const now = clock();
      const sheet = carSheet(car, stock.site, strings, now, sheetOrigin(stock.site, new URL(c.req.url).origin));
      const pdf = await renderCarPdf(sheet, now);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${carPdfFilename(car)}"`,
        'Cache-Control': PDF_CACHE,
      });
    },
  );
}
