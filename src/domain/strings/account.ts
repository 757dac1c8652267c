/** The default texts of the `account.` keys: one message group of src/domain/strings.ts. */
export const ACCOUNT_STRINGS = {
  'account.signIn': 'Sign In',
  'account.signOut': 'Sign Out',
  'account.myGarage': 'My Garage',
  'account.signOutFailed': 'Sorry, we could not sign you out. Please try again.',
} as const;
