/**
 * The finance calculator on the car page (spec 02 "Finance calculator (car page)", issue 6 item 5),
 * hydrated when it comes into view. The page computes the bounds, defaults and establishment fee
 * from the site and the car (finance-calculator.ts); the first change sends analytics event 26 once
 * (spec 02 §4, §7).
 */
import { FIRST_CALCULATOR_USE_EVENT_ID } from '../domain/analytics.ts';
import type { CalculatorBounds, CalculatorDefaults } from '../domain/finance-calculator.ts';
import { sendAnalyticsEvent } from '../components/vehicle/tools/analytics-event.ts';
import { FinanceCalculatorView, type FinanceCalculatorText } from '../components/vehicle/tools/FinanceCalculatorView.tsx';
import { useFinanceCalculator } from '../components/vehicle/tools/use-finance-calculator.ts';

export interface FinanceCalculatorProps {
  bounds: CalculatorBounds;
  defaults: CalculatorDefaults;
  establishmentFee: number;
  disclaimer: string;
  enquireHref: string;
  text: FinanceCalculatorText;
}

export default function FinanceCalculator({ bounds, defaults, establishmentFee, disclaimer, enquireHref, text }: FinanceCalculatorProps) {
  const state = useFinanceCalculator({ bounds, defaults, establishmentFee, onFirstUse: () => sendAnalyticsEvent(FIRST_CALCULATOR_USE_EVENT_ID) });
  return <FinanceCalculatorView state={state} bounds={bounds} establishmentFee={establishmentFee} disclaimer={disclaimer} enquireHref={enquireHref} text={text} />;
}
