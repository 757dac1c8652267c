/**
 * <car-gallery>: the vehicle page's photo carousel, with no framework (spec 01 §2, §9). Its viewport is a native
 * scroller with CSS scroll snap (src/styles/vehicle-gallery.css), so a swipe or a trackpad moves it one photo at a
 * time with no script at all. This element keeps the rest in step with the photo in view: the counter, the arrows'
 * aria-disabled, the one slide that is not inert, the current thumbnail and the next photos' eager loading. The
 * arrows, the thumbnails and the ArrowLeft / ArrowRight keys (codes 37 and 39) move it by one slide.
 *
 * A click on a photo or on Fullscreen asks for the fullscreen view, which the gallery island
 * (src/islands/CarGallery.tsx) shows: that island hydrates on the first pointer, key or focus in here
 * (`client:interaction`), so a click made before it is ready waits for its handler.
 */
import { arrowKeyStep, photoLoading } from '../domain/gallery.ts';
import { fillString } from '../domain/fill-string.ts';

/** The island's answer: called with the carousel slide to open at and the element to refocus on close. */
type FullscreenHandler = (slide: number, opener: HTMLElement | null) => void;

/** Keys on these keep their own meaning (a video's seek bar, a link's page). */
const KEEPS_ARROWS = 'video, iframe, input, select, textarea';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Where `scrollend` is missing, the scroll counts as settled after this long without a scroll event. */
const SETTLE_MS = 120;
/** The shopper's own scrolling of the viewport. */
const SHOPPER_SCROLLS = ['pointerdown', 'touchstart', 'wheel'] as const;

class CarGalleryElement extends HTMLElement {
  #viewport: HTMLElement | null = null;
  #slides: HTMLElement[] = [];
  #thumbs: HTMLElement[] = [];
  #selected = 0;
  /**
   * The slide an arrow, thumbnail or key asked for, until the viewport is there: a scroll that comes to rest short of
   * it (one smooth scroll cut short by the next) is sent on again. A finger, wheel or pointer on the viewport takes over.
   */
  #target: number | null = null;
  #settle = 0;
  #handler: FullscreenHandler | null = null;
  #request: { slide: number; opener: HTMLElement | null } | null = null;

  connectedCallback() {
    this.#viewport = this.querySelector('.car-gallery__viewport');
    this.#slides = [...this.querySelectorAll<HTMLElement>('.car-gallery__slide')];
    this.#thumbs = [...this.querySelectorAll<HTMLElement>('.car-gallery__thumb')];
    if (!this.#viewport) return;
    this.#viewport.addEventListener('scroll', this.#onScroll, { passive: true });
    this.#viewport.addEventListener('scrollend', this.#settled);
    for (const type of SHOPPER_SCROLLS) this.#viewport.addEventListener(type, this.#shopperScrolls, { passive: true });
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeyDown);
    // The browser may have kept a scroll position (a restored page): start from the photo in view.
    this.#render(this.#inView());
  }

