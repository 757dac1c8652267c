/**
 * `<viewed-cars>`: 'Recently viewed' (issue 17 item 11), the shopper's viewed cars (src/stores/viewed-cars.ts) as
 * small cards, each its photo, name and price linking to its page, newest first; which ones is
 * src/domain/viewed-cars.ts (not this page's car, only cars still in stock with a page). Each car is read from its
 * build-time file, a few at a time, until the strip is full. Hidden while there is none to show.
 */
import type { CompareCar } from '../domain/compare.ts';
import { shownViewedCars, VIEWED_CARS_SHOWN, viewedCarSlugs } from '../domain/viewed-cars.ts';
import { $viewedCars } from '../stores/viewed-cars.ts';
import { carLink } from './car-link.ts';
import { loadCompareCar } from './compare-car-data.ts';

const loaded = new Map<string, Promise<CompareCar | null>>();
const load = (slug: string) => loaded.get(slug) ?? loaded.set(slug, loadCompareCar(slug)).get(slug)!;

/** The cars to show for these slugs: files read VIEWED_CARS_SHOWN at a time, until enough are in stock. */
async function carsToShow(slugs: readonly string[]): Promise<CompareCar[]> {
  const cars: (CompareCar | null)[] = [];
  for (let start = 0; start < slugs.length; start += VIEWED_CARS_SHOWN) {
    cars.push(...(await Promise.all(slugs.slice(start, start + VIEWED_CARS_SHOWN).map(load))));
    if (shownViewedCars(cars).length === VIEWED_CARS_SHOWN) break;
  }
  return shownViewedCars(cars);
}

function card(car: CompareCar): HTMLLIElement {
  const link = carLink(car, {
    className: 'viewed-cars__link',
    nameClass: 'viewed-cars__name',
    imageWidth: 300,
    imageHeight: 200,
  });
  const price = document.createElement('p');
  price.className = 'viewed-cars__price';
  const amount = document.createElement('strong');
  amount.textContent = car.price.text;
  price.append(amount);
  if (car.price.type) price.append(` ${car.price.type}`);
  const item = document.createElement('li');
  item.className = 'viewed-cars__item';
  item.append(link, price);
  return item;
}

class ViewedCars extends HTMLElement {
  #stop: (() => void) | undefined;
  #drawn = 0;

  connectedCallback() {
    const list = this.querySelector('ul');
    if (!list) return;
    this.#stop = $viewedCars.subscribe((records) => {
      const drawing = ++this.#drawn;
      void carsToShow(viewedCarSlugs(records, location.pathname)).then((cars) => {
        if (drawing !== this.#drawn) return; // a newer list is on its way
        list.replaceChildren(...cars.map(card));
        this.hidden = cars.length === 0;
      });
    });
  }

  disconnectedCallback() {
    this.#stop?.();
  }
}

customElements.define('viewed-cars', ViewedCars);
