/**
 * Build time: the vehicle page's lead dialog data (lead-dialog-data.ts), from the same props the
 * page's in-section forms get.
 */
import { testDriveEventId } from '../../domain/analytics.ts';
import { carTitle } from '../../domain/format.ts';
import type { Car } from '../../domain/schemas/car.ts';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { isInStock } from '../../domain/stock.ts';
import type { Strings } from '../../domain/strings.ts';
import { leadFormProps } from './lead-form-props.ts';
import type { LeadDialogData } from './lead-dialog-data.ts';
import { QUICK_ENQUIRY_CLOSE } from './quick-enquiry-props.ts';

/**
 * The three dialogs for an in-stock car; for a sold car only the enquiry, headed Find Me Something
 * Similar (spec 01 §4: out of stock shows "a Find Me Something Similar enquiry instead of normal
 * buttons"). No registration states: none of the three asks for one.
 */
export function leadDialogData(car: Car, site: SiteConfig, strings: Strings): LeadDialogData {
  const { options, text, context } = leadFormProps('enquiry', 'lead-dialog', site, strings, car);
  const inStock = isInStock(car);
  return {
    carTitle: carTitle(car),
    form: { options, text, context: { ...context, regoStates: [], tradeInQuestion: false } },
    dialogs: inStock
      ? {
          enquiry: { heading: strings['form.enquiryTitle'], intro: null },
          'test-drive': { heading: strings['form.testDriveTitle'], intro: null },
          'request-photos': { heading: strings['form.photosTitle'], intro: strings['form.photosIntro'] },
        }
      : { enquiry: { heading: strings['card.findSimilar'], intro: strings['sold.similarPrompt'] } },
    close: QUICK_ENQUIRY_CLOSE,
    testDriveEventId: testDriveEventId(car),
  };
}
