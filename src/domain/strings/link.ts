/** The default texts of the `link.` keys: one message group of src/domain/strings.ts. */
export const LINK_STRINGS = {
  'link.newTab': '(opens in a new tab)',
} as const;
