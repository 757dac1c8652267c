/**
 * Each tenant's finance partner, chosen at start-up from its site.json `finance.partner`: the
 * built-in estimate by default, or the YouX API with its key from the environment. A youx tenant
 * without its key stops the start, naming the tenant and the variable.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { DataFileError } from '../../src/domain/validation.ts';
import type { FinancePartner, FinancePartners } from '../ports/finance-partner.ts';
import { createEstimateFinance } from './estimate-finance.ts';
import { createYouxFinance } from './youx-finance.ts';

export function openFinancePartners(
  sites: readonly Pick<SiteConfig, 'slug' | 'finance'>[],
  env: Readonly<Record<string, string | undefined>>,
  options: { fetch?: typeof fetch } = {},
): FinancePartners {
  const problems: string[] = [];
  const partners = new Map<string, FinancePartner>();
  for (const site of sites) {
    const settings = site.finance.partner;
    if (settings.provider === 'youx') {
      const apiKey = env[settings.api_key_env] ?? '';
      if (apiKey === '' || !settings.base_url) {
        problems.push(`${site.slug}: finance.partner youx needs ${settings.api_key_env} set in the environment`);
        continue;
      }
      partners.set(
        site.slug,
        createYouxFinance({ baseUrl: settings.base_url, apiKey, timeoutMs: settings.timeout_ms, fetch: options.fetch }),
      );
    } else {
      partners.set(site.slug, createEstimateFinance(settings.estimate_rates));
    }
  }
  if (problems.length > 0) throw new DataFileError(problems);
  return (tenant) => {
    const partner = partners.get(tenant);
    if (!partner) throw new Error(`no finance partner for tenant "${tenant}"`);
    return partner;
  };
}
