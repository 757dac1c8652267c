/**
 * `<compare-table>` on the compare page (src/pages/compare.astro): the cars side by side. Which cars: those the
 * address names (`?cars=`, a shared link; they become the shopper's list), else the shopper's compare list (then
 * written into the address with replaceState, so copying it shares the comparison). Each car's data is its build-time
 * JSON (`/compare-cars/{slug}.json`); a car no longer on the site is left out with a note. Rows come from
 * compareRows / equipmentRows (src/domain/compare.ts); Remove takes a car out of the list and the address.
 */
import {
  comparePath,
  compareRows,
  fillPlaceholders,
  equipmentRows,
  slugsFromSearch,
  type CompareCar,
  type CompareRow,
  type CompareTableText,
} from '../domain/compare.ts';
import { $compare, replaceCompared } from '../stores/compare.ts';
import { loadCompareCar as loadCar } from './compare-car-data.ts';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const NONE = '—';

function valueCell(value: string | null, notListed: string): HTMLTableCellElement {
  if (value !== null) return element('td', {}, value);
  return element('td', { class: 'compare-none' }, element('span', { 'aria-hidden': 'true' }, NONE), hidden(notListed));
}

const hidden = (text: string) => element('span', { class: 'visually-hidden' }, text);

function sectionRows(title: string, rows: CompareRow[], columns: number, notListed: string): HTMLTableRowElement[] {
  if (rows.length === 0) return [];
  const heading = element(
    'tr',
    { class: 'compare-section' },
    element('th', { colspan: String(columns + 1), scope: 'colgroup' }, title),
  );
  return [
    heading,
    ...rows.map((row) =>
      element(
        'tr',
        {},
        element('th', { scope: 'row' }, row.label),
        ...row.values.map((value) => valueCell(value, notListed)),
      ),
    ),
  ];
}

function headCell(car: CompareCar, text: CompareTableText, remove: (slug: string) => void): HTMLTableCellElement {
  const image = car.imageUrl
    ? element('img', { src: car.imageUrl, alt: '', width: '300', height: '200', loading: 'lazy' })
    : element('span', { class: 'compare-car__no-image' });
  // Visibly 'Remove'; its name carries the car (the visible words start it, WCAG 2.5.3).
  const button = element(
    'button',
    {
      type: 'button',
      class: 'btn btn--outline compare-car__remove',
      'aria-label': fillPlaceholders(text.remove, { name: car.name }),
    },
    text.remove.replace('{name}', '').trim(),
  );
  button.addEventListener('click', () => remove(car.slug));
  return element(
    'th',
    { scope: 'col', class: 'compare-car' },
    image,
    element('a', { href: car.href }, car.name),
    button,
  );
}

function priceCell(car: CompareCar): HTMLTableCellElement {
  const cell = element('td', { class: 'compare-price' }, element('strong', {}, car.price.text));
  if (car.price.type) cell.append(' ', element('span', {}, car.price.type));
  if (car.price.was) cell.append(' ', element('s', {}, hidden('Was '), car.price.was));
  return cell;
}

function table(cars: CompareCar[], text: CompareTableText, remove: (slug: string) => void): HTMLTableElement {
  const columns = cars.length;
  const equipment = equipmentRows(cars.map((car) => car.equipment)).map((row) => ({
    label: row.item,
    values: row.has.map((has) => (has ? text.included : null)),
  }));
  return element(
    'table',
    { class: 'compare-table' },
    element('caption', { class: 'visually-hidden' }, text.title),
    element('thead', {}, element('tr', {}, element('td', {}), ...cars.map((car) => headCell(car, text, remove)))),
    element(
      'tbody',
      {},
      element('tr', {}, element('th', { scope: 'row' }, text.price), ...cars.map(priceCell)),
      ...sectionRows(text.keyInformation, compareRows(cars.map((car) => car.keyInformation)), columns, text.notListed),
      ...sectionRows(text.specifications, compareRows(cars.map((car) => car.specifications)), columns, text.notListed),
      ...sectionRows(text.equipment, equipment, columns, text.notListed),
    ),
  );
}

class CompareTable extends HTMLElement {
  private cars: CompareCar[] = [];

  connectedCallback(): void {
    void this.load();
  }

  private get text(): CompareTableText {
    return JSON.parse(this.dataset.text ?? '{}') as CompareTableText;
  }

  private async load(): Promise<void> {
    const named = slugsFromSearch(location.search);
    const slugs = named ?? $compare.get().map((entry) => entry.slug);
    const loaded = await Promise.all(slugs.map(loadCar));
    this.cars = loaded.filter((car): car is CompareCar => car !== null);
    const missing = this.querySelector<HTMLElement>('[data-compare-missing]');
    if (missing) missing.textContent = this.cars.length < slugs.length ? this.text.missing : '';
    this.show();
  }

  /** Remove: the car leaves; focus goes to the table (or the empty state's link), not lost with the button. */
  private readonly removeCar = (slug: string) => {
    this.cars = this.cars.filter((car) => car.slug !== slug);
    this.show();
    this.querySelector<HTMLElement>(this.cars.length > 0 ? '[data-compare-scroll]' : '[data-compare-empty] a')?.focus();
  };

  /** Draws the table (or the empty state), and makes the list and the address say these cars. */
  private show(): void {
    replaceCompared(this.cars.map((car) => ({ slug: car.slug, name: car.name })));
    history.replaceState(history.state, '', comparePath(this.cars.map((car) => car.slug)));
    const scroll = this.querySelector<HTMLElement>('[data-compare-scroll]');
    const empty = this.querySelector<HTMLElement>('[data-compare-empty]');
    if (!scroll || !empty) return;
    scroll.replaceChildren(...(this.cars.length > 0 ? [table(this.cars, this.text, this.removeCar)] : []));
    scroll.hidden = this.cars.length === 0;
    // Keyboard users can scroll the table sideways on a narrow screen (axe scrollable-region-focusable).
    scroll.tabIndex = 0;
    empty.hidden = this.cars.length > 0;
    this.dataset.drawn = '';
  }
}

customElements.define('compare-table', CompareTable);
