/** The default texts of the `vehicle.` keys: one message group of src/domain/strings.ts. */
export const VEHICLE_STRINGS = {
  // Vehicle page content sections. Keys ending in "Items" hold a list: items separated by '|'.
  'vehicle.keyInformation': 'Key information',
  'vehicle.vehicleDetails': 'Vehicle Details',
  'vehicle.showMore': 'Show More',
  'vehicle.showLess': 'Show Less',
  'vehicle.specifications': 'All Specifications',
  'vehicle.showSpecifications': 'Show All Specifications',
  'vehicle.hideSpecifications': 'Hide Specifications',
  'vehicle.featuresShowAll': 'Show All',
  'vehicle.featuresHide': 'Hide',
  'vehicle.tabsLabel': 'About this car',
  'vehicle.tabComments': 'Dealer Comments',
  'vehicle.tabIncluded': "What's Included",
  'vehicle.tabWhyBuy': 'Why Buy From Us?',
  'vehicle.tabReserve': 'Reserve Online',
  'vehicle.tabProtect': 'Protect Your Car',
  'vehicle.tabFeatures': 'Features',
  'vehicle.includedText': 'Every car we sell is prepared to drive away. With this car you get:',
  'vehicle.includedItems':
    "A thorough mechanical and safety inspection by our qualified technicians|A professional detail, inside and out|A roadworthy or safety certificate where your state requires one|Its service books, owner's manuals and every key we hold for it|A clear title: free of finance and encumbrance|Help with the paperwork, from the transfer of registration to finance",
  'vehicle.whyBuyText': 'Buying a car should be exciting, not stressful. Here is what you can expect from {dealer}:',
  'vehicle.whyBuyItems':
    'Upfront pricing and no pressure: take the time you need and ask us anything|Every car is inspected before it goes on sale|Finance, insurance and your trade-in, arranged in one place|A 14-day return policy: return the car within 14 days of delivery, with no more than 500 km driven, at least a quarter tank of fuel and free of encumbrance|A team that stays in touch after you drive away',
  'vehicle.reserveText':
    'Found the one? Reserve it online with a {amount} deposit and we will hold it for you for 48 hours while you arrange a test drive, finance or an inspection. Your deposit is fully refundable.',
  'vehicle.protectText': 'Look after your car, and your peace of mind, from the day you collect it.',
  'vehicle.protectItems':
    "New cars come with the manufacturer's warranty: 3 years as standard, 5 years with many brands and 7 years with unlimited kilometres with certain brands|Extended warranty for used cars, so repairs stay covered after you drive away|Comprehensive, gap, and tyre and rim insurance, arranged before you collect the car|Paint, fabric and leather protection to keep it looking its best",
  'vehicle.video': 'Video',
  'vehicle.playVideo': 'Play video: {car}',
  'vehicle.historyReport': 'View the vehicle history report',
  'vehicle.checksTitle': 'Our Used-Car Checks',
  'vehicle.checksText': 'Before a used car goes on sale, our technicians check:',
  'vehicle.checksItems':
    'Engine, transmission and cooling system|Brakes, steering and suspension|Tyres, including the spare, for tread depth and age|Lights, wipers, horn, windows and seats|Air conditioning and heating|Body, paint and glass for damage and past repairs|Service history and odometer reading|The PPSR register: no money owing, not written off, not stolen',
  'vehicle.promisesTitle': 'Buy with confidence',
  'vehicle.reservePromiseTitle': '48-Hour Refundable Reserve',
  'vehicle.moneyBackTitle': '48 Hour Money Back Guarantee',
  'vehicle.moneyBackText':
    'Changed your mind about a used car? Bring it back within 48 hours of delivery and we will refund you in full. Conditions apply: ask our team for details.',
  'vehicle.disclaimerTitle': 'Disclaimer',
  'vehicle.disclaimer':
    "While we make every effort to keep the information on this page accurate, errors can occur. Specifications, features and equipment are based on the model's standard specification and may differ on this car; images may show options it does not have. Prices and availability can change without notice. Please confirm any detail that matters to you with our team before you buy.",
  'vehicle.viewOne': '{views} view',
  'vehicle.viewMany': '{views} views',
  'vehicle.justSold': 'This car has just sold.',
} as const;
