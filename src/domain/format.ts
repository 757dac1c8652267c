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
export function carTitle(car: { name?: string | null; year: number; make: string; model: string; badge?: string | null }): string {
  if (car.name) return car.name;
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}
