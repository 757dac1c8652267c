/** The default texts of the `car.` keys: one message group of src/domain/strings.ts. */
export const CAR_STRINGS = {
  'car.enquireNow': 'Enquire Now',
  'car.getFinance': 'Get Finance',
  'car.financeEnquiry': 'Finance Enquiry',
  'car.tradeInValuation': 'Trade-In Valuation',
  'car.priceAndActions': 'Price and actions',
  'car.tools': 'Share, save and print',
  'car.summary': 'Car summary',
  'car.soldShort': 'SOLD',
} as const;
