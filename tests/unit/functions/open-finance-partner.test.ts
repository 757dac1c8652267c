import { describe, expect, it } from 'vitest';
import { openFinancePartners } from '../../../functions/adapters/open-finance-partner.ts';
import { FinancePartnerSchema } from '../../../src/domain/schemas/finance-partner.ts';
import { DataFileError } from '../../../src/domain/validation.ts';

const site = (slug: string, partner: unknown) => ({
  slug,
  finance: { partner: FinancePartnerSchema.parse(partner) } as never,
});

describe("each tenant's finance partner at start-up", () => {
  it('the estimate by default, youx when named with its key in the environment', () => {
    const partners = openFinancePartners(
      [site('a', {}), site('b', { provider: 'youx', base_url: 'https://api.youx.example/v1', api_key_env: 'B_KEY' })],
      { B_KEY: 'secret' },
    );
    expect(partners('a').provider).toBe('estimate');
    expect(partners('b').provider).toBe('youx');
  });

  it('a youx tenant without its key stops the start, naming the tenant and the variable', () => {
    expect(() =>
      openFinancePartners([site('b', { provider: 'youx', base_url: 'https://api.youx.example/v1' })], {}),
    ).toThrow(DataFileError);
    expect(() =>
      openFinancePartners([site('b', { provider: 'youx', base_url: 'https://api.youx.example/v1' })], {}),
    ).toThrow(/b: finance.partner youx needs YOUX_API_KEY/);
  });
});
