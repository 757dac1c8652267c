/**
 * <show-more>: the Show More / Show All toggle of a collapsed list
 * (src/sections/vehicle/content/ShowMore.astro). It flips the list's data-collapsed (CSS hides
 * its data-extra rows) and the button's state and label.
 */
class ShowMore extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    if (!button) return;
    button.addEventListener('click', () => {
      const expand = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(expand));
      document.getElementById(button.getAttribute('aria-controls') ?? '')?.toggleAttribute('data-collapsed', !expand);
      button.textContent = (expand ? button.dataset.less : button.dataset.more) ?? button.textContent;
      // Collapsing a long list can leave the button far above the viewport: bring it back.
      if (!expand) button.scrollIntoView({ block: 'nearest' });
    });
  }
}

if (!customElements.get('show-more')) customElements.define('show-more', ShowMore);
