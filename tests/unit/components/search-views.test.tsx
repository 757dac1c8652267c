/**
 * The results page's views, rendered from props alone (no search client, no InstantSearch): each
 * widget in src/components/search is a hook (InstantSearch's state), a thin widget, and one of
 * these views.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import type { PromoCard } from '../../../src/domain/schemas/promo.ts';
import type { VehicleCardModel } from '../../../src/domain/vehicle-card-model.ts';
import { cardText } from '../../../src/components/VehicleCard.tsx';
import { CurrentFiltersView } from '../../../src/components/search/CurrentFiltersView.tsx';
import { FacetSection } from '../../../src/components/search/FacetSection.tsx';
import { NoResults } from '../../../src/components/search/NoResults.tsx';
import { RangeFilterView } from '../../../src/components/search/RangeFilterView.tsx';
import {
  RefinementFilterView,
  type RefinementListState,
} from '../../../src/components/search/RefinementFilterView.tsx';
import { ResultGridView } from '../../../src/components/search/ResultGridView.tsx';
import {
  ResultCountView,
  ResultHeadingView,
  ShowMeButtonView,
} from '../../../src/components/search/ResultSummaryView.tsx';
import { ResultsPaginationView } from '../../../src/components/search/ResultsPaginationView.tsx';
import { SearchBoxView } from '../../../src/components/search/SearchBoxView.tsx';
import { SortSelectView } from '../../../src/components/search/SortSelectView.tsx';
import { refinementLabel, rangeValueLabel } from '../../../src/components/search/facet-labels.ts';
import { searchText } from '../../../src/components/search/search-text.ts';

const text = searchText(DEFAULT_STRINGS);
const html = (element: ReactElement) => renderToStaticMarkup(element);
const noop = () => {};

describe('search views (props only)', () => {
  it('CurrentFiltersView: an empty row without filters (no layout shift), then one removable chip per value and Clear all', () => {
    expect(html(<CurrentFiltersView text={text} chips={[]} canClear={false} onClearAll={noop} />)).toBe(
      '<div class="current-filters"></div>',
    );
    const markup = html(
      <CurrentFiltersView
        text={text}
        canClear
        onClearAll={noop}
        chips={[
          { key: 'make--Ford', name: 'Make: Ford', remove: noop },
          { key: 'price-<=-30000', name: 'Price: up to $30,000', remove: noop },
        ]}
      />,
    );
    expect(markup).toContain('role="group" aria-label="Your filters"');
    expect(markup).toContain('aria-label="Remove Make: Ford"');
    expect(markup).toContain('aria-label="Remove Price: up to $30,000"');
    expect(markup).toContain('>Clear all</button>');
    expect(
      html(
        <CurrentFiltersView
          text={text}
          canClear={false}
          onClearAll={noop}
          chips={[{ key: 'a', name: 'Make: Ford', remove: noop }]}
        />,
      ),
    ).not.toContain('Clear all');
  });

  it('FacetSection: condition, make, model and price start open; others start closed unless in use', () => {
    const open = html(
      <FacetSection attribute="make" label="Make" active={false}>
        <p>options</p>
      </FacetSection>,
    );
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('<p>options</p>');
    const closed = html(
      <FacetSection attribute="colour" label="Colour" active={false}>
        <p>options</p>
      </FacetSection>,
    );
    expect(closed).toContain('aria-expanded="false"');
    expect(closed).toContain('hidden=""');
    expect(closed).not.toContain('<p>options</p>');
    expect(
      html(
        <FacetSection attribute="colour" label="Colour" active>
          <p>options</p>
        </FacetSection>,
      ),
    ).toContain('<p>options</p>');
  });

  it("NoResults: the spec's text and the card with Clear Filters to its target", () => {
    const markup = html(<NoResults text={text} clearFiltersHref="/special-offers" />);
    expect(markup).toContain(DEFAULT_STRINGS['search.noResults']);
    expect(markup).toContain('<h2 id="no-results-title">No Results Available</h2>');
    expect(markup).toContain('href="/special-offers"');
  });

  it('RangeFilterView: two labelled thumbs with the values as text; a range of one value is disabled', () => {
    const slider = {
      bounds: { min: 5000, max: 95000 },
      step: 900,
      value: { min: 5000, max: 40000 },
      active: true,
      move: noop,
    };
    const markup = html(
      <RangeFilterView filter={{ attribute: 'price', label: 'Price' }} text={text} slider={slider} />,
    );
    expect(markup).toContain('aria-label="Minimum price"');
    expect(markup).toContain('aria-label="Maximum price"');
    expect(markup).toContain('aria-valuetext="$40,000"');
    expect(markup).toContain('step="900"');
    expect(markup).not.toContain('disabled');
    const single = html(
      <RangeFilterView
        filter={{ attribute: 'km', label: 'Kilometres' }}
        text={text}
        slider={{ ...slider, bounds: { min: 1000, max: 1000 }, value: { min: 1000, max: 1000 } }}
      />,
    );
    expect(single.match(/disabled=""/g)).toHaveLength(2);
  });

  it('RefinementFilterView: a checkbox per value with label and count, Show all; nothing without values', () => {
    const list: RefinementListState = {
      items: [
        { value: 'used', label: 'Used', count: 1234, isRefined: true },
        { value: 'new', label: 'New', count: 5, isRefined: false },
      ],
      toggle: noop,
      canToggleShowMore: true,
      isShowingMore: false,
      toggleShowMore: noop,
    };
    const markup = html(
      <RefinementFilterView filter={{ attribute: 'car_type', label: 'Condition' }} text={text} list={list} />,
    );
    expect(markup).toContain('<span class="facet__label">Used</span><span class="facet__count">1,234</span>');
    expect(markup.match(/checked=""/g)).toHaveLength(1);
    expect(markup).toContain('aria-expanded="false">Show all</button>');
    expect(
      html(
        <RefinementFilterView
          filter={{ attribute: 'car_type', label: 'Condition' }}
          text={text}
          list={{ ...list, isShowingMore: true }}
        />,
      ),
    ).toContain('Show fewer');
    expect(
      html(
        <RefinementFilterView
          filter={{ attribute: 'car_type', label: 'Condition' }}
          text={text}
          list={{ ...list, items: [] }}
        />,
      ),
    ).toBe('');
  });

  it('ResultGridView: cars and promo cards in order, the first two images loaded first', () => {
    const card = (id: number) =>
      ({
        id,
        href: `/cars/car-${id}`,
        title: `Car ${id}`,
        subtitle: '',
        imageUrl: `/media/${id}.svg`,
        imageAlt: `Car ${id}`,
        tag: null,
        price: { kind: 'price', amount: 20_000, priceType: null, wasPrice: null },
        inStock: true,
        facts: [],
        reserve: null,
      }) as unknown as VehicleCardModel;
    const hit = (id: number) => ({ kind: 'car' as const, item: { objectID: String(id), id, card: card(id) } });
    const promo = { title: 'Service Special', button_label: 'Book', href: '/service' } as PromoCard;
    const markup = html(
      <ResultGridView
        label="Search results"
        cardText={cardText(DEFAULT_STRINGS, { features: { watchlist: false, local_favourites: false } })}
        tiles={[hit(1), hit(2), { kind: 'promo', card: promo }, hit(3)]}
      />,
    );
    expect(markup).toContain('<ul class="card-grid" aria-label="Search results">');
    expect([...new Set([...markup.matchAll(/href="(\/cars\/car-\d)"/g)].map((match) => match[1]))]).toEqual([
      '/cars/car-1',
      '/cars/car-2',
      '/cars/car-3',
    ]);
    expect(markup.indexOf('aria-label="Service Special"')).toBeGreaterThan(markup.indexOf('Car 2'));
    expect(markup.match(/loading="eager"/g)).toHaveLength(2);
  });

  it('ResultSummaryView: the count (one vehicle / many), the heading, Show Me with its noun', () => {
    expect(html(<ResultCountView text={text} count={2345} />)).toBe(
      '<p class="result-count" role="status">2,345 vehicles found</p>',
    );
    expect(html(<ResultCountView text={text} count={1} />)).toContain('1 vehicle found');
    expect(html(<ResultHeadingView id="search-heading" title="Ford Ranger" />)).toBe(
      '<h1 id="search-heading">Ford Ranger</h1>',
    );
    expect(html(<ShowMeButtonView text={text} count={1} onClick={noop} />)).toContain('Show Me 1 Car');
    expect(html(<ShowMeButtonView text={text} count={12} onClick={noop} />)).toContain('Show Me 12 Cars');
  });

  it('ResultsPaginationView: real addresses, the current page marked, Previous and Next; nothing for one page', () => {
    const links = {
      pages: [0, 1, 2],
      current: 1,
      nbPages: 3,
      isFirstPage: false,
      isLastPage: false,
      href: (page: number) => `/search/ford?page=${page + 1}`,
    };
    const markup = html(<ResultsPaginationView text={text} {...links} onPage={noop} />);
    expect(markup).toContain('aria-label="Results pages"');
    expect(markup).toContain('<a href="/search/ford?page=1" rel="prev">Previous</a>');
    expect(markup).toContain('<a href="/search/ford?page=2" aria-current="page">2</a>');
    expect(markup).toContain('<a href="/search/ford?page=3" rel="next">Next</a>');
    expect(html(<ResultsPaginationView text={text} {...links} current={0} isFirstPage onPage={noop} />)).not.toContain(
      'Previous',
    );
    expect(html(<ResultsPaginationView text={text} {...links} nbPages={1} onPage={noop} />)).toBe('');
  });

  it('SearchBoxView: a search form with a labelled box holding the text', () => {
    const markup = html(<SearchBoxView text={text} value="ranger" onChange={noop} onSubmit={noop} />);
    expect(markup).toContain('role="search"');
    expect(markup).toContain('<label for="search-query" class="visually-hidden">Search stock</label>');
    expect(markup).toContain('value="ranger"');
  });

  it('SortSelectView: the options with the current one selected', () => {
    const options = [
      { value: 'Car_production', label: 'Most Relevant' },
      { value: 'Car_production:price:asc', label: 'Lowest Price' },
    ];
    const markup = html(
      <SortSelectView text={text} value="Car_production:price:asc" options={options} onChange={noop} />,
    );
    expect(markup).toContain('<label for="search-sort">Sort by</label>');
    expect(markup).toContain('<option value="Car_production:price:asc" selected="">Lowest Price</option>');
  });
});

describe('labels of chosen filters', () => {
  it.each([
    ['car_type', { type: 'disjunctive', value: 'used' }, 'Used'],
    ['price', { type: 'numeric', value: 30000, operator: '<=' }, 'up to $30,000'],
    ['km', { type: 'numeric', value: 10000, operator: '>=' }, 'from 10,000 kms'],
    ['year', { type: 'numeric', value: 2019, operator: '>=' }, 'from 2019'],
  ])('%s %o reads "%s"', (attribute, refinement, label) => expect(refinementLabel(attribute, refinement)).toBe(label));

  it('a weekly repayment slider shows dollars a week', () =>
    expect(rangeValueLabel('weekly_price', 150)).toBe('$150/wk'));
});

describe('layering of src/components/search', () => {
  const dir = join(process.cwd(), 'src/components/search');
  it('views import nothing from InstantSearch; hooks hold the InstantSearch state', () => {
    const views = readdirSync(dir).filter((name) => /View\.tsx$/.test(name));
    expect(views.length).toBeGreaterThanOrEqual(8);
    for (const view of views)
      expect(readFileSync(join(dir, view), 'utf8'), view).not.toMatch(
        /from '(react-)?instantsearch|from 'instantsearch\.js/,
      );
  });
});
