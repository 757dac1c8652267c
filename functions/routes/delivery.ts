/**
 * GET /api/delivery?postcode= (spec 01 §7 "Delivery price by postcode: returns
 * name and price; path not shown"): the region and price from the tenant's `delivery` regions.
 * 200 `{ name, price }`; 400 with 'Please enter a postcode.' for a blank one; 404 with the spec's
 * 'Sorry, we can't provide an estimate...' for a postcode in no region. Texts follow the tenant's
 * string overrides.
 */
import { Hono } from 'hono';
import { deliveryEstimate } from '../../src/domain/delivery.ts';
import type { DeliveryReply } from '../../src/domain/schemas/vehicle-calls.ts';
import { resolveStrings } from '../../src/domain/strings.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import type { TenantEnv } from '../pipeline/tenant.ts';

/** Regions change with site.json, which changes rarely; a shopper trying postcodes asks again. */
const DELIVERY_CACHE = 'public, max-age=600';

export function createDeliveryRoute(deps: { catalog: StockCatalog }) {
  return new Hono<TenantEnv>().get('/', (c) => {
    const stock = deps.catalog.tenant(c.get('tenant'));
    if (!stock) return c.json({ error: 'Not found' }, 404);
    const strings = resolveStrings(stock.site.strings);
    const answer = deliveryEstimate(c.req.query('postcode') ?? '', stock.site.delivery);
    if (answer.kind === 'empty-postcode') return c.json({ error: strings['delivery.emptyPostcode'] }, 400);
    c.header('Cache-Control', DELIVERY_CACHE);
    if (answer.kind === 'no-estimate') return c.json({ error: strings['delivery.noEstimate'] }, 404);
    const reply: DeliveryReply = answer.estimate;
    return c.json(reply);
  });
}