  disconnectedCallback() {
    this.#viewport?.removeEventListener('scroll', this.#onScroll);
    this.#viewport?.removeEventListener('scrollend', this.#settled);
    for (const type of SHOPPER_SCROLLS) this.#viewport?.removeEventListener(type, this.#shopperScrolls);
    this.removeEventListener('click', this.#onClick);
    this.removeEventListener('keydown', this.#onKeyDown);
    clearTimeout(this.#settle);
  }

  /** The carousel slide shown. */
  get selected(): number {
    return this.#selected;
  }

  /** Moves to `slide`; `instant` skips the animation (as a shopper asking for less motion always gets). */
  show(slide: number, { instant = false } = {}) {
    const viewport = this.#viewport;
    const target = Math.max(0, Math.min(slide, this.#slides.length - 1));
    if (!viewport || !this.#slides.length) return;
    this.#target = target;
    this.#render(target);
    this.#scrollTo(target, instant);
  }

  #scrollTo(slide: number, instant: boolean) {
    const still = instant || matchMedia(REDUCED_MOTION).matches;
    this.#viewport!.scrollTo({ left: slide * this.#viewport!.clientWidth, behavior: still ? 'instant' : 'smooth' });
  }

  #shopperScrolls = () => {
    this.#target = null;
  };

  get fullscreenHandler(): FullscreenHandler | null {
    return this.#handler;
  }

  /** The island's handler for fullscreen requests; a request made before it was set is answered at once. */
  set fullscreenHandler(handler: FullscreenHandler | null) {
    this.#handler = handler;
    const request = this.#request;
    if (!handler || !request) return;
    this.#request = null;
    handler(request.slide, request.opener);
  }

  #requestFullscreen(slide: number) {
    const focused = document.activeElement;
    const opener =
      focused instanceof HTMLElement && this.contains(focused)
        ? focused
        : this.querySelector<HTMLElement>('.car-gallery__fullscreen');
    if (this.#handler) this.#handler(slide, opener);
    else this.#request = { slide, opener };
  }

  #onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const button = target.closest('button');
    if (button && this.contains(button)) {
      if (button.matches('.car-gallery__arrow--previous')) this.show(this.#selected - 1);
      else if (button.matches('.car-gallery__arrow--next')) this.show(this.#selected + 1);
      else if (button.matches('.car-gallery__fullscreen')) this.#requestFullscreen(this.#selected);
      else if (button.matches('.car-gallery__thumb')) this.show(this.#thumbs.indexOf(button));
      return;
    }
    const slide = this.#slides.findIndex((candidate) => candidate.contains(target));
    if (slide >= 0 && target.matches('img')) this.#requestFullscreen(slide);
  };

  #onKeyDown = (event: KeyboardEvent) => {
    const step = arrowKeyStep(event);
    const target = event.target as Element;
    if (!step || !target.closest('.car-gallery__main') || target.closest(KEEPS_ARROWS)) return;
    event.preventDefault();
    this.show(this.#selected + step);
  };

  #onScroll = () => {
    clearTimeout(this.#settle);
    this.#settle = window.setTimeout(this.#settled, SETTLE_MS);
  };

  /** A scroll has come to rest: the photo now in view is the selected one (after a swipe, or what was asked for). */
  #settled = () => {
    clearTimeout(this.#settle);
    const viewport = this.#viewport!;
    if (this.#target !== null) {
      const end = Math.min(this.#target * viewport.clientWidth, viewport.scrollWidth - viewport.clientWidth);
      // Scroll positions can be fractional: two pixels of slack.
      if (Math.abs(viewport.scrollLeft - end) > 2) return this.#scrollTo(this.#target, false);
      this.#target = null;
    }
    const inView = this.#inView();
    if (inView !== this.#selected) this.#render(inView);
  };

  #inView(): number {
    const viewport = this.#viewport!;
    if (!viewport.clientWidth) return this.#selected;
    return Math.max(0, Math.min(Math.round(viewport.scrollLeft / viewport.clientWidth), this.#slides.length - 1));
  }

  #render(selected: number) {
    this.#selected = selected;
    const count = this.#slides.length;
    this.#slides.forEach((slide, index) => {
      slide.inert = index !== selected;
      const image = slide.querySelector('img');
      if (image && photoLoading(index, selected).loading === 'eager') image.loading = 'eager';
    });
    const counter = this.querySelector<HTMLElement>('.car-gallery__count');
    if (counter?.dataset.template)
      counter.textContent = fillString(counter.dataset.template, { index: selected + 1, count });
    this.querySelector('.car-gallery__arrow--previous')?.setAttribute('aria-disabled', String(selected === 0));
    this.querySelector('.car-gallery__arrow--next')?.setAttribute('aria-disabled', String(selected === count - 1));
    this.#thumbs.forEach((thumb, index) => {
      if (index === selected) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
    this.#keepThumbnailInView(selected);
  }

  /** Scrolls the thumbnail strip only (never the page, as scrollIntoView could) to show the current thumbnail. */
  #keepThumbnailInView(selected: number) {
    const strip = this.querySelector('.car-gallery__thumbs');
    const item = strip?.children[selected];
    if (!strip || !item) return;
    const outer = strip.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    if (inner.left < outer.left) strip.scrollBy({ left: inner.left - outer.left - 8 });
    else if (inner.right > outer.right) strip.scrollBy({ left: inner.right - outer.right + 8 });
  }
}

if (!customElements.get('car-gallery')) customElements.define('car-gallery', CarGalleryElement);
