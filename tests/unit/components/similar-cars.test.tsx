import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SimilarCarsGrid } from '../../../src/components/vehicle/SimilarCarsGrid.tsx';
import type { SimilarCarsSource } from '../../../src/domain/similar-cars.ts';
import { findSimilarCars } from '../../../src/components/vehicle/similar-cars-search.ts';
import { loadSimilarCars } from '../../../src/components/vehicle/similar-cars-list.ts';
import type { MultiQueryRequest } from '../../../src/search/client.ts';
import type { VehicleCardModel } from '../../../src/domain/vehicle-card-model.ts';

const source: SimilarCarsSource = {
  id: 1,
  price: 30_000,
  make: 'Toyota',
  model: 'Corolla',
  simple_body: 'Hatch',
  body: null,
  car_type: 'used',
};

const card = (id: number): VehicleCardModel =>
  ({
    id,
    href: `/cars/car-${id}/`,
    title: `Car ${id}`,
    subtitle: '',
    imageUrl: null,
    imageAlt: `Car ${id}`,
    tag: null,
    price: { kind: 'price', amount: 20_000, priceType: null, wasPrice: null },
    inStock: true,
    facts: [],
    reserve: null,
  }) as unknown as VehicleCardModel;
const hit = (id: number, model: string, status = 'in_stock') => ({ id, model, status, card: card(id) });

function client(answer: (requests: readonly MultiQueryRequest[]) => unknown[][]) {
  const calls: MultiQueryRequest[][] = [];
  return {
    calls,
    search: vi.fn(async (requests: readonly MultiQueryRequest[]) => {
      calls.push([...requests]);
      return { results: answer(requests).map((hits) => ({ hits })) };
    }),
  };
}

