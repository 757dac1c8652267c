/** Spec 01 §9: dealer comments collapse at 400 characters. */
export const DEALER_COMMENTS_COLLAPSE_AT = 400;
/** Spec 01 §5: segments of the comments are separated by a pipe. */
export const DEALER_COMMENTS_SEPARATOR = '|';

/**
 * Spec 01 §5: empty comments, or a lone separator, show the pending text; otherwise each
 * pipe-separated segment becomes a paragraph (empty segments dropped).
 */
export function dealerCommentParagraphs(comments: string | null | undefined): { pending: true } | { pending: false; paragraphs: string[] } {
  const paragraphs = (comments ?? '').split(DEALER_COMMENTS_SEPARATOR).map((part) => part.trim()).filter(Boolean);
  return paragraphs.length ? { pending: false, paragraphs } : { pending: true };
}

/** Whether the comments are long enough to collapse behind a "read more" (spec 01 §4). */
export function dealerCommentsCollapse(paragraphs: readonly string[]): boolean {
  return paragraphs.join(' ').length > DEALER_COMMENTS_COLLAPSE_AT;
}
