import { describe, expect, it } from 'vitest';
import { openPayments } from '../../../functions/reservation-services.ts';
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
});
