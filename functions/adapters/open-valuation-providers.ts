/**
 * Each tenant's valuation provider, chosen at start-up from its site.json `valuation`: none, the
 * `market` estimate over the tenant's stock in the catalogue, or the `http` provider with its key
 * from the environment. An http tenant without its key stops the start, naming the tenant and the
 * variable.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { DataFileError } from '../../src/domain/validation.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import type { ValuationProvider, ValuationProviders } from '../ports/valuation.ts';
import { createHttpValuation } from './http-valuation.ts';
import { createMarketValuation } from './market-valuation.ts';

export function openValuationProviders(
  sites: readonly Pick<SiteConfig, 'slug' | 'valuation'>[],
  env: Readonly<Record<string, string | undefined>>,
  options: { catalog: StockCatalog; fetch?: typeof fetch },
): ValuationProviders {
  const problems: string[] = [];
  const providers = new Map<string, ValuationProvider>();
  for (const site of sites) {
    const settings = site.valuation;
    if (settings.provider === 'http') {
      const apiKey = env[settings.api_key_env] ?? '';
      if (apiKey === '' || !settings.base_url) {
        problems.push(`${site.slug}: valuation provider http needs ${settings.api_key_env} set in the environment`);
        continue;
      }
      providers.set(
        site.slug,
        createHttpValuation({
          baseUrl: settings.base_url,
          apiKey,
          timeoutMs: settings.timeout_ms,
          fetch: options.fetch,
        }),
      );
    } else if (settings.provider === 'market') {
      providers.set(
        site.slug,
        createMarketValuation(settings, () => options.catalog.tenant(site.slug)?.cars() ?? []),
      );
    }
  }
  if (problems.length > 0) throw new DataFileError(problems);
  return (tenant) => providers.get(tenant) ?? null;
}
