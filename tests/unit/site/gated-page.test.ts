import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/cars.ts';
import { gatedPage } from '../../../src/site/gated-page.ts';

describe('which built pages SiteLayout gates (spec 02 §6)', () => {
  const signIn = site({ features: { sign_in: true, watchlist: true }, sign_in_gates: { trade_in: true } });

  it('"online-payment, my-garage and the brand garage pages are always gated"', () => {
    expect(gatedPage(signIn, '/my-garage/')?.type).toBe('my-garage');
    expect(gatedPage(signIn, '/mymotorama')?.type).toBe('my-garage');
  });

  it('"trade-in and sell-my-car are not gated by default", gated where sign_in_gates says, with the options', () => {
    expect(gatedPage(site({ features: { sign_in: true } }), '/trade-in/')).toBeNull();
    expect(gatedPage(signIn, '/sell-my-car/')).toMatchObject({ type: 'trade-in', options: { gateTradeIn: true } });
    expect(gatedPage(signIn, '/')).toBeNull();
    expect(gatedPage(signIn, '/sign-in/')).toBeNull();
  });

  it('a page always gated on a tenant without sign-in stops the build, naming the field', () => {
    expect(() => gatedPage(site(), '/online-payment')).toThrow(/"features\.sign_in": false/);
  });
});
