/**
 * <hours-type-select>: the sales / service / parts dropdown over the opening hours (spec 02 §2). Without script
 * every panel shows under its heading; with it the select (rendered hidden) appears and shows one panel.
 */
class HoursTypeSelect extends HTMLElement {
  connectedCallback() {
    const select = this.querySelector('select');
    if (!select) return;
    const show = () => {
      for (const panel of this.querySelectorAll<HTMLElement>('[data-hours-type]'))
        panel.hidden = panel.dataset.hoursType !== select.value;
    };
    select.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
    select.addEventListener('change', show);
    show();
  }
}

if (!customElements.get('hours-type-select')) customElements.define('hours-type-select', HoursTypeSelect);
