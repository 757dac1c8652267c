/**
 * <account-menu>: the header's Sign In link, which becomes My Garage and Sign Out once GET /api/auth/session says the
 * shopper is signed in (src/sections/account/HeaderAccount.astro, only on tenants with features.sign_in). Both states
 * are in the HTML, stacked in one grid cell, so the header keeps its size when the answer arrives (no layout shift).
 *
 * Decision: this element asks the session call itself and reads only its `signed_in` flag, rather than importing the
 * session store (src/stores/session.ts with nanostores, ~1.1 KB gzip): every page of a sign-in tenant carries it, and
 * pages without an island stay within 2 KB of script (tests/e2e/page-weight.spec.ts). The store is imported on
 * Sign Out, by URL (`?chunk-url`, src/site/chunk-url.ts: no preload helper), and signs out then refreshes the page
 * (spec 02 §4); when that call fails the shopper is told and stays.
 */
import sessionStoreUrl from '../stores/session.ts?chunk-url';

type SessionStore = typeof import('../stores/session.ts');
class AccountMenu extends HTMLElement {
  connectedCallback() {
    // Once the first frame is drawn: nothing shown waits on it, and a request that ends before the first paint is one
    // more that Lighthouse's simulated slow 4G replays before it (issue 20 item 2).
    requestAnimationFrame(() => setTimeout(() => this.checkSession(), 0));
    this.querySelector<HTMLButtonElement>('[data-sign-out]')?.addEventListener('click', async (event) => {
      const button = event.currentTarget as HTMLButtonElement;
      button.disabled = true;
      let signedOut = false;
      try {
        const { signOut } = (await import(/* @vite-ignore */ sessionStoreUrl)) as SessionStore;
        signedOut = await signOut();
      } catch (error) {
        console.warn('Could not sign out:', error);
      }
      if (!signedOut) {
        button.disabled = false;
        window.alert(this.dataset.signOutFailed);
      }
    });
  }

  private checkSession() {
    fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { signed_in?: unknown } | null) => this.toggleAttribute('data-signed-in', body?.signed_in === true))
      .catch((error: unknown) => console.warn('Could not check the sign-in session:', error));
  }
}

if (!customElements.get('account-menu')) customElements.define('account-menu', AccountMenu);
