import { describe, expect, it } from 'vitest';
import { mobileNumber, NOT_AUSTRALIAN_MOBILE_MESSAGE } from '../../../src/domain/mobile-number.ts';
import {
  CODE_SENT_MESSAGE,
  codeEntry,
  codeMessage,
  DEFAULT_ONE_TIME_CODE_POLICY,
  INVALID_CODE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../../src/domain/one-time-code.ts';
import { safeRedirect } from '../../../src/domain/safe-redirect.ts';

describe('mobile number: "Phone numbers starting with country code 61 are converted to a leading 0" (spec 02 §5)', () => {
  it.each([
    ['0412345678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['61412345678', '0412345678'],
    ['+61412345678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['+61 (0) 412 345 678', '0412345678'],
    ['  0499.999.999 ', '0499999999'],
  ])('%j is the mobile %s (+61 for the SMS provider)', (input, local) => {
    expect(mobileNumber(input)).toEqual({ ok: true, local, e164: `+61${local.slice(1)}` });
  });

  it.each([
    ['', 'This is a required field.'],
    ['   ', 'This is a required field.'],
    [null, 'This is a required field.'],
  ])('%j is "This is a required field."', (input, error) => {
    expect(mobileNumber(input)).toEqual({ ok: false, error });
  });

  it.each([
    ['a landline', '07 3555 0123'],
    ['a landline with 61', '+61 2 9999 0000'],
    ['a 1300 number', '1300 123 456'],
    ['a UK mobile', '+44 7700 900123'],
    ['a NZ mobile', '+64 21 123 4567'],
    ['too short', '0412 345 67'],
    ['too long', '0412 345 6789'],
    ['letters', '0412 345 67a'],
    ['a reserved 05 number', '0512 345 678'],
    ['two numbers', '0412345678,0412345679'],
  ])('%s (%j) is refused: not an Australian mobile', (_, input) => {
    expect(mobileNumber(input)).toEqual({ ok: false, error: NOT_AUSTRALIAN_MOBILE_MESSAGE });
  });

  it('says clearly what is wanted', () => {
    expect(NOT_AUSTRALIAN_MOBILE_MESSAGE).toBe('Please enter an Australian mobile number, for example 0412 345 678.');
  });
});

describe('one-time code policy (issue 14, NIST SP 800-63B out-of-band codes)', () => {
  it('"6-digit codes …, valid 10 minutes, at most 5 wrong tries per code …, resend after 30 s at the earliest, at most 5 sends an hour per phone and per address"', () => {
    expect(DEFAULT_ONE_TIME_CODE_POLICY).toEqual({
      digits: 6,
      codeTtlMs: 10 * 60_000,
      maxWrongTries: 5,
      failureWindowMs: 60 * 60_000,
      resendAfterMs: 30_000,
      sendsPerPhone: 5,
      sendsPerAddress: 5,
      sendWindowMs: 60 * 60_000,
      sessionTtlMs: 30 * 24 * 60 * 60_000,
    });
  });

  it("uses the spec's texts (spec 02 §4, §8)", () => {
    expect(CODE_SENT_MESSAGE).toBe('Code sent!');
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many verification attempts. Please try again later.');
    expect(INVALID_CODE_MESSAGE).toBe('The verification code is invalid. Please try again.');
  });

  it.each([
    ['123456', { ok: true, code: '123456' }],
    ['000000', { ok: true, code: '000000' }],
    [' 123 456 ', { ok: true, code: '123456' }],
    ['', { ok: false, error: 'This is a required field.' }],
    [null, { ok: false, error: 'This is a required field.' }],
    ['12345', { ok: false, error: 'Code must be 6 digits.' }],
    ['1234567', { ok: false, error: 'Code must be 6 digits.' }],
    ['12345a', { ok: false, error: 'Code must be 6 digits.' }],
    ['１２３４５６', { ok: false, error: 'Code must be 6 digits.' }],
  ])('code entry %j (spec 02 §5 "exactly 6 characters (\'Code must be 6 digits.\')")', (input, expected) => {
    expect(codeEntry(input)).toEqual(expected);
  });

  it('the SMS starts with the code and says when it expires', () => {
    expect(codeMessage('042137', 'Harbour City Toyota', DEFAULT_ONE_TIME_CODE_POLICY)).toBe(
      '042137 is your Harbour City Toyota verification code. It expires in 10 minutes.',
    );
  });
});

describe('redirect after sign-in: "only if it is a path on this site (no open redirect)" (issue 14)', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/cars/2021-toyota-corolla?x=1#finance-form', '/cars/2021-toyota-corolla?x=1#finance-form'],
    ['/', '/'],
    ['/search/%2F%2Fevil.example', '/search/%2F%2Fevil.example'],
  ])('%j stays: a path on this site', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('attack: redirect=https://evil.example stays on the site', () => {
    const query = new URLSearchParams('type=watchlist&redirect=https://evil.example&back=/cars');
    expect(safeRedirect(query.get('redirect'))).toBe('/');
    expect(safeRedirect(new URLSearchParams('redirect=%2F%2Fevil.example').get('redirect'))).toBe('/');
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['//evil.example/path', 'protocol-relative with a path'],
    ['/\\evil.example', 'backslash (browsers read it as a slash)'],
    ['/\\/evil.example', 'backslash then slash'],
    ['https://evil.example', 'absolute URL'],
    ['http://evil.example/my-garage', 'absolute http URL'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['evil.example', 'no leading slash'],
    ['/\t/evil.example', 'tab (browsers strip it, leaving //)'],
    ['/\n/evil.example', 'newline'],
    ['/\r\n/evil.example', 'CR LF'],
    ['/\u0000/evil.example', 'NUL'],
    ['/ /evil.example', 'space'],
    ['/my-garage\u0085', 'C1 control'],
    ['', 'empty'],
    [null, 'missing'],
  ])('%j goes to the fallback: %s', (target, _why) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/cars')).toBe('/cars');
  });
});
