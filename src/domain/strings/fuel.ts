/** The default texts of the `fuel.` keys: one message group of src/domain/strings.ts. */
export const FUEL_STRINGS = {
  'fuel.title': 'Fuel Calculator',
  'fuel.price': 'Fuel price ($ per litre)',
  'fuel.distance': 'Distance per week (kms)',
  'fuel.consumption': 'Fuel consumption (L/100km)',
  'fuel.result': 'Estimated fuel cost',
  'fuel.perWeek': '{cost} per week',
  'fuel.invalid': 'Enter a number in each field to see the cost.',
} as const;
