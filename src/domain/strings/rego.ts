/** The default texts of the `rego.` keys: one message group of src/domain/strings.ts. */
export const REGO_STRINGS = {
  'rego.expiresOn': 'Expires on {date}',
  'rego.unregistered': 'Unregistered',
} as const;
