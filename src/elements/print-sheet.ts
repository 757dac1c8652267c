/**
 * The printable vehicle page (/print?car_id={slug}, src/pages/print.astro): fetches the car's own
 * page, copies the parts it marks with `data-print` into a print layout in PRINT_PARTS order, and
 * opens the print dialog once the images are in. One static page serves every car, and what is
 * printed is exactly what the car page says.
 */
import { printableSlug } from '../domain/car-print.ts';

/** How long the sheet waits for its images before printing anyway. */
const IMAGE_WAIT_MS = 4000;

/** Interactive or hidden things a printed part leaves out. */
const NOT_PRINTED =
  'button, script, style, dialog, template, [hidden], [data-print-skip], input, select, textarea, form';

function printablePart(source: Element, into: Document): Element {
  const part = into.importNode(source, true) as Element;
  for (const dropped of part.querySelectorAll(NOT_PRINTED)) dropped.remove();
  for (const image of part.querySelectorAll('img')) {
    // Lazy images below the fold would print as blanks.
    image.loading = 'eager';
  }
  return part;
}

function imagesLoaded(root: Element): Promise<void> {
  const pending = [...root.querySelectorAll('img')]
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  return Promise.race([
    Promise.all(pending).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS)),
  ]);
}

class PrintSheet extends HTMLElement {
  async connectedCallback() {
    const status = this.querySelector<HTMLElement>('[data-print-status]');
    const sheet = this.querySelector<HTMLElement>('[data-print-sheet]');
    const parts = this.querySelector<HTMLElement>('[data-print-parts]');
    const texts = JSON.parse(this.dataset.texts ?? '{}') as { notFound?: string; siteName?: string };
    const partNames = JSON.parse(this.dataset.parts ?? '[]') as string[];
    if (!status || !sheet || !parts) return;
    const slug = printableSlug(new URLSearchParams(location.search).get('car_id'));
    // The page's file is /cars/{slug}/; the shared link is /cars/{slug} (spec 01 §2).
    const carPath = slug && `/cars/${slug}/`;
    const failed = () => {
      status.textContent = texts.notFound ?? '';
    };
    if (!carPath) return failed();

    let page: Document;
    try {
      const response = await fetch(carPath, { headers: { accept: 'text/html' } });
      if (!response.ok) return failed();
      page = new DOMParser().parseFromString(await response.text(), 'text/html');
    } catch (error) {
      console.error('[print] the car page could not be loaded:', error);
      return failed();
    }

    for (const name of partNames) {
      for (const source of page.querySelectorAll(`[data-print="${CSS.escape(name)}"]`)) {
        const part = printablePart(source, document);
        part.setAttribute('data-print-part', name);
        parts.append(part);
      }
    }
    if (!parts.childElementCount) return failed();

    const link = this.querySelector<HTMLAnchorElement>('[data-print-car-link]');
    const carUrl = new URL(`/cars/${slug}`, location.origin).href;
    if (link) {
      link.href = carUrl;
      link.textContent = carUrl;
    }
    const back = this.querySelector<HTMLAnchorElement>('[data-print-back]');
    if (back) {
      back.href = carPath;
      back.hidden = false;
    }
    const again = this.querySelector<HTMLButtonElement>('[data-print-now]');
    if (again) {
      again.hidden = false;
      again.addEventListener('click', () => window.print());
    }
    const title = page.querySelector('[data-print="title"] h1')?.textContent?.trim();
    if (title) document.title = texts.siteName ? `${title} | ${texts.siteName}` : title;

    status.textContent = '';
    status.hidden = true;
    sheet.hidden = false;
    await imagesLoaded(parts);
    window.print();
  }
}

if (!customElements.get('print-sheet')) customElements.define('print-sheet', PrintSheet);
