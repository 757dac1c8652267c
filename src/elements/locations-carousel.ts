/**
 * <locations-carousel>: the Our Locations carousel (spec 02 §2). The track scrolls natively with scroll
 * snapping (swipe and keyboard work with no script); this shows the previous and next arrows only when there is
 * something to scroll in their direction, and moves the track by one card per click.
 */
class LocationsCarousel extends HTMLElement {
  #track: HTMLElement | null = null;
  #previous: HTMLButtonElement | null = null;
  #next: HTMLButtonElement | null = null;

  connectedCallback() {
    this.#track = this.querySelector('[data-track]');
    this.#previous = this.querySelector('[data-previous]');
    this.#next = this.querySelector('[data-next]');
    if (!this.#track) return;
    this.#previous?.addEventListener('click', () => this.#move(-1));
    this.#next?.addEventListener('click', () => this.#move(1));
    this.#track.addEventListener('scroll', () => this.#update(), { passive: true });
    new ResizeObserver(() => this.#update()).observe(this.#track);
    this.#update();
  }

  #move(direction: number) {
    const track = this.#track!;
    const card = track.querySelector('li');
    const step = card ? card.getBoundingClientRect().width : track.clientWidth;
    track.scrollBy({ left: direction * step, behavior: 'smooth' });
  }

  #update() {
    const track = this.#track!;
    // One pixel of slack: scroll positions can be fractional.
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    if (this.#previous) this.#previous.hidden = atStart;
    if (this.#next) this.#next.hidden = atEnd;
  }
}

if (!customElements.get('locations-carousel')) customElements.define('locations-carousel', LocationsCarousel);
