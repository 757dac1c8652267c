/**
 * The finance calculator variants a site can run (site.json `finance.calculator_variant`). Spec 02
 * §5 and §9 name "one variant" / "some variants" without naming them; this platform calls them:
 * - `standard`: the default bounds and defaults;
 * - `capped`: purchase price capped at 100000 (or 1.05 times a dearer car's price), term at most 5 years;
 * - `provider-fee`: the provider variant whose establishment fee is 1300, with the 6-year default term;
 * - `locked-rate`: interest locked at its default of 10%.
 */
export const CALCULATOR_VARIANTS = ['standard', 'capped', 'provider-fee', 'locked-rate'] as const;
export type CalculatorVariant = (typeof CALCULATOR_VARIANTS)[number];
