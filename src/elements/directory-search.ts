/**
 * <directory-search>: the manufacturer and model directory searches (src/sections/dealer/DirectorySearch.astro;
 * spec 01 §2, 21 hits a page, a 10-entry results cache). Every hit is in the HTML; this shows the
 * form, then filters and pages the hits in place and announces the count (the status paragraph).
 * The question is kept in the address (?query=&make=&model=&body=&page=), so a link or a reload
 * shows the same hits.
 */
import {
  createDirectoryCache,
  directoryCountText,
  directoryKey,
  searchDirectory,
  type DirectoryEntry,
  type DirectoryQuery,
  type DirectoryResults,
} from '../domain/model-directory.ts';

const FIELDS = ['query', 'make', 'model', 'body'] as const;

class DirectorySearch extends HTMLElement {
  private readonly cache = createDirectoryCache<DirectoryResults>();
  private page = 1;

  connectedCallback() {
    const form = this.querySelector('form');
    const data = this.querySelector('script[type="application/json"]')?.textContent;
    if (!form || !data) return;
    const entries = JSON.parse(data) as Pick<DirectoryEntry, 'make' | 'models' | 'bodies'>[];
    const params = new URL(location.href).searchParams;
    for (const name of FIELDS) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      const value = params.get(name);
      // A value a select does not offer is left out rather than filtering everything away.
      if (
        field &&
        value &&
        (field.tagName === 'INPUT' || [...(field as HTMLSelectElement).options].some((o) => o.value === value))
      )
        field.value = value;
    }
    this.page = Number(params.get('page')) || 1;
    form.hidden = false;
    form.addEventListener('submit', (event) => event.preventDefault());
    const changed = () => {
      this.page = 1;
      this.show(form, entries as DirectoryEntry[]);
    };
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);
    this.querySelectorAll<HTMLButtonElement>('[data-step]').forEach((button) =>
      button.addEventListener('click', () => {
        this.page += Number(button.dataset.step);
        this.show(form, entries as DirectoryEntry[]);
      }),
    );
    this.show(form, entries as DirectoryEntry[]);
  }

  private show(form: HTMLFormElement, entries: DirectoryEntry[]) {
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const query: DirectoryQuery = {
      query: value('query'),
      make: value('make'),
      model: value('model'),
      body: value('body'),
      page: this.page,
    };
    const key = directoryKey(query);
    const results = this.cache.get(key) ?? searchDirectory(entries, query);
    this.cache.set(key, results);
    this.page = results.page;
    const shown = new Set(results.hits);
    this.querySelectorAll<HTMLLIElement>('.directory-search__hits > li').forEach((item, index) => {
      item.hidden = !shown.has(index);
    });
    const status = this.querySelector('[role="status"]');
    const kind = this.dataset.kind === 'makes' ? 'makes' : 'models';
    const count = directoryCountText(results.total, kind);
    if (status) status.textContent = results.pages > 1 ? `${count}, page ${results.page} of ${results.pages}` : count;
    const pages = this.querySelector<HTMLElement>('.directory-search__pages');
    if (pages) {
      pages.hidden = results.pages < 2;
      const [previous, next] = pages.querySelectorAll('button');
      // aria-disabled, not disabled: a disabled button would drop the focus of the shopper who pressed it.
      previous?.setAttribute('aria-disabled', String(results.page <= 1));
      next?.setAttribute('aria-disabled', String(results.page >= results.pages));
      const label = pages.querySelector('span');
      if (label) label.textContent = `Page ${results.page} of ${results.pages}`;
    }
    const url = new URL(location.href);
    for (const name of FIELDS) {
      if (query[name]) url.searchParams.set(name, query[name]);
      else url.searchParams.delete(name);
    }
    if (results.page > 1) url.searchParams.set('page', String(results.page));
    else url.searchParams.delete('page');
    history.replaceState(history.state, '', url);
  }
}

if (!customElements.get('directory-search')) customElements.define('directory-search', DirectorySearch);
