/**
 * The fuel calculator on the car page (spec 01 §2, §5, §9), hydrated when it comes into view: its
 * state (useFuelCalculator) laid out by FuelCalculatorView.
 */
import type { FuelInputs } from '../domain/fuel-calculator.ts';
import { FuelCalculatorView, type FuelCalculatorText } from '../components/vehicle/tools/FuelCalculatorView.tsx';
import { useFuelCalculator } from '../components/vehicle/tools/use-fuel-calculator.ts';

export interface FuelCalculatorProps {
  defaults: FuelInputs;
  text: FuelCalculatorText;
}

export default function FuelCalculator({ defaults, text }: FuelCalculatorProps) {
  const calculator = useFuelCalculator(defaults);
  return <FuelCalculatorView calculator={calculator} text={text} />;
}
