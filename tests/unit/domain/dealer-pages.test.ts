import { describe, expect, it } from 'vitest';
import {
  builtFooterGroups,
  builtHeaderItems,
  dealerFormCategory,
  dealerPageCrumbs,
  isContentRoute,
  menuLinkIsBuilt,
  modelsByBody,
  postExcerpt,
  withBrandDirectory,
  withVehiclesMenu,
} from '../../../src/domain/dealer-pages.ts';
import {
  AccessoriesSchema,
  DealerPageSchema,
  OfferSchema,
  PostSchema,
} from '../../../src/domain/schemas/dealer-content.ts';
import { normaliseEnquiryCategory } from '../../../src/domain/lead-forms.ts';
import { CAREERS_EVENT_ID } from '../../../src/domain/analytics.ts';

describe('menus link only the dealer pages a tenant built (issue 17: "a page with no content is not built and not linked")', () => {
  const built = new Set(['/about-us', '/special-offers', '/toyota/overview']);

  it('knows the content routes of spec 02 §2 from the pages every build has', () => {
    for (const href of ['/special-offers', '/careers', '/pages/book-a-service', '/kia/overview', '/models?body=SUV'])
      expect(isContentRoute(href), href).toBe(true);
    for (const href of ['/', '/finance', '/search/used-cars', '/contact-us', '/dealer-locator', '/cars/x'])
      expect(isContentRoute(href), href).toBe(false);
  });

  it('keeps a link to a built content page (query and trailing slash ignored) and any non-content link', () => {
    expect(menuLinkIsBuilt('/about-us/', built)).toBe(true);
    expect(menuLinkIsBuilt('/special-offers?x=1#top', built)).toBe(true);
    expect(menuLinkIsBuilt('/finance', built)).toBe(true);
    expect(menuLinkIsBuilt('/careers', built)).toBe(false);
    expect(menuLinkIsBuilt('/kia/overview', built)).toBe(false);
  });

  it('drops unbuilt header links, and a dropdown left empty', () => {
    const items = [
      { label: 'Home', href: '/', children: [] },
      { label: 'Service', href: '/service', children: [] },
      {
        label: 'Brands',
        href: null,
        children: [
          { label: 'Toyota', href: '/toyota/overview' },
          { label: 'Kia', href: '/kia/overview' },
        ],
      },
      { label: 'Blog', href: null, children: [{ label: 'News', href: '/blog' }] },
    ];
    expect(builtHeaderItems(items, built)).toEqual([
      items[0],
      { ...items[2], children: [{ label: 'Toyota', href: '/toyota/overview' }] },
    ]);
  });

  it('drops unbuilt footer links, and a group left empty', () => {
    const groups = [
      {
        title: 'Buyer Tools',
        links: [
          { label: 'Offers', href: '/special-offers' },
          { label: 'Fleet', href: '/fleet' },
        ],
      },
      { title: 'Servicing and Parts', links: [{ label: 'Book a Service', href: '/service' }] },
    ];
    expect(builtFooterGroups(groups, built)).toEqual([
      { title: 'Buyer Tools', links: [{ label: 'Offers', href: '/special-offers' }] },
    ]);
  });
});

describe('spec 02 §2 "Home, Vehicles (models dropdown by body type), Our Stock, ..."', () => {
  const slug = (body: string) => body.toLowerCase();
  const items = [
    { label: 'Home', href: '/', children: [] },
    { label: 'Our Stock', href: '/search/used-cars', children: [] },
  ];

  it('adds Vehicles after Home: one /models/{body} page per body type (built, no script), all models, the directory', () => {
    expect(withVehiclesMenu(items, ['SUV', 'Ute'], slug)).toEqual([
      items[0],
      {
        label: 'Vehicles',
        href: null,
        children: [
          { label: 'SUV', href: '/models/suv' },
          { label: 'Ute', href: '/models/ute' },
          { label: 'All Models', href: '/models' },
          { label: 'Find a Model', href: '/models/search' },
        ],
      },
      items[1],
    ]);
  });

  it('the Vehicles links are content routes: dropped where the tenant did not build them', () => {
    const [, vehicles] = builtHeaderItems(withVehiclesMenu(items, ['SUV', 'Ute'], slug), new Set(['/models/suv']));
    expect(vehicles?.children).toEqual([{ label: 'SUV', href: '/models/suv' }]);
  });

  it('the brands dropdown ends with the manufacturer directory search (issue 17 item 9); other dropdowns do not', () => {
    const menu = [
      { label: 'Brands', children: [{ label: 'Kia', href: '/kia/overview' }] },
      { label: 'More', children: [{ label: 'About Us', href: '/about-us' }] },
    ];
    expect(withBrandDirectory(menu)).toEqual([
      { label: 'Brands', children: [...menu[0]!.children, { label: 'Find a Brand', href: '/brands/search' }] },
      menu[1],
    ]);
  });

  it("keeps the site's own Vehicles item, and adds none without body types", () => {
    const own = [...items, { label: 'Vehicles', href: '/vehicles', children: [] }];
    expect(withVehiclesMenu(own, ['SUV'], slug)).toEqual(own);
    expect(withVehiclesMenu(items, [], slug)).toEqual(items);
  });
});

