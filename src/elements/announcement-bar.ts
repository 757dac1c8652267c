/**
 * <announcement-bar>: the dismissible bar over the header (src/sections/AnnouncementBar.astro).
 * A closed bar stays closed for this visitor until its text changes (the key carries the text).
 */
class AnnouncementBar extends HTMLElement {
  connectedCallback() {
    const key = this.dataset.key ?? 'announcement';
    try {
      if (localStorage.getItem(key) === 'dismissed') this.hidden = true;
    } catch {
      /* storage blocked: show the bar */
    }
    this.querySelector('button')?.addEventListener('click', () => {
      this.hidden = true;
      try {
        localStorage.setItem(key, 'dismissed');
      } catch {
        /* still hidden for this page view */
      }
    });
  }
}

if (!customElements.get('announcement-bar')) customElements.define('announcement-bar', AnnouncementBar);
