import { describe, expect, it } from 'vitest';
import { CarSchema } from '../../../src/domain/schemas/car.ts';
import { SiteConfigSchema } from '../../../src/domain/schemas/site-config.ts';
import { isSitePath, isWebUrl, linkHref, siteUrlOrPath, webUrl } from '../../../src/domain/schemas/urls.ts';
import { parseSiteConfig, parseStock } from '../../../src/domain/stock-file.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';
import { problemsOf } from '../../fixtures/data-file-problems.ts';

const SITE_URL_OR_PATH = 'expected a path starting with "/" or a full http:// or https:// URL';
const WEB_URL = 'expected a full http:// or https:// URL';

/** Values a browser would run, or that lead off the site while looking like a path. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  'https://\nevil.example',
  'https:evil.example',
  'ftp://files.example/report.pdf',
  'report.pdf',
];

describe('URL fields accept only http(s) URLs and site paths', () => {
  it.each(HOSTILE)('refuses %j everywhere', (value) => {
    expect(isWebUrl(value)).toBe(false);
    expect(isSitePath(value)).toBe(false);
    expect(siteUrlOrPath().safeParse(value).success).toBe(false);
    expect(webUrl().safeParse(value).success).toBe(false);
    expect(linkHref().safeParse(value).success).toBe(false);
  });

  it.each(['https://www.google.com/maps/search/?api=1&query=1+Main+St', 'http://dealer.example/reports/a.pdf'])(
    'accepts the web URL %s',
    (value) => {
      expect(webUrl().safeParse(value).success).toBe(true);
      expect(siteUrlOrPath().safeParse(value).success).toBe(true);
    },
  );

  it('accepts site paths where a path makes sense, and not where a full URL is needed', () => {
    expect(siteUrlOrPath().safeParse('/logo.svg').success).toBe(true);
    expect(siteUrlOrPath().safeParse('/').success).toBe(true);
    expect(webUrl().safeParse('/maps').success).toBe(false);
  });

  it('lets menu links be in-page anchors, tel: and mailto:, but not javascript:', () => {
    for (const value of ['#stock', 'tel:0730000000', 'mailto:sales@dealer.example'])
      expect(linkHref().safeParse(value).success).toBe(true);
    expect(linkHref().safeParse('tel:"><script>').success).toBe(false);
  });
});

describe('a bad URL in the stock feed names the row and the field', () => {
  const bad = { ...minimalCarRow, id: 2, slug: 'bad-car', stocknum: 'S9' };

  it.each([
    ['file', { file: 'javascript:alert(1)' }, 'file', 'javascript:alert(1)'],
    ['video_url', { video_url: 'javascript:alert(1)' }, 'video_url', 'javascript:alert(1)'],
    ['external_video_url', { external_video_url: 'data:text/html,x' }, 'external_video_url', 'data:text/html,x'],
    ['primary_image_url', { primary_image_url: 'javascript:x' }, 'primary_image_url', 'javascript:x'],
    [
      'spin_interior_image',
      { spin_interior_image: '//evil.example/a.jpg' },
      'spin_interior_image',
      '//evil.example/a.jpg',
    ],
    ['an image', { images: [{ image: { url: 'javascript:x' } }] }, 'images[0].image.url', 'javascript:x'],
    [
      'a thumbnail',
      { images: [{ image: { url: '/a.jpg', thumb: { url: 'javascript:x' } } }] },
      'images[0].image.thumb.url',
      'javascript:x',
    ],
    ['thumbnails', { thumbnails: ['/a.jpg', 'javascript:x'] }, 'thumbnails[1]', 'javascript:x'],
    ['spin_images', { spin_images: ['javascript:x'] }, 'spin_images[0]', 'javascript:x'],
  ])('%s', (_name, fields, field, value) => {
    const problems = problemsOf(() => parseStock([minimalCarRow, { ...bad, ...fields }], 'sites/x/stock.json'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('sites/x/stock.json: car 2 (stocknum S9): ');
    expect(problems[0]).toContain(`${field}: ${SITE_URL_OR_PATH}, got ${JSON.stringify(value)}`);
  });

  it("the location's place_url must be a full http(s) URL", () => {
    const problems = problemsOf(() =>
      parseStock(
        [{ ...bad, location: { id: 1, name: 'N', slug: 'n', address: { place_url: 'javascript:alert(1)' } } }],
        'sites/x/stock.json',
      ),
    );
    expect(problems[0]).toContain(`location.address.place_url: ${WEB_URL}, got "javascript:alert(1)"`);
  });

  it('keeps the links a feed may send: site paths, https URLs and blank for none', () => {
    const car = CarSchema.parse({
      ...minimalCarRow,
      file: '/reports/S1.pdf',
      video_url: 'https://www.youtube.com/watch?v=abc',
      external_video_url: '',
      location: { id: 1, name: 'N', slug: 'n', address: { place_url: '' } },
    });
    expect(car.file).toBe('/reports/S1.pdf');
  });
});

describe('a bad URL in site.json names the file and the field', () => {
  const location = minimalSiteInput.locations[0]!;
  it.each([
    [
      'a location place_url',
      { locations: [{ ...location, address: { ...location.address, place_url: 'javascript:alert(1)' } }] },
      `locations[0].address.place_url: ${WEB_URL}, got "javascript:alert(1)"`,
    ],
    [
      'the theme logo',
      { theme: { logo_url: 'javascript:alert(1)' } },
      `theme.logo_url: ${SITE_URL_OR_PATH}, got "javascript:alert(1)"`,
    ],
    [
      'a closed-day link',
      { locations: [{ ...location, closed_day_link: 'javascript:alert(1)' }] },
      `locations[0].closed_day_link: ${SITE_URL_OR_PATH}, got "javascript:alert(1)"`,
    ],
    [
      'a location image',
      { locations: [{ ...location, image: { image: { url: 'data:image/svg+xml,x' } } }] },
      `locations[0].image.image.url: ${SITE_URL_OR_PATH}, got "data:image/svg+xml,x"`,
    ],
    [
      'a manufacturer logo',
      { manufacturers: [{ id: 1, name: 'Toyota', slug: 'toyota', logo_url: 'javascript:x' }] },
      `manufacturers[0].logo_url: ${SITE_URL_OR_PATH}, got "javascript:x"`,
    ],
    [
      'a menu link',
      { menus: { header: [{ label: 'Home', href: 'javascript:alert(1)' }] } },
      'menus.header[0].href: expected a path starting with "/", a full http:// or https:// URL, "#…", "tel:" or "mailto:", got "javascript:alert(1)"',
    ],
    [
      'a promo card image',
      {
        promo_cards: [
          { title: 'T', image_url: 'javascript:x', start: '2026-01-01', expiry: '2026-12-31', position: 5 },
        ],
      },
      `promo_cards[0].image_url: ${SITE_URL_OR_PATH}, got "javascript:x"`,
    ],
    [
      'the gallery slide image',
      { gallery: { custom_slide: { image: 'javascript:x', alt: 'Offer' } } },
      `gallery.custom_slide.image: ${SITE_URL_OR_PATH}, got "javascript:x"`,
    ],
    [
      'the analytics beacon',
      { analytics: { beacon_url: 'javascript:x' } },
      `analytics.beacon_url: ${SITE_URL_OR_PATH}, got "javascript:x"`,
    ],
    [
      'the image CDN',
      { image_cdn: { base_url: 'javascript:x' } },
      `image_cdn.base_url: ${SITE_URL_OR_PATH}, got "javascript:x"`,
    ],
    [
      'the Meilisearch host',
      { search: { backend: 'meilisearch', meilisearch_host: 'javascript:x' } },
      `search.meilisearch_host: ${WEB_URL}, got "javascript:x"`,
    ],
  ])('%s', (_name, fields, message) => {
    expect(
      problemsOf(() => parseSiteConfig({ ...minimalSiteInput, ...fields }, 'sites/test-motors/site.json')),
    ).toContain(`sites/test-motors/site.json: ${message}`);
  });

  it('the sample tenants keep their site paths and maps links', () => {
    expect(
      SiteConfigSchema.safeParse({
        ...minimalSiteInput,
        theme: { logo_url: '/logo.svg' },
        gallery: { custom_slide: { image: '/gallery/offer.svg', alt: 'Offer', href: '/finance' } },
      }).success,
    ).toBe(true);
  });
});
