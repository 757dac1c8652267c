/**
 * <nav-toggle>: the header's mobile menu button (src/sections/SiteHeader.astro), and its
 * dropdowns (`<details>`, so a click or Enter opens one with no script). Their other behaviours
 * (nav-dropdowns.ts: closing on a click outside or Escape, hover, aria-expanded) load by URL when a
 * pointer or the focus first comes into the menu, before any dropdown can be open: this script is on
 * every page, within the home page's 2 KB budget.
 */
import dropdownsUrl from './nav-dropdowns.ts?chunk-url';

class NavToggle extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    const nav = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    button?.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      nav?.toggleAttribute('data-open', open);
    });
    // Each event asks again (a no-op once loaded): fewer bytes than `once` listeners, and the page's budget is tight.
    nav?.addEventListener('pointerover', () => import(/* @vite-ignore */ dropdownsUrl));
    nav?.addEventListener('focusin', () => import(/* @vite-ignore */ dropdownsUrl));
  }
}

if (!customElements.get('nav-toggle')) customElements.define('nav-toggle', NavToggle);
