import { describe, expect, it } from 'vitest';
import {
  carTypeSearchPath,
  DEFAULT_SEARCH_PATH,
  carPath,
  carShareUrl,
  checkoutJourneyPath,
  financeLink,
  makeSearchPath,
  modelSearchPath,
  printPath,
  reservePath,
  segmentSearchPath,
  slugify,
  tradeInPath,
} from '../../../src/domain/routes.ts';

describe('routes of spec 01 §2 and spec 02 §2', () => {
  const car = {
    id: 4312,
    slug: '2022-toyota-rav4-gx-a1',
    year: 2022,
    car_type: 'used',
    price: 38990,
    vin: 'JTMW1RFV10D000001',
    nvic: null,
    dealership_slug: 'harbour-city-toyota',
  };

  it.each([
    ['/cars/{slug}', carPath(car), '/cars/2022-toyota-rav4-gx-a1'],
    ['/cars/{slug}/checkout', reservePath(car), '/cars/2022-toyota-rav4-gx-a1/checkout'],
    ['/cars/{slug}/buy-online', reservePath(car, 'buy-online'), '/cars/2022-toyota-rav4-gx-a1/buy-online'],
    ['/print?car_id={slug}', printPath(car), '/print?car_id=2022-toyota-rav4-gx-a1'],
    ['/cars/trade-in?car_id={id}', tradeInPath(car), '/cars/trade-in?car_id=4312'],
    ['/checkout-journey?car_id={slug}', checkoutJourneyPath(car), '/checkout-journey?car_id=2022-toyota-rav4-gx-a1'],
    [
      'shared link: "the site host plus this path"',
      carShareUrl(car, 'https://www.example.com.au'),
      'https://www.example.com.au/cars/2022-toyota-rav4-gx-a1',
    ],
    ['the default search path', DEFAULT_SEARCH_PATH, '/search/new-used-and-demo-cars'],
    [
      '/search/used-cars',
      carTypeSearchPath('used', { new: 'new-cars', demo: 'demo-cars', used: 'used-cars' }),
      '/search/used-cars',
    ],
    ['/search/{make}', makeSearchPath('Land Rover'), '/search/land-rover'],
    ['/search/{make}/{model}', modelSearchPath('Mercedes-Benz', 'C-Class'), '/search/mercedes-benz/c-class'],
    ['/search/{simple_body}', segmentSearchPath('People Mover'), '/search/people-mover'],
    ['/used-car/... for one dealer group', makeSearchPath('Toyota', 'used-car'), '/used-car/toyota'],
    ['/used-car/{make}/{model}', modelSearchPath('Toyota', 'HiLux', 'used-car'), '/used-car/toyota/hilux'],
    ['/used-car/{segment}', segmentSearchPath('brisbane-north', 'used-car'), '/used-car/brisbane-north'],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

  it.each([
    ['Land Cruiser', 'land-cruiser'],
    ['  C-HR  ', 'c-hr'],
    ['CX-5 (2017+)', 'cx-5-2017'],
    ['ÉLAN', 'lan'],
  ])('slugify(%j) → %j', (value, slug) => {
    expect(slugify(value)).toBe(slug);
  });

  it('the finance link built from a car carries its parameters and ends with #finance-form (spec 02 §2)', () => {
    expect(financeLink(car, { loanTerm: 5, creditScore: 'GREAT' })).toBe(
      '/finance?car_id=4312&vin=JTMW1RFV10D000001&year=2022&preferredDealership=harbour-city-toyota&car_type=used&vehiclePriceBudget=38990&loanTerm=5&selfAssessedCreditScore=GREAT#finance-form',
    );
  });

  it('a configured default finance link overrides the path; no price and an empty helper are left out', () => {
    expect(
      financeLink(
        { ...car, price: 0, vin: null, nvic: 'ABC123', dealership_slug: null },
        { path: '/apply-for-finance', loanTerm: 7, creditScore: 'POOR', whoIsHelping: '' },
      ),
    ).toBe(
      '/apply-for-finance?car_id=4312&nvic=ABC123&year=2022&car_type=used&loanTerm=7&selfAssessedCreditScore=POOR#finance-form',
    );
    expect(financeLink(car, { path: null, loanTerm: 5, creditScore: 'GREAT', whoIsHelping: 'Sam' })).toMatch(
      /^\/finance\?.*&whoIsHelping=Sam#finance-form$/,
    );
  });
});
