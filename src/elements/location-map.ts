/**
 * <location-map>: the interactive map of the locations (spec 02 §2 "a combined map"). It loads nothing (no
 * Leaflet code or style, no tiles) until the shopper scrolls near it or touches or focuses it; then it imports
 * the map code by URL (src/site/chunk-url.ts) and draws it. The address list with directions links beside it is
 * the page's own HTML, so the block works with no script and with tiles blocked.
 */
import mapUrl from './leaflet-map.ts?chunk-url';

interface MapModule {
  drawMap: (canvas: HTMLElement, options: { tileUrl: string; attribution: string; points: unknown[] }) => void;
}

class LocationMap extends HTMLElement {
  #started = false;

  connectedCallback() {
    const start = () => this.#start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(this);
    this.addEventListener('pointerdown', start, { once: true });
    this.addEventListener('focusin', start, { once: true });
  }

  async #start() {
    if (this.#started) return;
    this.#started = true;
    const canvas = this.querySelector<HTMLElement>('[data-map-canvas]');
    if (!canvas) return;
    try {
      const { drawMap } = (await import(/* @vite-ignore */ mapUrl)) as MapModule;
      canvas.hidden = false;
      drawMap(canvas, {
        tileUrl: this.dataset.tileUrl ?? '',
        attribution: this.dataset.attribution ?? '',
        points: JSON.parse(this.dataset.points ?? '[]'),
      });
    } catch {
      // The address list below stays: the map is an extra.
      canvas.hidden = true;
    }
  }
}

if (!customElements.get('location-map')) customElements.define('location-map', LocationMap);
