/**
 * Who the shopper is, as the functions say (spec 02 §4 "Sign-in", issue 14 §3): the static pages learn it after load
 * from GET /api/auth/session, so no page is built per shopper. One store for every island and custom element of the
 * page, with its actions. The session itself is the HttpOnly `__Host-session` cookie, which script never reads.
 *
 * `loading` stays true until the first answer; gated pages and save buttons wait for it (spec 02 §4 "when a visitor
 * is not signed in and loading has finished"). A failed check (network, 5xx) ends loading as signed out with `failed`
 * set, so a page can offer to try again rather than treat the shopper as a stranger for good.
 */
import { atom } from 'nanostores';

export interface SessionUser {
  id: string;
  /** The verified mobile, in the spec's local form (04xxxxxxxx). */
  phone: string;
}

export interface SessionState {
  loading: boolean;
  signedIn: boolean;
  user: SessionUser | null;
  /** The last check did not get an answer (network or server error). */
  failed: boolean;
}

export const SESSION_PATH = '/api/auth/session';
export const SIGN_OUT_PATH = '/api/auth/sign-out';

const LOADING: SessionState = Object.freeze({ loading: true, signedIn: false, user: null, failed: false });

type Fetch = typeof fetch;

function isUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.phone === 'string';
}

/** The state a GET /api/auth/session answer's body gives; anything not of its shape reads as signed out. */
export function decodeSession(body: unknown): SessionState {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const user = record.signed_in === true && isUser(record.user) ? record.user : null;
  return { loading: false, signedIn: user !== null, user, failed: false };
}

export function createSessionStore(fetchImpl: Fetch = (...args) => fetch(...args)) {
  const $session = atom<SessionState>(LOADING);
  let pending: Promise<SessionState> | null = null;

  async function check(): Promise<SessionState> {
    try {
      const response = await fetchImpl(SESSION_PATH, { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      return decodeSession(await response.json());
    } catch (error) {
      console.warn('Could not check the sign-in session:', error);
      return { loading: false, signedIn: false, user: null, failed: true };
    }
  }

  /** Asks the functions once per page (later calls share the first answer); `refresh` asks again. */
  function loadSession(options: { refresh?: boolean } = {}): Promise<SessionState> {
    if (pending === null || options.refresh === true) {
      pending = check().then((state) => {
        $session.set(state);
        return state;
      });
    }
    return pending;
  }

  /** After a verified code: the user the verify-code call answered, without asking again. */
  function signedIn(user: SessionUser): void {
    const state: SessionState = { loading: false, signedIn: true, user, failed: false };
    pending = Promise.resolve(state);
    $session.set(state);
  }

  /**
   * Spec 02 §4 "Sign out: sign out then refresh the page". The call goes through the functions' pipeline (same
   * origin, JSON), which revokes the session and clears the cookie. Resolves false when the call failed (the shopper
   * is still signed in on the server, so the page is not refreshed).
   */
  async function signOut(reload: () => void = () => window.location.reload()): Promise<boolean> {
    try {
      const response = await fetchImpl(SIGN_OUT_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    } catch (error) {
      console.warn('Could not sign out:', error);
      return false;
    }
    $session.set({ loading: false, signedIn: false, user: null, failed: false });
    pending = null;
    reload();
    return true;
  }

  return { $session, loadSession, signedIn, signOut };
}

export const { $session, loadSession, signedIn, signOut } = createSessionStore();
