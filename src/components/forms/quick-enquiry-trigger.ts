/**
 * Static pages with vehicle cards (CardGrid.astro): one delegated click listener for every card's
 * Quick Enquiry link. The dialog, React and the form (QuickEnquiryRoot.tsx, at `rootUrl`) are
 * imported on the first plain click, never before; until then, and for a middle or modified click,
 * the link goes to the car's enquiry section. Self-contained on purpose: a module it shared with the
 * search island would become one more file on every page with cards (2 KB script budget).
 */

/** The same links as quick-enquiry-link.ts's QUICK_ENQUIRY_ATTRIBUTE (its unit test checks it). */
export const TRIGGER_SELECTOR = 'a[data-quick-enquiry]';

interface QuickEnquiryRootModule { openQuickEnquiry(link: HTMLAnchorElement): boolean }

/** A plain primary click on a Quick Enquiry link: the link; null for any other click. */
export function plainQuickEnquiryClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return (event.target as Element | null)?.closest?.<HTMLAnchorElement>(TRIGGER_SELECTOR) ?? null;
}

/**
 * Listens on the document. The link is followed instead when the import fails (offline, a newer
 * deploy) or the page lacks the dialog's data (`openQuickEnquiry` answers false).
 */
export function listenForQuickEnquiry(doc: Document, rootUrl: string): void {
  doc.addEventListener('click', (event) => {
    const link = plainQuickEnquiryClick(event);
    if (!link) return;
    event.preventDefault();
    const follow = () => { location.href = link.href; };
    (import(/* @vite-ignore */ rootUrl) as Promise<QuickEnquiryRootModule>)
      .then((root) => { if (!root.openQuickEnquiry(link)) follow(); }, follow);
  });
}
