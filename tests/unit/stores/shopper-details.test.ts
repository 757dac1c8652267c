import { describe, expect, it } from 'vitest';
import {
  createShopperDetailsStore,
  decodeStoredDetails,
  SHOPPER_DETAILS_STORAGE_KEY,
} from '../../../src/stores/shopper-details.ts';
import { memoryStorage } from './fake-storage.ts';

describe('$storedDetails: spec 02 §3 "Stored user details (local storage, used to prefill forms)"', () => {
  it("a sent form's contact details are remembered; a blank field keeps the stored value; other fields are not kept", () => {
    const storage = memoryStorage();
    const store = createShopperDetailsStore(storage, null);
    store.rememberShopperDetails({
      name: ' Jane ',
      email: 'jane@example.com',
      phone: '0412 345 678',
      message: 'Hi',
      opt_in: true,
    });
    store.rememberShopperDetails({ name: 'Janet', email: '', postcode: '4000' });
    const expected = { name: 'Janet', email: 'jane@example.com', phone: '0412 345 678', postcode: '4000' };
    expect(store.$storedDetails.get()).toEqual(expected);
    expect(JSON.parse(storage.data[SHOPPER_DETAILS_STORAGE_KEY]!)).toEqual(expected);
    expect(createShopperDetailsStore(storage, null).$storedDetails.get()).toEqual(expected);
  });

  it.each<[string, unknown, object]>([
    ['nothing stored', undefined, {}],
    ['a list', ['Jane'], {}],
    [
      'text values only, trimmed, blanks dropped',
      { name: ' Jane ', email: 5, phone: '', postcode: '4000', company: 'x' },
      { name: 'Jane', postcode: '4000' },
    ],
  ])('decodes %s', (_name, stored, expected) => expect(decodeStoredDetails(stored)).toEqual(expected));

  it('a storage that refuses the write keeps the details for this page', () => {
    const storage = memoryStorage();
    storage.refuse = true;
    const store = createShopperDetailsStore(storage, null);
    store.rememberShopperDetails({ name: 'Jane' });
    expect(store.$storedDetails.get()).toEqual({ name: 'Jane' });
  });
});
