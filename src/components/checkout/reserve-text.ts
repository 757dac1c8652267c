/** The texts the checkout island shows (src/islands/ReserveForm.tsx), picked from the tenant's strings. */
import type { Strings } from '../../domain/strings.ts';

export const RESERVE_TEXT_KEYS = [
  'checkout.stepDetails',
  'checkout.stepDeposit',
  'checkout.deposit',
  'checkout.held',
  'checkout.refundable',
  'checkout.noPayment',
  'checkout.payNext',
  'checkout.mobileVerified',
  'checkout.verifyIntro',
  'checkout.verify',
  'checkout.verifyFirst',
  'checkout.reserving',
  'checkout.failed',
  'card.findSimilar',
  'form.firstName',
  'form.lastName',
  'form.email',
  'form.optionalMark',
  'form.required',
  'form.invalidEmail',
  'signIn.mobile',
  'signIn.sendCode',
  'signIn.resend',
  'signIn.code',
] as const satisfies readonly (keyof Strings)[];
export type ReserveText = Pick<Strings, (typeof RESERVE_TEXT_KEYS)[number]>;
