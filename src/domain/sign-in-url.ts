/** Sign-in links (spec 02 §2 sign-in route); `sign-in.ts` re-exports them with the route gating. */
/** Spec 02 §2: "/sign-in?type={trade-in, checkout, finance, spin-to-win, online-payment, car-finance, my-garage, watchlist}". */
export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/** Spec 02 §2: the sign-in route. */
export const SIGN_IN_PATH = '/sign-in';

/**
 * Spec 02 §2 "/sign-in?type={type}&redirect={target}&back={previous}". The query is encoded with
 * URLSearchParams, so '/' becomes %2F, '?' %3F, '&' %26, '=' %3D and a space '+'.
 */
export function signInUrl(type: SignInType, redirect: string, back: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ type, redirect, back }).toString()}`;
}
