/**
 * <gated-route>: the gate every gated page gets from its layout (src/sections/account/GatedContent.astro; spec 02
 * §4 "Gated routes: when a visitor is not signed in and loading has finished, the visitor is redirected to sign-in
 * carrying the redirect target and the way back"). The page's content is in the HTML but hidden until the session
 * store has its answer: signed in, it is shown; signed out, the page is replaced by the sign-in page, whose redirect
 * is this page with its query and whose way back is the page the shopper came from (on this site) or home. The rule
 * is src/domain/sign-in.ts's signInRedirect. When the check got no answer, the shopper may try again.
 */
import { signInRedirect, type GatingOptions } from '../domain/sign-in.ts';
import { loadSession } from '../stores/session.ts';

/** The page the shopper came from when it is on this site, else home. */
function wayBack(): string {
  try {
    const previous = new URL(document.referrer);
    if (previous.origin === window.location.origin) return `${previous.pathname}${previous.search}`;
  } catch {
    /* no referrer */
  }
  return '/';
}

class GatedRoute extends HTMLElement {
  connectedCallback() {
    const options = JSON.parse(this.dataset.options ?? '{}') as Partial<GatingOptions>;
    const part = (name: string) => this.querySelector<HTMLElement>(`[data-gate-${name}]`);
    part('retry')?.addEventListener('click', () => window.location.reload());
    void loadSession().then((state) => {
      const target = `${window.location.pathname}${window.location.search}`;
      const signIn = state.failed ? null : signInRedirect(target, wayBack(), state, options);
      if (signIn !== null) {
        window.location.replace(signIn);
        return;
      }
      part('wait')?.toggleAttribute('hidden', true);
      part('failed')?.toggleAttribute('hidden', !state.failed);
      part('content')?.toggleAttribute('hidden', !state.signedIn);
    });
  }
}

if (!customElements.get('gated-route')) customElements.define('gated-route', GatedRoute);
