/** The default texts of the `share.` keys: one message group of src/domain/strings.ts. */
export const SHARE_STRINGS = {
  'share.button': 'Share',
  'share.copied': 'Copied',
  'share.toast': 'Copied {name} to your clipboard!',
} as const;
