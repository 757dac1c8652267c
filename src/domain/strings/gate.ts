/** The default texts of the `gate.` keys: one message group of src/domain/strings.ts. */
export const GATE_STRINGS = {
  'gate.checking': 'Checking your sign-in…',
  'gate.failed': 'Sorry, we could not check whether you are signed in.',
  'gate.retry': 'Try again',
} as const;
