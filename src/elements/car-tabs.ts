/**
 * <car-tabs>: the vehicle page's information tabs (src/sections/vehicle/content/VehicleTabs.astro)
 * as WAI-ARIA tabs with automatic activation: arrows move and select (wrapping), Home and End jump.
 */
class CarTabs extends HTMLElement {
  connectedCallback() {
    const tabs = [...this.querySelectorAll<HTMLElement>('[role="tab"]')];
    const select = (chosen: HTMLElement, focus: boolean) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        panel?.toggleAttribute('data-active', selected);
        if (panel) panel.hidden = !selected;
      }
      if (focus) chosen.focus();
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (event) => {
        const moves: Record<string, number> = {
          ArrowRight: index + 1,
          ArrowLeft: index - 1,
          Home: 0,
          End: tabs.length - 1,
        };
        const to = moves[event.key];
        if (to === undefined) return;
        event.preventDefault();
        select(tabs[(to + tabs.length) % tabs.length]!, true);
      });
    });
    const current = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
    if (current) select(current, false);
  }
}

if (!customElements.get('car-tabs')) customElements.define('car-tabs', CarTabs);