describe('similar cars through the search backend (spec 01 §7, §9)', () => {
  it("sends the spec's queries in one multi-query: 10 hits each, price band, in stock, not this car", async () => {
    const backend = client((requests) => requests.map(() => []));
    await findSimilarCars(backend, source, 'Car_production');
    expect(backend.calls).toHaveLength(1);
    const requests = backend.calls[0]!;
    expect(requests).toHaveLength(3); // same make and model, same body, same car type
    for (const request of requests) {
      expect(request.indexName).toBe('Car_production');
      expect(request.params).toMatchObject({ hitsPerPage: 10, page: 0 });
      expect(request.params?.filters).toContain('id != 1');
      expect(request.params?.filters).toContain('price 20000 TO 40000');
      expect(request.params?.filters).toContain('status IN');
    }
    expect(requests[0]!.params?.filters).toContain('model = "Corolla"');
  });

  it("reads every query's hits: deduped, this car and sold cars left out, same model first, at most 6", async () => {
    const backend = client(() => [
      [hit(2, 'Corolla'), hit(1, 'Corolla'), hit(3, 'Corolla', 'sold')],
      [hit(4, 'Yaris'), hit(2, 'Corolla'), hit(5, 'i30')],
      [hit(6, 'Mazda3'), hit(7, 'corolla'), hit(8, 'Golf'), hit(9, 'Civic'), hit(10, 'Cerato')],
    ]);
    const cards = await findSimilarCars(backend, source, 'Car_production');
    expect(cards.map((c) => c.id)).toEqual([2, 7, 4, 5, 6, 8]);
  });

  it('spec 01 §8 "Similar-cars failure: logged; the section falls back to a generic search"', async () => {
    const warn = vi.fn();
    let first = true;
    const backend = {
      search: vi.fn(async (requests: readonly MultiQueryRequest[]) => {
        if (first) {
          first = false;
          throw new Error('index unreachable');
        }
        expect(requests).toHaveLength(1);
        expect(requests[0]!.params?.filters).not.toContain('price');
        expect(requests[0]!.params?.filters).toContain('id != 1');
        return { results: [{ hits: [hit(11, 'HiLux'), hit(12, 'Corolla')] }] };
      }),
    };
    const cards = await findSimilarCars(backend, source, 'Car_production', warn);
    expect(cards.map((c) => c.id)).toEqual([12, 11]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when the generic search fails too, it rejects for the island to log', async () => {
    const backend = {
      search: vi.fn(async () => {
        throw new Error('offline');
      }),
    };
    await expect(findSimilarCars(backend, source, 'Car_production', () => {})).rejects.toThrow('offline');
    expect(backend.search).toHaveBeenCalledTimes(2);
  });

  it('hits without the fields it reads are skipped', async () => {
    const backend = client(() => [[{ id: 2 }, null, hit(3, 'Corolla')], [], []]);
    expect((await findSimilarCars(backend, source, 'x')).map((c) => c.id)).toEqual([3]);
  });
});

describe("the build's list first, the live query only when the build has none (issue 20 item 3)", () => {
  const answer = (status: number, body: unknown) => async () => ({ ok: status === 200, json: async () => body });

  it("shows the build's list and never starts the live query", async () => {
    const live = vi.fn(async () => [card(9)]);
    const fetchList = vi.fn(answer(200, { cards: [card(2), card(3)] }));
    const cards = await loadSimilarCars('/similar-cars/1.json', live, fetchList);
    expect(cards.map((c) => c.id)).toEqual([2, 3]);
    expect(fetchList).toHaveBeenCalledWith('/similar-cars/1.json');
    expect(live).not.toHaveBeenCalled();
  });

  it('an empty list from the build is an answer: no similar cars, no live query', async () => {
    const live = vi.fn(async () => [card(9)]);
    expect(await loadSimilarCars('/similar-cars/1.json', live, answer(200, { cards: [] }))).toEqual([]);
    expect(live).not.toHaveBeenCalled();
  });

  it('no file (404), an unreadable one or a failed fetch: the live query answers', async () => {
    const failed = async () => {
      throw new Error('offline');
    };
    const unreadable = async () => ({
      ok: true,
      json: async () => {
        throw new SyntaxError('not JSON');
      },
    });
    for (const fetchList of [answer(404, null), answer(200, { cards: 'x' }), unreadable, failed]) {
      const live = vi.fn(async () => [card(9)]);
      expect((await loadSimilarCars('/similar-cars/1.json', live, fetchList)).map((c) => c.id)).toEqual([9]);
      expect(live).toHaveBeenCalledOnce();
    }
  });
});

describe('the six slots (spec 01 §9 "6 slots with placeholders")', () => {
  const text = {
    explore: 'Explore Vehicle',
    quickEnquiry: 'Quick Enquiry',
    findSimilar: 'Find Me Something Similar',
    similarPrompt: '',
    perWeek: '/week',
    preorder: 'PREORDER',
    reserved: 'Reserved',
    save: null,
    compare: { button: 'Compare', name: 'Compare {name}' },
  };
  const render = (cards: VehicleCardModel[], loading: boolean) =>
    renderToString(
      <SimilarCarsGrid
        cards={cards}
        loading={loading}
        cardText={text}
        label="Similar Cars"
        browse={{ href: '/search/x', label: 'Browse our stock' }}
        reserveShown={false}
      />,
    );
  const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

  it('while loading: six placeholders, hidden from assistive technology, the list busy', () => {
    const html = render([], true);
    expect(count(html, /<li /g)).toBe(6);
    expect(count(html, /similar-cars__placeholder--loading/g)).toBe(6);
    expect(html).toContain('aria-busy="true"');
    expect(count(html, /aria-hidden="true"/g)).toBe(6);
    expect(html).not.toContain('Browse our stock');
  });

  it('loaded with 4 cars: 4 cards over their placeholders, 2 empty slots, the first offering the stock search', () => {
    const html = render([card(1), card(2), card(3), card(4)], false);
    expect(count(html, /<li /g)).toBe(6);
    expect(count(html, /<article /g)).toBe(4);
    expect(count(html, /similar-cars__placeholder--under-card/g)).toBe(4);
    expect(count(html, /similar-cars__placeholder--empty/g)).toBe(2);
    expect(count(html, />Browse our stock</g)).toBe(1);
    expect(html).not.toContain('aria-busy');
  });

  it('loaded with 6 cars: no empty slot, no stock-search link', () => {
    const html = render([1, 2, 3, 4, 5, 6].map(card), false);
    expect(count(html, /<article /g)).toBe(6);
    expect(html).not.toContain('Browse our stock');
  });
});
