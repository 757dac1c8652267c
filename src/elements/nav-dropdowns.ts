/**
 * The header dropdowns' behaviours beyond a `<details>` click (spec 02 §2 "A header brands dropdown
 * opens and closes by hover or click"), loaded by <nav-toggle> (nav-toggle.ts) when a pointer or the
 * focus first comes into the menu, so no page pays for it up front (the home page's 2 KB budget):
 * - for a mouse, a dropdown opens on hover and closes a moment after the pointer leaves it, so
 *   crossing the gap into its panel keeps it open; a click on a dropdown the hover just opened keeps
 *   it open (the click meant "open"), the next click closes it;
 * - a click outside an open dropdown closes it;
 * - Escape closes the dropdowns and puts the focus back on the summary it was in;
 * - each summary's aria-expanded follows its dropdown.
 */

/** How long a dropdown opened by hover stays open after the pointer leaves it: the gap into its panel. */
const HOVER_CLOSE_DELAY_MS = 250;

const dropdowns = document.querySelectorAll<HTMLDetailsElement>('.main-nav details');
const closeAllBut = (keep: Node | null) =>
  dropdowns.forEach((details) => {
    if (!details.contains(keep)) details.open = false;
  });

document.addEventListener('click', (event) => closeAllBut(event.target as Node));
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const focused = document.activeElement?.closest('.main-nav details');
  closeAllBut(null);
  focused?.querySelector('summary')?.focus();
});

dropdowns.forEach((details) => {
  const summary = details.querySelector('summary')!;
  const showExpanded = () => summary.setAttribute('aria-expanded', String(details.open));
  details.addEventListener('toggle', showExpanded);
  showExpanded();
  let closing: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;
  const open = () => {
    clearTimeout(closing);
    closeAllBut(details);
    openedByHover ||= !details.open;
    details.open = true;
  };
  summary.addEventListener('click', (event) => {
    if (openedByHover) event.preventDefault();
    openedByHover = false;
  });
  // A mouse only: a touch opens it by tap, as a click.
  details.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && open());
  details.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    closing = setTimeout(() => {
      if (openedByHover || !details.contains(document.activeElement)) details.open = openedByHover = false;
    }, HOVER_CLOSE_DELAY_MS);
  });
  // The pointer that made this module load is already over it: no pointerenter will come.
  if (details.matches(':hover') && matchMedia('(hover: hover)').matches) open();
});
