import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/cars.ts';
import {
  BRAND_GARAGE_PATHS,
  gatedRoute,
  gatingOptions,
  type GatingOptions,
  SIGN_IN_PATH,
  SIGN_IN_TYPES,
  signInRedirect,
  signInUrl,
} from '../../../src/domain/sign-in.ts';

const allOn: GatingOptions = {
  gateCheckout: true,
  gateFinance: true,
  gateSpinToWin: true,
  gateCarFinance: true,
  gateTradeIn: true,
};
const allOff: GatingOptions = {
  gateCheckout: false,
  gateFinance: false,
  gateSpinToWin: false,
  gateCarFinance: false,
  gateTradeIn: false,
};

describe('sign-in route: "/sign-in?type={trade-in, checkout, finance, spin-to-win, online-payment, car-finance, my-garage, watchlist}&redirect={target}&back={previous}" (spec 02 §2)', () => {
  it("lists the spec's eight types", () => {
    expect(SIGN_IN_TYPES).toEqual([
      'trade-in',
      'checkout',
      'finance',
      'spin-to-win',
      'online-payment',
      'car-finance',
      'my-garage',
      'watchlist',
    ]);
    expect(SIGN_IN_PATH).toBe('/sign-in');
    expect(BRAND_GARAGE_PATHS).toEqual(['/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco']);
  });

  it.each([
    ['watchlist', '/cars/x', '/cars/x', '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx'],
    [
      'finance',
      '/finance?car_id=12&loanTerm=5',
      '/cars/a b',
      '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D12%26loanTerm%3D5&back=%2Fcars%2Fa+b',
    ],
    ['my-garage', '/my-garage#top', '/', '/sign-in?type=my-garage&redirect=%2Fmy-garage%23top&back=%2F'],
  ] as const)('signInUrl(%s, %s, %s) → %s', (type, redirect, back, expected) =>
    expect(signInUrl(type, redirect, back)).toBe(expected),
  );
});

describe('gatedRoute: "trade-in and sell-my-car are not gated by default; checkout, finance, spin-to-win and a credit-bureau finance variant are gated on certain sites by option; online-payment, my-garage and the brand garage pages are always gated" (spec 02 §6)', () => {
  it.each([
    ['/online-payment', 'online-payment'],
    ['/my-garage', 'my-garage'],
    ['/my-garage/cars', 'my-garage'],
    ['/mymotorama', 'my-garage'],
    ['/mybigboxcars', 'my-garage'],
    ['/myblinkr', 'my-garage'],
    ['/myservco', 'my-garage'],
    ['/online-payment/', 'online-payment'],
  ])('always gated: %s → %s', (path, expected) => {
    expect(gatedRoute(path, allOff)).toBe(expected);
    expect(gatedRoute(path)).toBe(expected);
  });

  it.each([
    ['/cars/2021-toyota-corolla-a1/checkout', 'gateCheckout', 'checkout'],
    ['/cars/2021-toyota-corolla-a1/buy-online', 'gateCheckout', 'checkout'],
    ['/checkout-journey?car_id=2021-toyota-corolla-a1', 'gateCheckout', 'checkout'],
    ['/finance', 'gateFinance', 'finance'],
    ['/finance-enquiry', 'gateFinance', 'finance'],
    ['/apply-for-finance', 'gateFinance', 'finance'],
    ['/spin-to-win', 'gateSpinToWin', 'spin-to-win'],
    ['/personalised/finance?car_id=7', 'gateCarFinance', 'car-finance'],
    ['/trade-in', 'gateTradeIn', 'trade-in'],
    ['/cars/trade-in?car_id=7', 'gateTradeIn', 'trade-in'],
    ['/sell-my-car', 'gateTradeIn', 'trade-in'],
    ['/sell-your-car', 'gateTradeIn', 'trade-in'],
  ] as const)('gated by option: %s with %s → %s, otherwise not gated', (path, option, expected) => {
    expect(gatedRoute(path, { ...allOff, [option]: true })).toBe(expected);
    expect(gatedRoute(path, allOff)).toBeNull();
    expect(gatedRoute(path)).toBeNull();
    expect(gatedRoute(path, { ...allOn, [option]: false })).toBeNull();
  });

  it.each([
    ['query ignored', '/finance?car_id=1', 'finance'],
    ['anchor ignored', '/finance#finance-form', 'finance'],
    ['trailing slash ignored', '/finance/', 'finance'],
    ['trailing slashes ignored', '/finance//', 'finance'],
    ['slash before the query', '/finance/?car_id=1', 'finance'],
    ['a sub-page of a section', '/finance/apply', 'finance'],
    ['checkout with a trailing slash', '/cars/abc/checkout/', 'checkout'],
    ['a prefix that is not a sub-page', '/financed-cars', null],
    ['the car page is not gated', '/cars/abc', null],
    ['checkout needs a car slug', '/cars//checkout', null],
    ['checkout must be the last segment', '/cars/abc/checkout/extra', null],
    ['checkout must sit under /cars', '/stock/abc/checkout', null],
    ['checkout under a longer path', '/x/cars/abc/checkout', null],
    ['another checkout segment', '/cars/abc/checkouts', null],
    ['search is not gated', '/search/new-used-and-demo-cars', null],
    ['the home page is not gated', '/', null],
    ['the sign-in page itself', '/sign-in?type=finance', null],
    ['a garage-like name that is not a brand garage', '/mygarage', null],
  ])('%s: %s → %s', (_name, path, expected) => expect(gatedRoute(path, allOn)).toBe(expected));
});

