import { describe, expect, it, vi } from 'vitest';
import {
  PHONE_REVEALS_URL,
  logPhoneReveal,
  phoneRevealRequest,
  warnMissingPhone,
} from '../../../src/elements/dealer-phone.ts';
import { PhoneRevealRequestSchema } from '../../../src/domain/schemas/vehicle-calls.ts';

// The module registers <dealer-phone> when imported: Node has no DOM, so a stand-in element base
// and registry let its helpers load here (and show the registration).
const registry = vi.hoisted(() => {
  const defined = new Map<string, unknown>();
  vi.stubGlobal('HTMLElement', class {});
  vi.stubGlobal('customElements', {
    get: (name: string) => defined.get(name),
    define: (name: string, element: unknown) => defined.set(name, element),
  });
  return defined;
});

describe('the phone-reveal log (spec 01 §7 "Phone-reveal log: sends car_id, dealership_id, website_id")', () => {
  it.each([
    [
      "the block's data",
      { carId: '497301', dealershipId: '12', websiteId: 'southside-used-cars' },
      { car_id: 497301, dealership_id: 12, website_id: 'southside-used-cars' },
    ],
    ['no dealership', { carId: '7', websiteId: 's' }, { car_id: 7, dealership_id: null, website_id: 's' }],
    [
      'ids that are not positive whole numbers',
      { carId: 'x', dealershipId: '0', websiteId: '' },
      { car_id: null, dealership_id: null, website_id: null },
    ],
  ])('%s', (_name, data, request) => {
    expect(phoneRevealRequest(data)).toEqual(request);
    expect(PhoneRevealRequestSchema.safeParse(request).success).toBe(true);
  });

  it('is a same-origin JSON POST to the function, kept alive if the shopper leaves for the phone app', async () => {
    const send = vi.fn(async () => ({ ok: true, status: 204 }));
    const request = { car_id: 1, dealership_id: 2, website_id: 'southside-used-cars' };
    await expect(logPhoneReveal(request, send)).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(
      PHONE_REVEALS_URL,
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        credentials: 'same-origin',
        keepalive: true,
      }),
    );
    expect(PHONE_REVEALS_URL).toBe('/api/phone-reveals');
  });

  it.each([
    ['a refusal (429)', async () => ({ ok: false, status: 429 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('spec 01 §8 "phone reveal failure: logged only": %s', async (_name, send) => {
    const warn = vi.fn();
    await expect(logPhoneReveal({ car_id: 1 }, send, warn)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('Phone reveal not logged', expect.anything(), 1);
  });
});

describe('spec 01 §8 "Missing dealer phone: warning \'No phone number available for car\' logged"', () => {
  it("warns with the spec's text and the car", () => {
    const warn = vi.fn();
    warnMissingPhone(497301, warn);
    expect(warn).toHaveBeenCalledWith('No phone number available for car', 497301);
  });
});

describe('the element', () => {
  it('is registered once as <dealer-phone>', () => {
    expect([...registry.keys()]).toEqual(['dealer-phone']);
  });
});
