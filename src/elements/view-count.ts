/**
 * <view-count>: the vehicle page's view count (src/sections/vehicle/content/ViewCount.astro; spec
 * 01 §7 view.json, §9 "View-count animation 1 s"), fetched once the page is idle, and a short notice
 * when the reply says the car sold since the page was built. When it says a reservation holds the car (issue 16),
 * the page's Reserved tag shows and its Reserve links hide. A failed call shows nothing.
 */
import { VIEW_COUNT_ANIMATION_MS } from '../domain/vehicle-page.ts';
import {
  animatedCount,
  readViewReply,
  reservedSinceBuild,
  soldSinceBuild,
  viewCountText,
} from '../domain/view-count.ts';

class ViewCount extends HTMLElement {
  connectedCallback() {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void this.load());
  }

  async load() {
    const { url, inStock, one = '', many = '', justSold = '' } = this.dataset;
    if (!url) return;
    let reply = null;
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      reply = readViewReply(response.ok, response.ok ? await response.json() : null);
    } catch (error) {
      console.warn('View count unavailable', error);
    }
    if (!reply) return;
    const sold = this.querySelector('[data-sold]');
    if (sold && soldSinceBuild(inStock === 'true', reply)) sold.textContent = justSold;
    if (reservedSinceBuild(reply)) {
      for (const tag of document.querySelectorAll<HTMLElement>('[data-live-reserved]')) tag.hidden = false;
      for (const link of document.querySelectorAll<HTMLElement>('[data-reserve-link]')) link.hidden = true;
    }
    const views = this.querySelector<HTMLElement>('[data-views]');
    const text = views?.querySelector('[data-views-text]');
    if (!views || !text) return;
    views.hidden = false;
    const target = reply.views;
    const show = (count: number) => {
      text.textContent = viewCountText(count, { one, many });
    };
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return show(target);
    const start = performance.now();
    const step = (time: number) => {
      const elapsed = time - start;
      show(animatedCount(target, elapsed, VIEW_COUNT_ANIMATION_MS));
      if (elapsed < VIEW_COUNT_ANIMATION_MS) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
}

if (!customElements.get('view-count')) customElements.define('view-count', ViewCount);
