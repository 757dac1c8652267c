/**
 * <nav-toggle>: the header's mobile menu button (src/sections/SiteHeader.astro), and its
 * dropdowns (`<details>`, so a click or Enter opens one with no script): an open dropdown closes
 * when the visitor clicks anywhere outside it or presses Escape (focus goes back to its summary);
 * on a pointer that can hover, a dropdown also opens on hover and closes a moment after the
 * pointer leaves it, so crossing the gap into its panel keeps it open (spec 02 §2 "A header brands
 * dropdown opens and closes by hover or click"). Each summary's aria-expanded follows its dropdown.
 */
import { HOVER_CLOSE_DELAY_MS } from '../domain/dealer-pages.ts';

const DROPDOWNS = '.main-nav details';

class NavToggle extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    const nav = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    button?.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      nav?.toggleAttribute('data-open', open);
    });
    const dropdowns = document.querySelectorAll<HTMLDetailsElement>(DROPDOWNS);
    document.addEventListener('click', (event) => {
      dropdowns.forEach((details) => {
        if (details.open && !details.contains(event.target as Node)) details.open = false;
      });
    });
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      dropdowns.forEach((details) => {
        if (!details.open) return;
        details.open = false;
        if (details.contains(document.activeElement)) details.querySelector('summary')?.focus();
      });
    });
    dropdowns.forEach((details) => {
      const summary = details.querySelector('summary');
      details.addEventListener('toggle', () => summary?.setAttribute('aria-expanded', String(details.open)));
      let closing: ReturnType<typeof setTimeout> | undefined;
      // A click on a summary the hover just opened keeps it open (the click meant "open"); the next click closes it.
      let openedByHover = false;
      summary?.addEventListener('click', (event) => {
        if (openedByHover && details.open) event.preventDefault();
        openedByHover = false;
      });
      // Hover only for a mouse or pen on a device that hovers: a touch opens it by tap, as a click.
      const hovers = (event: PointerEvent) => event.pointerType !== 'touch' && matchMedia('(hover: hover)').matches;
      details.addEventListener('pointerenter', (event) => {
        if (!hovers(event)) return;
        clearTimeout(closing);
        dropdowns.forEach((other) => other !== details && (other.open = false));
        openedByHover ||= !details.open;
        details.open = true;
      });
      details.addEventListener('pointerleave', (event) => {
        if (!hovers(event)) return;
        clearTimeout(closing);
        closing = setTimeout(() => {
          if (details.contains(document.activeElement) && !openedByHover) return;
          details.open = false;
          openedByHover = false;
        }, HOVER_CLOSE_DELAY_MS);
      });
    });
  }
}

if (!customElements.get('nav-toggle')) customElements.define('nav-toggle', NavToggle);
