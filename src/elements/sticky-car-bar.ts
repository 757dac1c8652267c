/**
 * The sticky car header (or bottom bar) of the vehicle page (spec 01 §2, §4, §9): static markup in
 * src/sections/vehicle/StickyCarBar.astro, shown by this element once the page has scrolled past
 * its threshold. While hidden it is inert: out of the tab order and the accessibility tree. It is
 * fixed and slides with a transform, so showing it never moves the page.
 */
import { stickyBarShown } from '../domain/sticky-bar.ts';

class StickyCarBar extends HTMLElement {
  #frame = 0;
  #shown = false;
  #onScroll = () => {
    if (this.#frame) return;
    // One check per frame, however many scroll events arrive.
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#update();
    });
  };

  connectedCallback() {
    window.addEventListener('scroll', this.#onScroll, { passive: true });
    this.#update();
  }

  disconnectedCallback() {
    window.removeEventListener('scroll', this.#onScroll);
    cancelAnimationFrame(this.#frame);
  }

  #update() {
    const shown = stickyBarShown(window.scrollY, Number(this.dataset.after));
    if (shown === this.#shown) return;
    this.#shown = shown;
    this.inert = !shown;
    this.toggleAttribute('data-shown', shown);
  }
}

if (!customElements.get('sticky-car-bar')) customElements.define('sticky-car-bar', StickyCarBar);
