import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignInView } from '../../../src/components/sign-in/SignInView.tsx';
import { SIGN_IN_TEXT_KEYS } from '../../../src/components/sign-in/sign-in-text.ts';
import type { SignInState } from '../../../src/components/sign-in/use-sign-in.ts';
import { pickStrings } from '../../../src/components/vehicle/tools/pick-strings.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const text = pickStrings(DEFAULT_STRINGS, SIGN_IN_TEXT_KEYS);
const noop = () => {};
const state = (fields: Partial<SignInState> = {}): SignInState => ({
  query: { type: 'my-garage', redirect: '/my-garage', back: '/cars/a' },
  status: 'idle',
  details: { first_name: '', last_name: '', phone: '' },
  detailErrors: {},
  code: '',
  codeProblem: null,
  alert: null,
  notice: '',
  busy: false,
  secondsLeft: 0,
  codeInput: createRef(),
  phoneInput: createRef(),
  change: () => noop,
  setCode: noop,
  submitDetails: async () => {},
  submitCode: async () => {},
  requestCode: async () => true,
  changeNumber: noop,
  ...fields,
});
const render = (fields?: Partial<SignInState>) => renderToStaticMarkup(<SignInView text={text} form={state(fields)} />);

describe('the sign-in page (spec 02 §4 "Sign-in"; issue 14 item 4)', () => {
  it('asks for a name and a mobile, labelled, with Send Code and the way back', () => {
    const html = render();
    expect(html).toContain('<label for="sign-in-first-name">First Name</label>');
    const phone = /<input[^>]*id="sign-in-phone"[^>]*>/.exec(html)?.[0] ?? '';
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('autoComplete="tel"');
    expect(phone).toContain('aria-required="true"');
    expect(html).toContain('Send Code');
    expect(html).toContain('<a class="btn btn--outline" href="/cars/a">Back</a>');
  });

  it('shows a field error under its field, described by it', () => {
    const html = render({ detailErrors: { phone: 'This is a required field.' } });
    expect(html).toContain('aria-invalid="true" aria-describedby="sign-in-phone-error"');
    expect(html).toContain('<span id="sign-in-phone-error">This is a required field.</span>');
  });

  it("after Send Code: 'Code sent!', the code as a one-time code on a numeric keypad, resend after the wait", () => {
    const html = render({
      status: 'verificationSent',
      notice: 'Code sent!',
      details: { first_name: 'Sam', last_name: '', phone: '+61412345678' },
      secondsLeft: 12,
    });
    expect(html).toContain('<strong>Code sent!</strong> We texted a 6-digit code to 0412 345 678.');
    expect(html).toMatch(/autoComplete="one-time-code" inputMode="numeric"/);
    expect(html).toMatch(/<button type="button" class="btn btn--outline" disabled="">Resend Code<\/button>/);
    expect(html).toContain('You can ask for a new code in 12 s.');
    expect(html).toContain('aria-live="polite"');
  });

  it('offers Resend Code once the wait is over', () => {
    const html = render({ status: 'verificationSent', secondsLeft: 0 });
    expect(html).toMatch(/<button type="button" class="btn btn--outline">Resend Code<\/button>/);
  });

  it('shows a failed call in the destructive alert box (spec 02 §8)', () => {
    const html = render({ status: 'verificationSent', alert: 'The verification code is invalid. Please try again.' });
    expect(html).toContain(
      '<div class="form-alert" role="alert">The verification code is invalid. Please try again.</div>',
    );
  });
});
