import { describe, expect, it } from 'vitest';
import {
  callErrorMessage,
  codeError,
  detailsErrors,
  displayMobile,
  readSignInQuery,
  resendSecondsLeft,
  signInHref,
} from '../../../src/domain/sign-in-form.ts';
import { UNDELIVERABLE_MESSAGE } from '../../../functions/routes/sign-in.ts';

describe('the sign-in page query (spec 02 §2 "/sign-in?type=…&redirect={target}&back={previous}")', () => {
  it("reads the spec's types and both paths", () => {
    expect(readSignInQuery('?type=my-garage&redirect=%2Fmy-garage%3Fsort%3Dprice&back=%2Fcars%2Fa')).toEqual({
      type: 'my-garage',
      redirect: '/my-garage?sort=price',
      back: '/cars/a',
    });
  });

  it('goes home, never to another site (issue 14: "redirect=https://evil.example stays on the site")', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const query = readSignInQuery(`?${new URLSearchParams({ redirect: target, back: target })}`);
      expect(query.redirect).toBe('/');
      expect(query.back).toBeNull();
    }
  });

  it('an unknown type is none, and no redirect is home', () => {
    expect(readSignInQuery('?type=admin')).toEqual({ type: null, redirect: '/', back: null });
  });
});

describe('the details step (spec 02 §5 "Mobile number required; Send Code first validates the phone field")', () => {
  it('needs a first name and an Australian mobile; 61 becomes 0; the last name is optional', () => {
    expect(detailsErrors({ first_name: 'Sam', last_name: '', phone: '+61 412 345 678' })).toEqual({});
    expect(detailsErrors({ first_name: ' ', last_name: '', phone: '' })).toEqual({
      first_name: 'This is a required field.',
      phone: 'This is a required field.',
    });
    expect(detailsErrors({ first_name: 'Sam', last_name: '', phone: '07 3123 4567' }).phone).toBe(
      'Please enter an Australian mobile number, for example 0412 345 678.',
    );
  });

  it('shows the number as it was texted', () => {
    expect(displayMobile('61412345678')).toBe('0412 345 678');
  });
});

describe("the code step (spec 02 §5 \"required, exactly 6 characters ('Code must be 6 digits.'); missing gives 'This is a required field.'\")", () => {
  it.each([
    ['', 'This is a required field.'],
    ['12345', 'Code must be 6 digits.'],
    ['12a456', 'Code must be 6 digits.'],
    ['123 456', null],
  ])('%j → %j', (code, message) => expect(codeError(code)).toBe(message));

  it('offers a new code once the wait is over, counting down whole seconds', () => {
    expect(resendSecondsLeft(1_000, 30, 1_000)).toBe(30);
    expect(resendSecondsLeft(1_000, 30, 1_500)).toBe(30);
    expect(resendSecondsLeft(1_000, 30, 30_001)).toBe(1);
    expect(resendSecondsLeft(1_000, 30, 31_000)).toBe(0);
    expect(resendSecondsLeft(1_000, 30, 99_000)).toBe(0);
  });
});

describe('failed calls in the alert box (spec 02 §8)', () => {
  it("shows the functions' own text", () => {
    expect(callErrorMessage(422, { error: UNDELIVERABLE_MESSAGE })).toBe(UNDELIVERABLE_MESSAGE);
    expect(callErrorMessage(503, { error: 'The code could not be sent. Please try again in a moment.' })).toBe(
      'The code could not be sent. Please try again in a moment.',
    );
  });

  it("falls back to the spec's messages: 429 too many attempts, 400 invalid code, else unknown", () => {
    expect(callErrorMessage(429, null)).toBe('Too many verification attempts. Please try again later.');
    expect(callErrorMessage(400, {})).toBe('The verification code is invalid. Please try again.');
    expect(callErrorMessage(502, '<html>')).toBe('An unknown error occurred.');
    expect(callErrorMessage(0, null)).toBe('An unknown error occurred.');
  });
});

describe("the header's Sign In link", () => {
  it('goes to My Garage on a watchlist site, with this page as the way back', () => {
    expect(signInHref({ watchlist: true, path: '/cars/a' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fcars%2Fa',
    );
  });

  it('comes back to this page on a site without one', () => {
    expect(signInHref({ watchlist: false, path: '/special-offers' })).toBe(
      '/sign-in?redirect=%2Fspecial-offers&back=%2Fspecial-offers',
    );
  });
});
