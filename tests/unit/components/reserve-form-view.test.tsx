import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReserveFormView } from '../../../src/components/checkout/ReserveFormView.tsx';
import { RESERVE_TEXT_KEYS } from '../../../src/components/checkout/reserve-text.ts';
import { pickStrings } from '../../../src/components/vehicle/tools/pick-strings.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

type Form = ComponentProps<typeof ReserveFormView>['form'];
const text = pickStrings(DEFAULT_STRINGS, RESERVE_TEXT_KEYS);
const terms = { amount: 200, hours: 48, submitLabel: 'Reserve This Car $200' };
const noop = () => {};
const form = (fields: Partial<Form> = {}): Form => ({
  details: { firstName: '', lastName: '', email: '', phone: '' },
  errors: {},
  code: '',
  codeSent: false,
  notice: '',
  alert: null,
  busy: false,
  refused: null,
  takesPayment: null,
  verified: false,
  change: () => noop,
  setCode: noop,
  requestCode: async () => {},
  confirmCode: async () => {},
  submit: async () => {},
  ...fields,
});
const render = (fields: Partial<Form> = {}) =>
  renderToStaticMarkup(<ReserveFormView text={text} terms={terms} form={form(fields)} />);

describe('the checkout form (issue 16; spec 01 §9)', () => {
  it('states the deposit, the 48-hour hold and the refund as facts, and Reserve with the amount', () => {
    const html = render();
    expect(html).toContain('Reservation deposit: $200');
    expect(html).toContain('The car is held for you for 48 hours.');
    expect(html).toContain('Your deposit is fully refundable.');
    expect(html).toContain('>Reserve This Car $200</button>');
  });

  it('says nothing of payment until the functions say which provider (the build cannot know)', () => {
    const html = render();
    expect(html).not.toContain('No payment is taken');
    expect(html).not.toContain('on the next page');
  });

  it('none: says plainly that no payment is taken and the dealer confirms by phone', () =>
    expect(render({ takesPayment: false })).toContain(
      'No payment is taken online. The dealer will call you to confirm your reservation.',
    ));

  it('stripe: the deposit is paid on the next page', () =>
    expect(render({ takesPayment: true })).toContain('You pay the $200 deposit securely on the next page.'));

  it('asks for the code until the mobile is verified; then says it is', () => {
    expect(render()).toContain('>Send Code</button>');
    expect(render({ codeSent: true })).toContain('Verification Code');
    const verified = render({ verified: true });
    expect(verified).toContain('Mobile number verified.');
    expect(verified).not.toContain('Send Code');
  });

  it('a refused shopper sees the message and Find Me Something Similar, and no form to pay with', () => {
    const html = render({
      refused: { message: 'Sorry, another shopper has just reserved this car.', similarHref: '/cars/x#enquire' },
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Sorry, another shopper has just reserved this car.');
    expect(html).toContain('<a class="btn btn--accent" href="/cars/x#enquire">Find Me Something Similar</a>');
    expect(html).not.toContain('<form');
  });
});
