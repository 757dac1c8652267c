/** The default texts of the `delivery.` keys: one message group of src/domain/strings.ts. */
export const DELIVERY_STRINGS = {
  'delivery.emptyPostcode': 'Please enter a postcode.',
  'delivery.noEstimate':
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  'delivery.title': 'Delivery Calculator',
  'delivery.intro': 'Enter your postcode to see what delivery to your door costs.',
  'delivery.postcode': 'Postcode',
  'delivery.submit': 'Check Delivery',
  'delivery.checking': 'Checking delivery…',
  'delivery.free': 'Free delivery to {name}',
  'delivery.priced': 'Delivery to {name}: {price}',
} as const;
