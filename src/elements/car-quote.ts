/**
 * The car page's instant quote (spec 01 §7, 02 §7): for a car with no stored quote, when the site
 * switches `finance.instant_quote` on, asks POST /api/youx/quote once the page is idle (credit
 * GREAT, term 5, helper empty: the request is built on the server side of the page, in
 * `quoteRequest`) and fills the 'Only $X /wk*' teaser the sidebar reserved room for. A failure is
 * ignored (spec: "failure is ignored"): logged, the page left as it was. No framework and no domain
 * import beyond the pure teaser rule, to keep the car page under its weight budget.
 */
import { financeTeaser, onlyPerWeekTeaser } from '../domain/finance-teaser.ts';
import type { Quote } from '../domain/schemas/finance.ts';

interface Templates {
  onlyPerWeek: string;
  perMonth: string;
  comparisonRate: string;
}

const idle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
};

class CarQuote extends HTMLElement {
  connectedCallback(): void {
    idle(() => {
      this.fetchQuote().catch((error: unknown) => console.warn('car quote ignored', error));
    });
  }

  private async fetchQuote(): Promise<void> {
    const response = await fetch('/api/youx/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: this.dataset.request ?? '{}',
    });
    const body = (await response.json()) as (Quote & { estimate?: boolean; error?: string }) | null;
    if (!response.ok || body == null || body.error) throw new Error(body?.error ?? `status ${response.status}`);
    const teaser = financeTeaser(body);
    const texts = teaser && onlyPerWeekTeaser(teaser, JSON.parse(this.dataset.templates ?? '{}') as Templates);
    const link = this.querySelector<HTMLAnchorElement>('[data-finance-teaser]');
    if (!texts || !link) return;
    const set = (part: string, text: string): void => {
      const node = link.querySelector(`[data-part="${part}"]`);
      if (node) node.textContent = text;
    };
    set('weekly', texts.weekly);
    set('monthly', texts.monthly);
    set('comparison', texts.comparison);
    set('estimate', body.estimate === true ? (this.dataset.estimateLabel ?? '') : '');
    link.hidden = false;
  }
}

if (!customElements.get('car-quote')) customElements.define('car-quote', CarQuote);
