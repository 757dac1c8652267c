/**
 * The vehicle page: one delegated click listener for every control carrying `data-lead-dialog`
 * (this page's sections, the sidebar, the sticky header). The dialogs' code (LeadDialogRoot.tsx, at
 * `rootUrl`: React and the form) is imported on the first plain click, never before; until then,
 * and for a middle or modified click, the control's link goes to the in-page form section.
 * Self-contained on purpose: it runs on every car page before interaction.
 */

/** The same controls as lead-dialog-data.ts's LEAD_DIALOG_ATTRIBUTE (its unit test checks it). */
export const LEAD_DIALOG_SELECTOR = '[data-lead-dialog]';

interface LeadDialogRootModule { openLeadDialog(control: HTMLElement): boolean }

/** A plain primary click on a lead-dialog control: the control; null for any other click. */
export function plainLeadDialogClick(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return (event.target as Element | null)?.closest?.<HTMLElement>(LEAD_DIALOG_SELECTOR) ?? null;
}

/**
 * Listens on the document, and tells assistive technology the controls open a dialog. The dialog's
 * code starts loading when a pointer or the keyboard focus reaches a control (the shopper is about
 * to click), so the click usually finds it loaded. The link is followed instead when the import
 * fails (offline, a newer deploy) or the page offers no such dialog (`openLeadDialog` answers false).
 */
export function listenForLeadDialogs(doc: Document, rootUrl: string): void {
  for (const control of doc.querySelectorAll(LEAD_DIALOG_SELECTOR)) control.setAttribute('aria-haspopup', 'dialog');
  let loading: Promise<LeadDialogRootModule> | null = null;
  const load = () => (loading ??= (import(/* @vite-ignore */ rootUrl) as Promise<LeadDialogRootModule>).catch((error: unknown) => {
    loading = null;
    throw error;
  }));
  const warm = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.(LEAD_DIALOG_SELECTOR)) return;
    doc.removeEventListener('pointerover', warm);
    doc.removeEventListener('focusin', warm);
    load().catch(() => {}); // the click tries again
  };
  doc.addEventListener('pointerover', warm, { passive: true });
  doc.addEventListener('focusin', warm);
  doc.addEventListener('click', (event) => {
    const control = plainLeadDialogClick(event);
    if (!control) return;
    event.preventDefault();
    const follow = () => {
      const href = control.getAttribute('href');
      if (href) location.href = href;
    };
    load().then((root) => { if (!root.openLeadDialog(control)) follow(); }, follow);
  });
}
