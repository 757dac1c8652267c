/**
 * <open-now>: "Open now" / "Closed now" for the shopper's moment, in Brisbane time (spec 02 §2 opening hours).
 * Pages are static, so the build cannot know; the rule is src/domain/opening-hours.ts isOpenAt, run here over
 * the location's hours carried as JSON in data-hours.
 */
import { isOpenAt } from '../domain/open-now.ts';

class OpenNow extends HTMLElement {
  connectedCallback() {
    try {
      const { location, specialHours } = JSON.parse(this.dataset.hours ?? '');
      const open = isOpenAt(location, specialHours, new Date());
      this.textContent = (open ? this.dataset.open : this.dataset.closed) ?? '';
      this.classList.toggle('open-now--open', open);
      this.dataset.known = '';
    } catch {
      // Bad data: say nothing rather than something wrong (the badge keeps its place, unseen).
    }
  }
}

if (!customElements.get('open-now')) customElements.define('open-now', OpenNow);
