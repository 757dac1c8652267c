/**
 * The favourites page's list (src/pages/[favourites].astro): the shopper's favourites from the browser, newest saved
 * last as the store keeps them, each with its image, its name linking to the car, and a remove button; the empty
 * state when there are none. It follows the store, so a car removed here or in another tab leaves the list at once.
 */
import { carPath } from '../domain/routes.ts';
import { carLink } from './car-link.ts';
import { $favourites, toggleFavourite, type FavouriteEntry } from '../stores/favourites.ts';

class FavouritesList extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback() {
    const list = this.querySelector('ul');
    const empty = this.querySelector<HTMLElement>('[data-favourites-empty]');
    if (!list || !empty) return;
    this.#stop = $favourites.subscribe((entries) => {
      const focused = this.contains(document.activeElement);
      list.replaceChildren(...entries.map((entry) => this.#item(entry)));
      list.hidden = entries.length === 0;
      empty.hidden = entries.length > 0;
      // A removed row took the focused button with it: keep the keyboard in the list (or on the empty state's link).
      if (focused && !this.contains(document.activeElement))
        (list.querySelector('button') ?? empty.querySelector('a'))?.focus();
    });
  }

  disconnectedCallback() {
    this.#stop?.();
  }

  #item(entry: FavouriteEntry): HTMLLIElement {
    const item = document.createElement('li');
    item.className = 'favourites-list__item';
    const link = carLink(
      { href: carPath(entry), imageUrl: entry.primary_image_url, name: entry.name },
      { className: 'favourites-list__link', imageWidth: 150, imageHeight: 100 },
    );
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'btn btn--outline';
    // 'Remove {name}': the car's name is for assistive technology; the row already shows it.
    const [before = '', after = ''] = (this.dataset.removeName ?? 'Remove {name}').split('{name}');
    const name = document.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = ` ${entry.name} `;
    remove.append(before.trim(), name, after.trim());
    remove.addEventListener('click', () => toggleFavourite(entry));
    item.append(link, remove);
    return item;
  }
}

if (!customElements.get('favourites-list')) customElements.define('favourites-list', FavouritesList);
