/**
 * Every compare toggle of the page (issue 17 item 10): the cards' (VehicleCard.tsx, also those islands render later)
 * and the vehicle sidebar's. Like the hearts (save-hearts.ts): plain `button[data-compare-car]` in the HTML, and this
 * module, loaded by URL after the page (LeadDialogs.astro), paints `aria-pressed` from the compare store and toggles
 * on a delegated click. Each toggle shows a toast (one at a time): added, with a link to the comparison; removed; or
 * the list is full, the car refused (COMPARE_LIMIT). Texts come from the page's JSON script `#compare-text`.
 */
import {
  COMPARE_LIMIT,
  COMPARE_TEXT_ID,
  comparePath,
  fillPlaceholders,
  isCarSlug,
  type CompareOutcome,
  type CompareText,
} from '../domain/compare.ts';
import { $compare, slugsOf, toggleCompared } from '../stores/compare.ts';
import { showToast } from './toast.ts';

export const COMPARE_TOGGLE_SELECTOR = 'button[data-compare-car]';

function paint(root: ParentNode, slugs: readonly string[]): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(COMPARE_TOGGLE_SELECTOR)) {
    button.setAttribute('aria-pressed', String(slugs.includes(button.dataset.compareCar ?? '')));
  }
}

function textOf(doc: Document): CompareText | null {
  try {
    return JSON.parse(doc.getElementById(COMPARE_TEXT_ID)?.textContent ?? 'null') as CompareText | null;
  } catch {
    return null;
  }
}

function toastFor(outcome: CompareOutcome, name: string, text: CompareText) {
  const slugs = slugsOf($compare.get());
  const link = { href: comparePath(slugs), label: fillPlaceholders(text.view, { count: slugs.length }) };
  if (outcome === 'added') return { message: fillPlaceholders(text.added, { name }), link };
  if (outcome === 'removed')
    return { message: fillPlaceholders(text.removed, { name }), link: slugs.length > 0 ? link : undefined };
  return { message: fillPlaceholders(text.full, { limit: COMPARE_LIMIT }), link };
}

export function startCompareToggles(doc: Document): void {
  const text = textOf(doc);
  $compare.subscribe((list) => paint(doc, slugsOf(list)));
  new MutationObserver(() => paint(doc, slugsOf($compare.get()))).observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-compare-car'],
  });
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(COMPARE_TOGGLE_SELECTOR);
    const slug = button?.dataset.compareCar ?? '';
    if (!button || !isCarSlug(slug)) return;
    const name = button.dataset.compareName ?? slug;
    const outcome = toggleCompared({ slug, name });
    if (text) showToast(doc, toastFor(outcome, name, text), text.dismiss);
  });
}

startCompareToggles(document);
