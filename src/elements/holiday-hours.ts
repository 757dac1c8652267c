/**
 * <holiday-hours>: the holiday-hours dialog (spec 02 §2), a native <dialog>. The button is rendered hidden, so
 * without script it never shows; the special dates are also marked in the hours table itself.
 */
class HolidayHours extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector<HTMLButtonElement>('[data-open]');
    const dialog = this.querySelector('dialog');
    if (!button || !dialog) return;
    button.hidden = false;
    button.addEventListener('click', () => dialog.showModal());
    // A click on the backdrop (the dialog box itself, outside its content) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
}

if (!customElements.get('holiday-hours')) customElements.define('holiday-hours', HolidayHours);
