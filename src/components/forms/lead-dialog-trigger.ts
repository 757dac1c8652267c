/**
 * The one listener behind every lead dialog (LeadDialogs.astro starts it): delegated on the
 * document, so it serves the vehicle page's `data-lead-dialog` controls, static card grids and the
 * cards an island renders later alike. The dialogs' code (LeadDialogRoot.tsx at `rootUrl`: React
 * and the form) starts loading when a pointer or the keyboard focus reaches a control, so the click
 * usually finds it loaded, and never before. Until it opens a dialog, and for a middle or modified
 * click, a control's link goes to the car's form section.
 *
 * Self-contained on purpose: it runs before interaction on every page with cards, within the 2 KB
 * script budget of a page without islands.
 */

/**
 * The controls, links carrying lead-dialog-data.ts's LEAD_DIALOG_ATTRIBUTE (among them the car page's
 * Finance Enquiry link, finance-dialog-data.ts's FINANCE_DIALOG_KIND, which LeadDialogRoot.tsx hands on
 * to FinanceDialogRoot.tsx) or quick-enquiry-link.ts's QUICK_ENQUIRY_ATTRIBUTE (a unit test checks them).
 */
export const LEAD_DIALOG_SELECTOR = 'a[data-lead-dialog],a[data-quick-enquiry]';

interface LeadDialogRootModule {
  openLeadDialog(control: HTMLElement): boolean;
}

/** The control an event happened on, or null. */
export const dialogControl = (event: Event): HTMLElement | null =>
  (event.target as Element | null)?.closest?.<HTMLElement>(LEAD_DIALOG_SELECTOR) ?? null;

/**
 * A plain primary click on a control: the control; null for any other click. A middle or modified
 * click (new tab, new window, download) keeps the link's own behaviour, and so does a click
 * something else already handled.
 */
export function plainDialogClick(event: MouseEvent): HTMLElement | null {
  return event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    ? null
    : dialogControl(event);
}

/**
 * Listens on the document, and tells assistive technology the vehicle page's controls open a
 * dialog. The link is followed instead when the import fails (offline, a newer deploy) or the
 * page offers no such dialog (`openLeadDialog` answers false).
 */
export function listenForLeadDialogs(doc: Document, rootUrl: string): void {
  for (const control of doc.querySelectorAll('a[data-lead-dialog]')) control.setAttribute('aria-haspopup', 'dialog');
  let loading: Promise<LeadDialogRootModule> | undefined;
  const load = () =>
    (loading ??= (import(/* @vite-ignore */ rootUrl) as Promise<LeadDialogRootModule>).catch((error: unknown) => {
      loading = undefined; // the next click tries again
      throw error;
    }));
  const warm = (event: Event) => {
    if (dialogControl(event)) load().catch(() => {});
  };
  doc.addEventListener('pointerover', warm);
  doc.addEventListener('focusin', warm);
  doc.addEventListener('click', (event) => {
    const link = plainDialogClick(event) as HTMLAnchorElement | null;
    if (!link) return;
    event.preventDefault();
    const follow = () => {
      location.href = link.href;
    };
    load().then((root) => root.openLeadDialog(link) || follow(), follow);
  });
}
