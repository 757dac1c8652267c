/**
 * <nav-toggle>: the header's mobile menu button (src/sections/SiteHeader.astro), and its
 * dropdowns: an open dropdown closes when the visitor clicks anywhere outside it.
 */
class NavToggle extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    const nav = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    button?.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      nav?.toggleAttribute('data-open', open);
    });
    document.addEventListener('click', (event) => {
      document.querySelectorAll<HTMLDetailsElement>('.main-nav details[open]').forEach((details) => {
        if (!details.contains(event.target as Node)) details.open = false;
      });
    });
  }
}

if (!customElements.get('nav-toggle')) customElements.define('nav-toggle', NavToggle);
