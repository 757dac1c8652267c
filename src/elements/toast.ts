/**
 * The page's toasts (spec 02 §2 "toasts (one at a time)", §9 "toast limit 1"): one polite live region at the foot of
 * the page, holding the newest toast only (pushToast: a new one replaces the one shown), with an optional link and a
 * Dismiss button. Made on first use, so a page that shows none has none.
 */
import { pushToast } from '../domain/shopper-lists.ts';

export interface Toast {
  message: string;
  link?: { href: string; label: string };
}

let queue: Toast[] = [];
let region: HTMLElement | null = null;

function regionOf(doc: Document): HTMLElement {
  if (region?.isConnected) return region;
  region = doc.createElement('div');
  region.className = 'toast-region';
  region.setAttribute('role', 'status');
  doc.body.append(region);
  return region;
}

function render(doc: Document, dismissLabel: string): void {
  const box = regionOf(doc);
  box.replaceChildren(
    ...queue.map((toast) => {
      const item = doc.createElement('div');
      item.className = 'toast';
      const text = doc.createElement('p');
      text.textContent = toast.message;
      item.append(text);
      if (toast.link) {
        const link = doc.createElement('a');
        link.href = toast.link.href;
        link.textContent = toast.link.label;
        item.append(link);
      }
      const dismiss = doc.createElement('button');
      dismiss.type = 'button';
      dismiss.textContent = dismissLabel;
      dismiss.addEventListener('click', () => {
        queue = queue.filter((shown) => shown !== toast);
        render(doc, dismissLabel);
      });
      item.append(dismiss);
      return item;
    }),
  );
}

/** Shows the toast in place of any shown. */
export function showToast(doc: Document, toast: Toast, dismissLabel: string): void {
  queue = pushToast(queue, toast);
  render(doc, dismissLabel);
}
