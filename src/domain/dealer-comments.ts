/** Spec 01 §9: dealer comments collapse at 400 characters. */
export const DEALER_COMMENTS_COLLAPSE_AT = 400;
/** Spec 01 §5: segments of the comments are separated by a pipe. */
export const DEALER_COMMENTS_SEPARATOR = '|';

/**
 * Spec 01 §5: empty comments, or a lone separator, show the pending text; otherwise each
 * pipe-separated segment becomes a paragraph (empty segments dropped).
 */
export function dealerCommentParagraphs(
  comments: string | null | undefined,
): { pending: true } | { pending: false; paragraphs: string[] } {
  const paragraphs = (comments ?? '')
    .split(DEALER_COMMENTS_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  return paragraphs.length ? { pending: false, paragraphs } : { pending: true };
}

/** Whether the comments are long enough to collapse behind a "read more" (spec 01 §4). */
export function dealerCommentsCollapse(paragraphs: readonly string[]): boolean {
  return paragraphs.join(' ').length > DEALER_COMMENTS_COLLAPSE_AT;
}

/** A paragraph of the comments: the part shown while collapsed and the part behind Show More. */
export interface CommentParagraph {
  shown: string;
  rest: string;
}

/**
 * Spec 01 §4 / §9 "Dealer comments collapse at 400 characters and can be expanded": while
 * collapsed the first 400 characters show (paragraphs counted as joined by a space, as
 * `dealerCommentsCollapse` counts them), cut at the last word boundary; the paragraph that crosses
 * the limit is split, and the paragraphs after it are wholly behind Show More (a first paragraph
 * with no space to cut at is cut at the limit itself). `rest` keeps its
 * leading space, so shown + rest is the paragraph as written.
 */
export function collapseDealerComments(
  paragraphs: readonly string[],
  limit: number = DEALER_COMMENTS_COLLAPSE_AT,
): CommentParagraph[] {
  let budget = limit;
  return paragraphs.map((paragraph) => {
    if (budget <= 0) return { shown: '', rest: paragraph };
    if (paragraph.length <= budget) {
      budget -= paragraph.length + 1;
      return { shown: paragraph, rest: '' };
    }
    const lastSpace = paragraph.lastIndexOf(' ', budget);
    // One unbroken run of text is cut where it must be only when nothing else would show.
    const cut = lastSpace > 0 ? lastSpace : budget === limit ? budget : 0;
    budget = 0;
    return { shown: paragraph.slice(0, cut), rest: paragraph.slice(cut) };
  });
}
