/**
 * The vehicle page's icon row (spec 01 §2, §4, §8) as a custom element over static markup
 * (src/sections/vehicle/CarSidebar.astro): Share copies the car's link and says so, PDF downloads
 * the car's sheet with a preparing state. Print is a plain link and needs no script; the heart is
 * save-hearts.ts's, like every card's. It also records the view in the shopper's viewed cars (spec 01
 * §3 "Viewed-car record (stored locally)"). No framework: the row works as soon as this small module runs.
 */
import type { ShareFeedback } from '../domain/car-icon-row.ts';
import type { ViewedCarRecord } from '../domain/watchlist.ts';
import { recordViewedCar } from '../stores/viewed-cars.ts';

interface PdfTexts {
  preparing: string;
  failed: string;
}

/** Copies text: the Clipboard API, else the older copy command for browsers or pages without it. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/** The server's own error text when it sent one (spec 01 §8 "the error message in an alert"). */
async function errorText(response: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error.trim() ? error : fallback;
  } catch {
    return fallback;
  }
}

class CarTools extends HTMLElement {
  #cleanups: (() => void)[] = [];
  #noteTimer: ReturnType<typeof setTimeout> | undefined;

  connectedCallback() {
    this.#wireShare();
    this.#wirePdf();
    this.#recordView();
  }

  disconnectedCallback() {
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    clearTimeout(this.#noteTimer);
  }

  #on<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) {
    target.addEventListener(type, listener);
    this.#cleanups.push(() => target.removeEventListener(type, listener));
  }

  #tool<T extends HTMLElement = HTMLElement>(name: string): T | null {
    return this.querySelector<T>(`[data-car-tool="${name}"]`);
  }

  #wireShare() {
    const button = this.#tool<HTMLButtonElement>('share');
    const feedback = JSON.parse(this.dataset.shareFeedback ?? 'null') as ShareFeedback | null;
    const path = this.dataset.carPath;
    if (!button || !feedback || !path) return;
    const region =
      feedback.kind === 'toast'
        ? document.querySelector<HTMLElement>('[data-car-toast]')
        : this.querySelector<HTMLElement>('[data-car-tools-note]');
    this.#on(button, 'click', async () => {
      // Spec 01 §2: the shared link is the site host plus the car's path.
      if (!(await copyText(new URL(path, location.origin).href)) || !region) return;
      region.textContent = feedback.text;
      region.dataset.shown = '';
      clearTimeout(this.#noteTimer);
      this.#noteTimer = setTimeout(() => {
        region.textContent = '';
        delete region.dataset.shown;
      }, feedback.showForMs);
    });
  }

  #recordView() {
    try {
      const record = JSON.parse(this.dataset.viewedCar ?? 'null') as ViewedCarRecord | null;
      if (record) recordViewedCar(record);
    } catch (error) {
      console.warn('[car-tools] unreadable viewed-car record:', error);
    }
  }

  #wirePdf() {
    const link = this.#tool<HTMLAnchorElement>('pdf');
    const texts = JSON.parse(this.dataset.pdf ?? 'null') as PdfTexts | null;
    const alert = this.querySelector<HTMLElement>('[data-car-tools-alert]');
    if (!link || !texts || !alert) return;
    const label = link.querySelector<HTMLElement>('[data-label]');
    const idle = { text: label?.textContent ?? '', name: link.getAttribute('aria-label') ?? '' };
    this.#on(link, 'click', async (event) => {
      event.preventDefault();
      if (link.getAttribute('aria-disabled') === 'true') return;
      alert.textContent = '';
      // Spec 01 §4 "Print PDF: a preparing state while downloading".
      link.setAttribute('aria-disabled', 'true');
      link.setAttribute('aria-label', texts.preparing);
      if (label) label.textContent = texts.preparing;
      try {
        const response = await fetch(link.href);
        if (!response.ok) throw new Error(await errorText(response, texts.failed));
        const url = URL.createObjectURL(await response.blob());
        const save = document.createElement('a');
        save.href = url;
        save.download = link.getAttribute('download') || 'car.pdf';
        document.body.append(save);
        save.click();
        save.remove();
        // The download has its own copy by now; the object URL only holds memory.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (error) {
        alert.textContent =
          error instanceof Error && error.message && !(error instanceof TypeError) ? error.message : texts.failed;
        console.error('[car-tools] PDF download failed:', error);
      } finally {
        link.removeAttribute('aria-disabled');
        link.setAttribute('aria-label', idle.name);
        if (label) label.textContent = idle.text;
      }
    });
  }
}

if (!customElements.get('car-tools')) customElements.define('car-tools', CarTools);
