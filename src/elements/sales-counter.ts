/**
 * <sales-counter>: the home page's sales this month (src/sections/SalesCounter.astro). The HTML
 * carries the count at build time; this brings it to the visitor's moment and refreshes it every
 * 150 s (spec 02 §9), from the same rule.
 */
import { SALES_COUNTER_REFRESH_MS, salesThisMonth } from '../domain/sales-counter.ts';

class SalesCounter extends HTMLElement {
  connectedCallback() {
    const value = this.querySelector('[data-sales-count]');
    if (!value) return;
    const update = () => {
      value.textContent = salesThisMonth(new Date()).toLocaleString('en-AU');
    };
    update();
    setInterval(update, SALES_COUNTER_REFRESH_MS);
  }
}

if (!customElements.get('sales-counter')) customElements.define('sales-counter', SalesCounter);
