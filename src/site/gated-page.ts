/**
 * Whether a page the build renders is gated for the tenant (spec 02 §6), for SiteLayout. A gated page needs phone
 * sign-in: site.json's `sign_in_gates` are refused without `features.sign_in` by the schema; a page that is always
 * gated (my-garage, online-payment, the brand garages) on a tenant without sign-in stops the build here, naming the
 * field, rather than sending shoppers to a sign-in page that tenant does not have.
 */
import { gatedRoute, gatingOptions, type GatingOptions, type SignInType } from '../domain/sign-in.ts';
import type { SiteConfig } from '../domain/schemas/site-config.ts';

export function gatedPage(
  site: Pick<SiteConfig, 'slug' | 'features' | 'sign_in_gates'>,
  path: string,
): { type: SignInType; options: GatingOptions } | null {
  const options = gatingOptions(site.sign_in_gates);
  const type = gatedRoute(path, options);
  if (type === null) return null;
  if (!site.features.sign_in) {
    throw new Error(
      `${site.slug}: ${path} is gated behind sign-in (spec 02 §6), but site.json has "features.sign_in": false; switch sign-in on or do not build this page`,
    );
  }
  return { type, options };
}
