/**
 * The finance calculator on the car page (spec 02 "Finance calculator (car page)"), hydrated when
 * it comes into view: its state (useFinanceCalculator) laid out by FinanceCalculatorView. The page
 * computes the bounds, defaults and establishment fee from the site and the car
 * (finance-calculator.ts); the first change sends analytics event 26 once (spec 02 §4, §7).
 */
import { FIRST_CALCULATOR_USE_EVENT_ID } from '../domain/analytics.ts';
import type { CalculatorBounds, CalculatorDefaults } from '../domain/finance-calculator.ts';
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';
import {
  FinanceCalculatorView,
  type FinanceCalculatorText,
} from '../components/vehicle/tools/FinanceCalculatorView.tsx';
import { useFinanceCalculator } from '../components/vehicle/tools/use-finance-calculator.ts';

export interface FinanceCalculatorProps {
  bounds: CalculatorBounds;
  defaults: CalculatorDefaults;
  establishmentFee: number;
  disclaimer: string;
  enquireHref: string;
  text: FinanceCalculatorText;
}

export default function FinanceCalculator({
  bounds,
  defaults,
  establishmentFee,
  disclaimer,
  enquireHref,
  text,
}: FinanceCalculatorProps) {
  const state = useFinanceCalculator({
    bounds,
    defaults,
    establishmentFee,
    onFirstUse: () => announceAnalyticsEvent(FIRST_CALCULATOR_USE_EVENT_ID),
  });
  return (
    <FinanceCalculatorView
      state={state}
      bounds={bounds}
      establishmentFee={establishmentFee}
      disclaimer={disclaimer}
      enquireHref={enquireHref}
      text={text}
    />
  );
}