describe('signInRedirect: "when a visitor is not signed in and loading has finished, the visitor is redirected to sign-in carrying the redirect target and the way back" (spec 02 §4)', () => {
  const signedOut = { loading: false, signedIn: false };
  it.each([
    [
      'signed out, loading finished, always-gated route',
      '/my-garage',
      '/',
      signedOut,
      {},
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F',
    ],
    [
      'redirect keeps the query',
      '/finance?car_id=7',
      '/cars/x',
      signedOut,
      { gateFinance: true },
      '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D7&back=%2Fcars%2Fx',
    ],
    [
      'checkout on a gating site',
      '/cars/x/checkout',
      '/cars/x',
      signedOut,
      { gateCheckout: true },
      '/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx',
    ],
    ['still loading', '/my-garage', '/', { loading: true, signedIn: false }, {}, null],
    ['signed in', '/my-garage', '/', { loading: false, signedIn: true }, {}, null],
    ['signed in and loading', '/my-garage', '/', { loading: true, signedIn: true }, {}, null],
    ['not gated on this site', '/finance', '/', signedOut, {}, null],
    ['not a gated route', '/cars/x', '/', signedOut, { gateFinance: true }, null],
  ] as const)('%s', (_name, path, back, session, options, expected) =>
    expect(signInRedirect(path, back, session, options)).toBe(expected),
  );

  it('options default to all off', () => {
    expect(signInRedirect('/finance', '/', signedOut)).toBeNull();
    expect(signInRedirect('/online-payment', '/', signedOut)).toBe(
      '/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F',
    );
  });
});

describe("gating switches come from the site's sign_in_gates settings (site.json)", () => {
  it('maps every switch; by default nothing optional is gated', () => {
    expect(gatingOptions(site().sign_in_gates)).toEqual({
      gateCheckout: false,
      gateFinance: false,
      gateSpinToWin: false,
      gateCarFinance: false,
      gateTradeIn: false,
    });
    expect(
      gatingOptions(
        site({
          features: { sign_in: true },
          sign_in_gates: { checkout: true, finance: true, spin_to_win: true, car_finance: true, trade_in: true },
        }).sign_in_gates,
      ),
    ).toEqual({ gateCheckout: true, gateFinance: true, gateSpinToWin: true, gateCarFinance: true, gateTradeIn: true });
  });
});
