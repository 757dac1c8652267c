/** The default texts of the `garage.` keys: one message group of src/domain/strings.ts. */
export const GARAGE_STRINGS = {
  'garage.title': 'My Garage',
  'garage.intro': 'The cars you saved, with their price and status today.',
  'garage.loading': 'Loading your saved cars…',
  'garage.empty': 'You have not saved any cars yet.',
  'garage.browse': 'Browse our stock',
  'garage.remove': 'Remove',
  'garage.removeName': 'Remove {name} from My Garage',
  'garage.sold': 'Sold',
  'garage.gone': 'This car is no longer in our stock.',
  'garage.goneTitle': 'Car {id}',
  'garage.view': 'View car',
  'garage.loadFailed': 'Sorry, we could not load your saved cars. Please try again.',
  'garage.retry': 'Try again',
  'garage.removed': 'Removed {name}.',
} as const;
