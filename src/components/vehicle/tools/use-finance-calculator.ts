/**
 * The finance calculator's state (spec 02 §3 "Finance calculator state", §5, §9): what the shopper
 * typed in each field, which fields show the range help text, the repayment frequency, and the
 * result. Values are read and clamped while typing (the result always uses the clamped figure);
 * leaving a field writes the clamped figure back into it, and its help text stays until the next
 * edit, so the shopper sees why the figure changed.
 */
import { useRef, useState } from 'react';
import { readCalculatorField } from '../../../domain/car-tools.ts';
import {
  calculatorResult,
  type CalculatorBounds,
  type CalculatorDefaults,
  type CalculatorResult,
  type RepaymentFrequency,
} from '../../../domain/finance-calculator.ts';
import { formatAmountInput } from '../../../domain/format.ts';

export const CALCULATOR_FIELDS = ['amount', 'deposit', 'termYears', 'ratePercent', 'residual'] as const;
export type CalculatorFieldName = (typeof CALCULATOR_FIELDS)[number];
/** Money fields show thousands separators; term and rate show the plain figure. */
export const MONEY_FIELDS: ReadonlySet<CalculatorFieldName> = new Set(['amount', 'deposit', 'residual']);

export interface FinanceCalculatorSetup {
  bounds: CalculatorBounds;
  defaults: CalculatorDefaults;
  establishmentFee: number;
  /** Called once, on the shopper's first change (spec 02 §4 "first use fires an analytics event once"). */
  onFirstUse?: () => void;
}

export interface FinanceCalculatorState {
  texts: Record<CalculatorFieldName, string>;
  outOfRange: Record<CalculatorFieldName, boolean>;
  frequency: RepaymentFrequency;
  result: CalculatorResult;
  change: (field: CalculatorFieldName, text: string) => void;
  commit: (field: CalculatorFieldName) => void;
  setFrequency: (frequency: RepaymentFrequency) => void;
}

/** How a figure reads in its field. */
export function fieldText(field: CalculatorFieldName, value: number): string {
  return MONEY_FIELDS.has(field) ? formatAmountInput(value) : String(value);
}

export function initialTexts(defaults: CalculatorDefaults): Record<CalculatorFieldName, string> {
  return {
    amount: fieldText('amount', defaults.amount),
    deposit: '',
    termYears: fieldText('termYears', defaults.termYears),
    ratePercent: fieldText('ratePercent', defaults.ratePercent),
    residual: '',
  };
}

const noneOutOfRange = (): Record<CalculatorFieldName, boolean> => ({
  amount: false,
  deposit: false,
  termYears: false,
  ratePercent: false,
  residual: false,
});

export function useFinanceCalculator({
  bounds,
  defaults,
  establishmentFee,
  onFirstUse,
}: FinanceCalculatorSetup): FinanceCalculatorState {
  const [texts, setTexts] = useState(() => initialTexts(defaults));
  const [outOfRange, setOutOfRange] = useState(noneOutOfRange);
  const [frequency, setFrequencyState] = useState<RepaymentFrequency>('week');
  const used = useRef(false);

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    onFirstUse?.();
  };
  const read = (field: CalculatorFieldName, text: string) => readCalculatorField(text, bounds[field]);
  const value = (field: CalculatorFieldName) => read(field, texts[field]).value;

  const result = calculatorResult({
    amount: value('amount'),
    deposit: value('deposit'),
    residual: value('residual'),
    termYears: value('termYears'),
    ratePercent: value('ratePercent'),
    frequency,
    establishmentFee,
  });

  return {
    texts,
    outOfRange,
    frequency,
    result,
    change: (field, text) => {
      firstUse();
      setTexts((current) => ({ ...current, [field]: text }));
      setOutOfRange((current) => ({ ...current, [field]: read(field, text).outOfRange }));
    },
    commit: (field) => {
      // An optional field left empty stays empty rather than reading 0.
      if (texts[field].trim() === '' && !read(field, '').outOfRange) return;
      setTexts((current) => ({ ...current, [field]: fieldText(field, read(field, current[field]).value) }));
    },
    setFrequency: (next) => {
      firstUse();
      setFrequencyState(next);
    },
  };
}
