/**
 * The vehicle page's numbers (spec 01 §9, spec 02 §2 and §9), in one place for the page, its
 * islands and their tests.
 */
/** Key information shows 4 specs before Show More; all specifications 4 before the toggle. */
export const KEY_INFORMATION_SHOWN = 4;
export const SPECIFICATIONS_SHOWN = 4;
/** The features list shows 8 items before Show All. */
export const FEATURES_SHOWN = 8;
/** Main image 600x400. */
export const MAIN_IMAGE = { width: 600, height: 400 } as const;
/** Arrow key codes 37 and 39 move the fullscreen gallery. */
export const ARROW_KEY_CODES = { previous: 37, next: 39 } as const;
/** Sticky header after 500px of scroll; the sticky bar after 900px on a variant. */
export const STICKY_HEADER_AFTER_PX = 500;
export const STICKY_BAR_AFTER_PX = 900;
/** The 'Copied' note shows for 1500 ms; the share window is 550x400. */
export const COPIED_NOTE_MS = 1500;
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** The view count animates over 1 s. */
export const VIEW_COUNT_ANIMATION_MS = 1000;
/** Spin: 20 pixels of drag per frame; auto-rotate every 100 ms; collapse animation 300 ms. */
export const SPIN_PIXELS_PER_FRAME = 20;
export const SPIN_AUTO_ROTATE_MS = 100;
export const COLLAPSE_ANIMATION_MS = 300;
/** Spec 02 §2: the finance disclaimer excerpt is 197 characters. */
export const FINANCE_DISCLAIMER_EXCERPT = 197;
/** Spec 02 §9: blog excerpts are 80 characters. */
export const BLOG_EXCERPT = 80;

/**
 * The first `length` characters of a text for a collapsed view (the finance disclaimer's 197,
 * a blog card's 80), cut at the last word boundary and marked with an ellipsis; a text that fits
 * is returned whole, with `truncated` false so no Show More is offered.
 */
export function excerpt(text: string, length: number): { text: string; truncated: boolean } {
  const whole = text.trim();
  if (whole.length <= length) return { text: whole, truncated: false };
  const cut = whole.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return { text: `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, truncated: true };
}
