/** The texts the sign-in island shows (src/islands/SignInForm.tsx), picked from the tenant's strings. */
import type { Strings } from '../../domain/strings.ts';

export const SIGN_IN_TEXT_KEYS = [
  'signIn.intro',
  'signIn.mobile',
  'signIn.sendCode',
  'signIn.sending',
  'signIn.codeTitle',
  'signIn.codeIntro',
  'signIn.code',
  'signIn.verify',
  'signIn.verifying',
  'signIn.resend',
  'signIn.resendIn',
  'signIn.changeNumber',
  'signIn.verified',
  'signIn.back',
  'form.firstName',
  'form.lastName',
  'form.optionalMark',
] as const satisfies readonly (keyof Strings)[];
export type SignInText = Pick<Strings, (typeof SIGN_IN_TEXT_KEYS)[number]>;
