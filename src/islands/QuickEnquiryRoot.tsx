/**
 * The Quick Enquiry dialog's React root on static pages, imported by quick-enquiry-trigger.ts on
 * the first click. One root for the page: each click re-renders the dialog for its card, so a form
 * half filled, closed and reopened for the same car keeps what the shopper typed.
 */
import { createRoot, type Root } from 'react-dom/client';
import QuickEnquiryDialog from '../components/forms/QuickEnquiryDialog.tsx';
import { readQuickEnquiryData } from '../components/forms/quick-enquiry-data.ts';
import { quickEnquiryCar } from '../components/forms/quick-enquiry-link.ts';

let root: Root | null = null;

/** Opens the dialog for the link's car; false when the page or link lacks what it needs (then follow the link). */
export function openQuickEnquiry(link: HTMLAnchorElement): boolean {
  const car = quickEnquiryCar(link);
  const data = readQuickEnquiryData();
  if (!car || !data) return false;
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const show = (open: boolean) => root?.render(<QuickEnquiryDialog data={data} car={car} opener={link} open={open} onClose={() => show(false)} />);
  show(true);
  return true;
}
