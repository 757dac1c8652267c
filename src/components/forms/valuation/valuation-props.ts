/**
 * The trade-in valuation island's props from the tenant at build time (spec 02 §2 "Trade-in
 * valuation"): whether its provider looks plates up, the picker's makes, models and badges from the
 * tenant's used and demo stock (made once per stock: four pages show it), and the texts.
 */
import type { Car } from '../../../domain/schemas/car.ts';
import type { SiteConfig } from '../../../domain/schemas/site-config.ts';
import type { Strings } from '../../../domain/strings.ts';
import { pickerChoices } from '../../../domain/trade-in-valuation.ts';
import { leadFormText, regoStates } from '../lead-form-fields.ts';
import type { ValuationJourneyProps } from './valuation-fields.ts';

const choicesByStock = new WeakMap<readonly Car[], ValuationJourneyProps['choices']>();

export function valuationProps(
  site: SiteConfig,
  strings: Strings,
  cars: readonly Car[],
  now: Date,
  formId: string,
): ValuationJourneyProps {
  let choices = choicesByStock.get(cars);
  if (!choices) choicesByStock.set(cars, (choices = pickerChoices(cars)));
  return {
    formId,
    text: leadFormText(strings),
    looksUpRego: site.valuation.provider === 'http',
    regoStates: regoStates(site.default_state),
    choices,
    year: now.getUTCFullYear(),
    termsText: site.forms.terms_text?.trim() || null,
    saveValuation: site.features.save_valuations,
  };
}
