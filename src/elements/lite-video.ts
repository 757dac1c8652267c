/**
 * <lite-video>: the vehicle page's video (src/sections/vehicle/content/CarVideo.astro), a poster
 * that swaps itself for the player (an iframe or a video element) when the shopper presses play,
 * so the page makes no third-party request before it. A plain link to the video without script.
 */
class LiteVideo extends HTMLElement {
  connectedCallback() {
    const { kind, src, title = '' } = this.dataset;
    if (kind === 'link' || !src) return;
    this.querySelector('a')?.addEventListener('click', (event) => {
      event.preventDefault();
      const player = kind === 'file' ? document.createElement('video') : document.createElement('iframe');
      player.src = src;
      if (player instanceof HTMLVideoElement) {
        player.setAttribute('aria-label', title);
        player.controls = true;
        player.autoplay = true;
        player.playsInline = true;
      } else {
        player.title = title;
        player.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';
        player.allowFullscreen = true;
      }
      this.replaceChildren(player);
      player.focus();
    });
  }
}

if (!customElements.get('lite-video')) customElements.define('lite-video', LiteVideo);