describe('dealer page rules', () => {
  it('spec 02 §2 "Breadcrumbs: Home, ..., current page": the current page is not a link', () => {
    expect(dealerPageCrumbs('Runout Sale', [{ label: 'Special Offers', href: '/special-offers' }])).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Special Offers', href: '/special-offers' },
      { label: 'Runout Sale', href: null },
    ]);
  });

  it('spec 02 §2 "blog cards (... 80-character excerpt ...)": at most 80 characters, cut at a word', () => {
    const body = 'Hybrid cars save fuel in city traffic because the **electric motor** does the work at low speeds.';
    const excerpt = postExcerpt(undefined, body);
    expect(excerpt.length).toBeLessThanOrEqual(80);
    expect(excerpt).toBe('Hybrid cars save fuel in city traffic because the electric motor does the work…');
    expect(postExcerpt('Short and sweet.', body)).toBe('Short and sweet.');
  });

  it('spec 02 §4: a careers page form converts as a careers enquiry (General Enquiry, event 51)', () => {
    const category = dealerFormCategory('careers')!;
    expect(normaliseEnquiryCategory({ category })).toMatchObject({
      category: 'General Enquiry',
      eventId: CAREERS_EVENT_ID,
    });
    expect(dealerFormCategory('service')).toBe('Service Enquiry');
    expect(dealerFormCategory('enquiry')).toBeUndefined();
  });

  it('spec 02 §2 /models?body=: models in stock grouped by body type, cars without one left out', () => {
    const cars = [
      { make: 'Toyota', model: 'RAV4', simple_body: 'SUV' },
      { make: 'Toyota', model: 'HiLux', simple_body: 'Ute' },
      { make: 'Toyota', model: 'RAV4', simple_body: 'SUV' },
      { make: 'Kia', model: 'Sportage', simple_body: 'SUV' },
      { make: 'Kia', model: 'EV6', simple_body: null },
    ];
    expect(modelsByBody(cars)).toEqual([
      {
        body: 'SUV',
        models: [
          { make: 'Kia', model: 'Sportage', count: 1 },
          { make: 'Toyota', model: 'RAV4', count: 2 },
        ],
      },
      { body: 'Ute', models: [{ make: 'Toyota', model: 'HiLux', count: 1 }] },
    ]);
  });
});

describe('dealer content schemas: a bad value is refused with its field', () => {
  const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join('.'));

  it('refuses a javascript: link, an unknown form and an unknown key', () => {
    expect(
      fields(
        OfferSchema.safeParse({
          title: 'A',
          summary: 'B',
          start: '2026-01-01',
          expiry: '2026-02-01',
          cta_href: 'javascript:alert(1)',
        }),
      ),
    ).toEqual(['cta_href']);
    expect(fields(DealerPageSchema.safeParse({ title: 'A', description: 'B', form: 'payroll' }))).toEqual(['form']);
    expect(fields(DealerPageSchema.safeParse({ title: 'A', description: 'B', colour: 'red' }))).toEqual(['']);
  });

  it('refuses an offer that starts after it expires, and takes a YAML date as its day', () => {
    expect(
      fields(OfferSchema.safeParse({ title: 'A', summary: 'B', start: '2026-03-01', expiry: '2026-02-01' })),
    ).toEqual(['start']);
    expect(PostSchema.parse({ title: 'A', date: new Date('2026-11-10T00:00:00Z') }).date).toBe('2026-11-10');
  });

  it('an accessories page needs its make, model, description and at least one item; a price is whole dollars', () => {
    const page = { make: 'Toyota', model: 'HiLux', description: 'D', items: [{ name: 'Tow bar', price: 1290 }] };
    expect(AccessoriesSchema.parse(page).items).toEqual([{ name: 'Tow bar', price: 1290 }]);
    expect(fields(AccessoriesSchema.safeParse({ ...page, items: [] }))).toEqual(['items']);
    expect(fields(AccessoriesSchema.safeParse({ ...page, items: [{ name: 'X', price: 9.5 }] }))).toEqual([
      'items.0.price',
    ]);
    expect(fields(AccessoriesSchema.safeParse({ ...page, model: undefined }))).toEqual(['model']);
  });
});
