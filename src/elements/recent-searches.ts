/**
 * `<recent-searches>` on the results page: the shopper's last searches (src/stores/search-history.ts) as links,
 * newest first, leaving out the search on screen; hidden while there is none. Follows the store, so a search made on
 * the page moves the one before it into the list.
 */
import { $searchHistory } from '../stores/search-history.ts';

class RecentSearches extends HTMLElement {
  private stop?: () => void;

  connectedCallback(): void {
    const list = this.querySelector('ul');
    if (!list) return;
    this.stop = $searchHistory.subscribe((history) => {
      const here = `${location.pathname}${location.search}`;
      const shown = history.filter((entry) => entry.path !== here);
      list.replaceChildren(
        ...shown.map((entry) => {
          const link = document.createElement('a');
          link.href = entry.path;
          link.textContent = entry.label ?? entry.path;
          const item = document.createElement('li');
          item.append(link);
          return item;
        }),
      );
      this.hidden = shown.length === 0;
    });
  }

  disconnectedCallback(): void {
    this.stop?.();
  }
}

customElements.define('recent-searches', RecentSearches);
