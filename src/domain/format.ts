const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** `$34,990`: whole dollars with thousands separators (spec 02 §5 money inputs). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** `45,123 kms`: the spec's mileage suffix (spec 02 §5). */
export function formatKm(km: number): string {
  return `${whole.format(km)} kms`;
}

/** `2022 Toyota RAV4 GX`: the car's display title, from its name or its parts. */
export function carTitle(car: {
  name?: string | null;
  year: number;
  make: string;
  model: string;
  badge?: string | null;
}): string {
  if (car.name) return car.name;
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/** Spec 02 §9: money quick picks, nine values from $5,000 to $70,000. */
export const MONEY_QUICK_PICKS = [5000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000] as const;
/** Spec 02 §9: quick picks from $300,000 to $800,000 for one dealer type (the `premium` pick set). */
export const PREMIUM_MONEY_QUICK_PICKS = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000] as const;

/**
 * Reads a money or mileage input as typed (spec 02 §5: a $ prefix, thousands separators, a
 * ' kms' suffix). Empty or non-numeric text gives null.
 */
export function parseAmountInput(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '').replace(/kms?$/i, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** `12,500`: what a money input shows beside its $ prefix. */
export function formatAmountInput(amount: number | null): string {
  return amount === null ? '' : whole.format(amount);
}
