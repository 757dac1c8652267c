import { describe, expect, it } from 'vitest';
import { openPayments } from '../../../functions/adapters/open-payments.ts';
import { DataFileError } from '../../../src/domain/validation.ts';

describe('openPayments (PAYMENT_PROVIDER)', () => {
  it('is none by default: no payment taken', () => {
    expect(openPayments({}).name).toBe('none');
    expect(openPayments({ PAYMENT_PROVIDER: 'none' }).takesPayment).toBe(false);
  });

  it('is stripe with both secrets', () => {
    const payments = openPayments({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect([payments.name, payments.takesPayment]).toEqual(['stripe', true]);
  });

  it('stops the start naming every missing secret, and an unknown provider', () => {
    expect(() => openPayments({ PAYMENT_PROVIDER: 'stripe' })).toThrow(DataFileError);
    try {
      openPayments({ PAYMENT_PROVIDER: 'stripe' });
    } catch (error) {
      expect((error as Error).message).toContain('STRIPE_SECRET_KEY');
      expect((error as Error).message).toContain('STRIPE_WEBHOOK_SECRET');
    }
    expect(() => openPayments({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes STRIPE_API_BASE_URL as an http(s) origin only, named when it is not', () => {
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(openPayments({ ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).name).toBe('stripe');
    for (const bad of ['ftp://stripe.example', 'https://stripe.example/v1', 'not a url'])
      expect(() => openPayments({ ...stripe, STRIPE_API_BASE_URL: bad })).toThrow(/STRIPE_API_BASE_URL/);
  });
});
