/**
 * Build time: the Quick Enquiry data of a tenant (quick-enquiry-data.ts), from the same props the
 * vehicle page's enquiry form gets, without a car.
 */
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import type { Strings } from '../../domain/strings.ts';
import { leadFormProps } from './lead-form-props.ts';
import { QUICK_ENQUIRY_FORM_ID, type QuickEnquiryData } from './quick-enquiry-data.ts';

/** Label of the dialog's Close button (not a spec text: the spec only names the modal). */
export const QUICK_ENQUIRY_CLOSE = 'Close';

/**
 * The site's enquiry props for every card's dialog. The enquiry shows no registration state or
 * distribution location, so those lists are left out of the page.
 */
export function quickEnquiryData(site: SiteConfig, strings: Strings): QuickEnquiryData {
  const { options, context, text } = leadFormProps('enquiry', QUICK_ENQUIRY_FORM_ID, site, strings);
  return {
    form: { options, text, context: { ...context, regoStates: [], distributionLocations: [] } },
    heading: strings['card.quickEnquiry'],
    close: QUICK_ENQUIRY_CLOSE,
  };
}
