import { describe, expect, it } from 'vitest';
import { EMBEDDED_SEARCH_CAR_LIMIT, embeddedSearchWarning } from '../../../src/site/embedded-search-limit.ts';
import { site as siteWith } from '../../fixtures/cars.ts';

describe('the build warns a tenant whose stock is too large for the embedded search engine (issue 20 item 5)', () => {
  const embedded = siteWith({});

  it('stays quiet up to the limit', () => {
    expect(embeddedSearchWarning(embedded, EMBEDDED_SEARCH_CAR_LIMIT)).toBeNull();
  });

  it('names the tenant, its car count and the limit above it, in one line', () => {
    const warning = embeddedSearchWarning(embedded, EMBEDDED_SEARCH_CAR_LIMIT + 1);
    expect(warning).toContain('test-motors');
    expect(warning).toContain(`${EMBEDDED_SEARCH_CAR_LIMIT + 1} cars`);
    expect(warning).toContain(`limit of ${EMBEDDED_SEARCH_CAR_LIMIT}`);
    expect(warning).toContain('"backend": "meilisearch"');
    expect(warning).not.toContain('\n');
  });

  it('holds the largest stock measured within the aims (19,740 cars after the 40,000-car rework), not 40,000', () => {
    expect(embeddedSearchWarning(embedded, 19_740)).toBeNull();
    expect(embeddedSearchWarning(embedded, 39_480)).not.toBeNull();
  });

  it('says nothing to a tenant already on Meilisearch', () => {
    const meilisearch = siteWith({ search: { backend: 'meilisearch' } });
    expect(embeddedSearchWarning(meilisearch, EMBEDDED_SEARCH_CAR_LIMIT * 10)).toBeNull();
  });
});
