import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { budgetText } from '../../../src/components/budget/budget-text.ts';
import { initialBudgetState, initialPriceRange } from '../../../src/components/budget/budget-state.ts';
import { BudgetSearchForm } from '../../../src/components/budget/BudgetSearchForm.tsx';
import { PriceRangeSearchForm } from '../../../src/components/budget/PriceRangeSearchForm.tsx';
import type { BudgetSearch } from '../../../src/components/budget/use-budget-search.ts';
import { budgetResultButton } from '../../../src/domain/budget.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const text = budgetText(DEFAULT_STRINGS);

function search(count: number, cheapest: number | null): BudgetSearch {
  const estimate = 54_000;
  return {
    state: initialBudgetState(),
    estimate,
    button: budgetResultButton(estimate, cheapest, count, 'car'),
    href: '/search/suv?price=1001:54000',
    busy: false,
    chooseBody: vi.fn(),
    choosePeriod: vi.fn(),
    typeAmount: vi.fn(),
    tidyAmount: vi.fn(),
    open: vi.fn(),
    preload: vi.fn(),
  };
}

describe('the budget form (spec 02 "Budget search", §4, §8)', () => {
  it('shows the body tiles, the amounts as typed, and a link to the results while cars match', () => {
    const html = renderToString(<BudgetSearchForm bodies={['SUV', 'Ute']} search={search(12, 15_000)} text={text} />);
    expect(html).toContain('SUV');
    expect(html).toContain('value="200"');
    expect(html).toContain('href="/search/suv?price=1001:54000"');
    expect(html).toContain('12 cars Found');
  });

  it("no car for the budget: a disabled button and the spec's message", () => {
    const html = renderToString(<BudgetSearchForm bodies={[]} search={search(0, null)} text={text} />);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>0 cars Found<\/button>/);
    expect(html).toContain('No cars found for this budget');
  });
});

describe('the price-range form (spec 02 §5, §9)', () => {
  it('shows the range and opens its results', () => {
    const html = renderToString(
      <PriceRangeSearchForm
        search={{ range: initialPriceRange(), href: '/search/x?price=5000:250000', move: vi.fn() }}
        text={text}
      />,
    );
    expect(html).toContain('$5,000 – $250,000');
    expect(html).toContain('href="/search/x?price=5000:250000"');
  });
});
