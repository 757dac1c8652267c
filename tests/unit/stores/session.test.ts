import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, decodeSession, SESSION_PATH, SIGN_OUT_PATH } from '../../../src/stores/session.ts';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('decodeSession: the GET /api/auth/session answer', () => {
  it.each([
    [{ signed_in: true, user: { id: 'u1', phone: '0412345678' } }, true],
    [{ signed_in: false, user: null }, false],
    [{ signed_in: true, user: null }, false],
    [{ signed_in: true, user: { id: 1, phone: '0412345678' } }, false],
    ['not an object', false],
    [null, false],
  ])('%j → signed in %s', (body, signedIn) => {
    const state = decodeSession(body);
    expect(state.loading).toBe(false);
    expect(state.signedIn).toBe(signedIn);
    expect(state.user === null).toBe(!signedIn);
  });
});

describe('createSessionStore', () => {
  it('is loading until the first answer, then holds the user (spec 02 §4 "loading has finished")', async () => {
    const fetchImpl = vi.fn(async () => answer(200, { signed_in: true, user: { id: 'u1', phone: '0412345678' } }));
    const store = createSessionStore(fetchImpl);
    expect(store.$session.get().loading).toBe(true);
    await store.loadSession();
    expect(store.$session.get()).toEqual({
      loading: false,
      signedIn: true,
      user: { id: 'u1', phone: '0412345678' },
      failed: false,
    });
    expect(fetchImpl).toHaveBeenCalledWith(SESSION_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  it('asks once per page unless told to refresh', async () => {
    const fetchImpl = vi.fn(async () => answer(200, { signed_in: false, user: null }));
    const store = createSessionStore(fetchImpl);
    await Promise.all([store.loadSession(), store.loadSession()]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await store.loadSession({ refresh: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 503', async () => answer(503, { error: 'unavailable' })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('ends loading as signed out, marked failed, after %s', async (_name, reply) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createSessionStore(vi.fn(reply));
    await store.loadSession();
    expect(store.$session.get()).toMatchObject({ loading: false, signedIn: false, failed: true });
  });

  it('signedIn() sets the verified user without asking again', async () => {
    const fetchImpl = vi.fn(async () => answer(200, { signed_in: false, user: null }));
    const store = createSessionStore(fetchImpl);
    store.signedIn({ id: 'u2', phone: '0498765432' });
    await store.loadSession();
    expect(store.$session.get().user).toEqual({ id: 'u2', phone: '0498765432' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('signOut posts to the sign-out call, then refreshes the page (spec 02 §4 "sign out then refresh the page")', async () => {
    const fetchImpl = vi.fn(async () => answer(200, { signed_out: true }));
    const store = createSessionStore(fetchImpl);
    store.signedIn({ id: 'u2', phone: '0498765432' });
    const reload = vi.fn();
    expect(await store.signOut(reload)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(SIGN_OUT_PATH, expect.objectContaining({ method: 'POST', body: '{}' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(store.$session.get().signedIn).toBe(false);
  });

  it('a failed sign-out keeps the shopper signed in and does not refresh', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createSessionStore(vi.fn(async () => answer(503, {})));
    store.signedIn({ id: 'u2', phone: '0498765432' });
    const reload = vi.fn();
    expect(await store.signOut(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(store.$session.get().signedIn).toBe(true);
  });
});
