import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MyGarageView } from '../../../src/components/my-garage/MyGarageView.tsx';
import { GARAGE_TEXT_KEYS } from '../../../src/components/my-garage/garage-view.ts';
import type { MyGarageState } from '../../../src/components/my-garage/use-my-garage.ts';
import { pickStrings } from '../../../src/components/vehicle/tools/pick-strings.ts';
import type { GarageRow } from '../../../src/domain/my-garage.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const text = pickStrings(DEFAULT_STRINGS, GARAGE_TEXT_KEYS);
const SOLD: GarageRow = {
  car_id: 7,
  saved_at: '2026-11-01T00:00:00.000Z',
  state: 'sold',
  car: {
    id: 7,
    slug: 'cx-5',
    path: '/cars/cx-5',
    name: '2021 Mazda CX-5',
    price: 31_990,
    status: 'sold',
    primary_image_url: null,
  },
};
const GONE: GarageRow = { car_id: 8, saved_at: '2026-11-01T00:00:00.000Z', state: 'gone', car: null };
const state = (fields: Partial<MyGarageState>): MyGarageState => ({
  load: { kind: 'loading' },
  rows: [],
  alert: null,
  notice: '',
  heading: createRef(),
  remove: async () => {},
  leave: async () => {},
  retry: () => {},
  ...fields,
});
const render = (fields: Partial<MyGarageState>) =>
  renderToStaticMarkup(<MyGarageView text={text} searchHref="/search/used-cars" form={state(fields)} />);

describe('/my-garage (issue 14 item 6)', () => {
  it('says it is loading, then offers Try again when the list could not be loaded', () => {
    expect(render({})).toContain('<p role="status">Loading your saved cars…</p>');
    expect(render({ load: { kind: 'failed' } })).toContain('Try again');
  });

  it('an empty garage links to the search', () => {
    const html = render({ load: { kind: 'loaded', rows: [] } });
    expect(html).toContain('You have not saved any cars yet.');
    expect(html).toContain('<a class="btn" href="/search/used-cars">Browse our stock</a>');
  });

  it('a sold car is marked and linked; a car gone from the stock is a row saying so; each can be removed', () => {
    const html = render({ load: { kind: 'loaded', rows: [SOLD, GONE] }, rows: [SOLD, GONE] });
    expect(html).toContain('<a href="/cars/cx-5">2021 Mazda CX-5</a>');
    expect(html).toContain('<p class="garage__price">$31,990</p><p class="garage__note">Sold</p>');
    expect(html).toContain('Car 8</h3><p class="garage__note">This car is no longer in our stock.</p>');
    expect(html).toContain('aria-label="Remove 2021 Mazda CX-5 from My Garage"');
    expect(html).toContain('aria-label="Remove Car 8 from My Garage"');
  });

  it('a failed removal shows the error in the alert box (spec 01 §8)', () => {
    const html = render({ load: { kind: 'loaded', rows: [SOLD] }, rows: [SOLD], alert: 'Please sign in to continue.' });
    expect(html).toContain('<div class="form-alert" role="alert">Please sign in to continue.</div>');
  });
});
