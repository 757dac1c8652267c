/**
 * The title and description of the pages that are a lead form (spec 02 §2): /contact and
 * /contact-us, and the trade-in valuation's four addresses. Each route renders the same page.
 */
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import type { Strings } from '../../domain/strings.ts';

export interface PageHead {
  title: string;
  description: string;
}

export function contactPageHead(site: Pick<SiteConfig, 'name'>, strings: Strings): PageHead {
  return { title: strings['form.contactTitle'], description: `${strings['form.contactTitle']}: ${site.name}` };
}

export function tradeInPageHead(site: Pick<SiteConfig, 'name'>, strings: Strings): PageHead {
  return {
    title: strings['form.tradeInTitle'],
    description: `${strings['form.tradeInTitle']} at ${site.name}. ${strings['form.tradeInIntro']}`,
  };
}
