/**
 * Australian credit advertising (issue 15 item 6; spec 01 §9; the National Credit Code): wherever an
 * annual percentage rate is advertised, its comparison rate appears with it, and the page carries
 * the comparison-rate warning and the example it is based on (a 5-year secured loan of $30,000).
 * Read from a built page's text (scripts, styles, tags and attributes removed), so a form label
 * such as 'Interest rate (% p.a.)' or an island's props are not a rate; a figure is.
 */

/** How close (in characters of page text) the comparison rate must be to the rate it goes with. */
export const NEARBY_CHARS = 400;

const RATE = /(\d{1,2}(?:\.\d{1,2})?)\s*%\s*p\.\s?a\./gi;
const COMPARISON =
  /comparison rate\*?[^%\d]{0,40}\d{1,2}(?:\.\d{1,2})?\s*%|\d{1,2}(?:\.\d{1,2})?\s*%\s*\(?comparison rate/gi;
const WARNING = /true only for the example/i;
const EXAMPLE = /5-year secured loan of \$30,000/i;

/** The visible text of an HTML page, roughly: no scripts, styles or templates; tags to spaces; a few entities. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#36;/g, '$')
    .replace(/\s+/g, ' ');
}

/**
 * Each problem found in a page's text: an advertised rate ('6.80% p.a.') with no comparison rate
 * within NEARBY_CHARS either side, or a page with rates but without the warning or the example.
 * A rate that is itself the comparison rate ('comparison rate 9.52% p.a.') needs nothing more.
 */
export function creditAdvertisingProblems(text: string): string[] {
  const problems: string[] = [];
  // Each comparison rate vouches for one advertised rate only: two teasers cannot share one.
  const comparisons = [...text.matchAll(COMPARISON)].map((match) => ({ at: match.index, used: false }));
  let rates = 0;
  for (const match of text.matchAll(RATE)) {
    const at = match.index;
    const before = text.slice(Math.max(0, at - 40), at);
    if (/comparison rate\*?[^%]{0,20}$/i.test(before)) continue;
    rates++;
    const partner = comparisons
      .filter((comparison) => !comparison.used && Math.abs(comparison.at - at) <= NEARBY_CHARS)
      .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
    if (partner) partner.used = true;
    else
      problems.push(`'${text.slice(Math.max(0, at - 60), at + match[0].length).trim()}' has no comparison rate nearby`);
  }
  if (rates > 0 && !WARNING.test(text)) problems.push('rates without the comparison-rate warning');
  if (rates > 0 && !EXAMPLE.test(text)) problems.push('rates without the example (a 5-year secured loan of $30,000)');
  return problems;
}
