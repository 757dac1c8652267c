/** The default texts of the `signIn.` keys: one message group of src/domain/strings.ts. */
export const SIGN_IN_STRINGS = {
  'signIn.title': 'Sign In',
  'signIn.intro': 'Enter your name and mobile number and we will text you a 6-digit code.',
  'signIn.mobile': 'Mobile Number',
  'signIn.sendCode': 'Send Code',
  'signIn.sending': 'Sending…',
  'signIn.codeTitle': 'Enter your code',
  'signIn.codeIntro': 'We texted a 6-digit code to {phone}.',
  'signIn.code': 'Verification Code',
  'signIn.verify': 'Verify and Sign In',
  'signIn.verifying': 'Checking…',
  'signIn.resend': 'Resend Code',
  'signIn.resendIn': 'You can ask for a new code in {seconds} s.',
  'signIn.changeNumber': 'Use another number',
  'signIn.verified': 'Signed in. Taking you on…',
  'signIn.back': 'Back',
} as const;
