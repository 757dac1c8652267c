/**
 * Build time: a page's lead dialog data (lead-dialog-data.ts), from the same props the in-page
 * forms get.
 */
import { testDriveEventId } from '../../domain/analytics.ts';
import { carTitle } from '../../domain/format.ts';
import type { Car } from '../../domain/schemas/car.ts';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { isInStock } from '../../domain/stock.ts';
import type { Strings } from '../../domain/strings.ts';
import type { LeadDialogData } from './lead-dialog-data.ts';
import { leadFormProps } from './lead-form-props.ts';

/** Label of the dialogs' Close button (not a spec text: the spec only names the modals). */
export const LEAD_DIALOG_CLOSE = 'Close';

/**
 * Every page offers Quick Enquiry on its cards, headed with the card's button label (spec 01 §2).
 * A vehicle page adds its car's three dialogs when the car is in stock; for a sold car only the
 * enquiry, headed Find Me Something Similar (spec 01 §4: out of stock shows "a Find Me Something
 * Similar enquiry instead of normal buttons"). No registration states: none of the forms asks for one.
 */
export function leadDialogData(site: SiteConfig, strings: Strings, car: Car | null = null): LeadDialogData {
  const { options, text, context } = leadFormProps('enquiry', 'lead-dialog', site, strings, car);
  const quickEnquiry = { 'quick-enquiry': { heading: strings['card.quickEnquiry'], intro: null } };
  const carDialogs = !car
    ? {}
    : isInStock(car)
      ? {
          enquiry: { heading: strings['form.enquiryTitle'], intro: null },
          'test-drive': { heading: strings['form.testDriveTitle'], intro: null },
          'request-photos': { heading: strings['form.photosTitle'], intro: strings['form.photosIntro'] },
        }
      : { enquiry: { heading: strings['card.findSimilar'], intro: strings['sold.similarPrompt'] } };
  return {
    form: { options, text, context: { ...context, regoStates: [], tradeInQuestion: false } },
    dialogs: { ...carDialogs, ...quickEnquiry },
    car: car && { title: carTitle(car), testDriveEventId: testDriveEventId(car) },
    close: LEAD_DIALOG_CLOSE,
  };
}
