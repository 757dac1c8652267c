/**
 * Quick Enquiry inside a React island (the search results): one delegated click handler for the
 * grid's Quick Enquiry links, and the dialog, whose code (with LeadForm) is imported on the first
 * click only (a lazy component in all but name: a failed import follows the link, where
 * React.lazy would unmount the results). A plain click opens the dialog; other clicks, and a page without the Quick Enquiry
 * data, follow the link to the car's enquiry section (`/cars/<slug>#enquire`).
 */
import { useCallback, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { readQuickEnquiryData, type QuickEnquiryData } from './quick-enquiry-data.ts';
import { quickEnquiryCar, quickEnquiryLink, type QuickEnquiryCar } from './quick-enquiry-link.ts';

import dialogUrl from './QuickEnquiryDialog.tsx?chunk-url';

type DialogComponent = typeof import('./QuickEnquiryDialog.tsx').default;
let loading: Promise<DialogComponent> | null = null;
// Loaded by URL (src/site/chunk-url.ts), like the static pages' dialog: code that only a click
// loads stays out of what the results page fetches on load and on idle (its 150 KB budget).
const loadDialog = () => (loading ??= (import(/* @vite-ignore */ dialogUrl) as Promise<{ default: DialogComponent }>).then((module) => module.default));

interface Shown { data: QuickEnquiryData; car: QuickEnquiryCar; opener: HTMLElement; open: boolean }

/** `onClick` goes on an element holding the cards; `dialog` is rendered beside it. */
export function useQuickEnquiry(): { onClick: (event: ReactMouseEvent<HTMLElement>) => void; dialog: ReactNode } {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const onClick = useCallback((event: ReactMouseEvent<HTMLElement>) => {
    const link = quickEnquiryLink(event.nativeEvent);
    const car = link && quickEnquiryCar(link);
    const data = car && readQuickEnquiryData();
    if (!link || !car || !data) return;
    event.preventDefault();
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setShown({ data, car, opener: link, open: true });
      },
      // Offline or a stale deploy: the link's own page has the same form.
      () => { loading = null; window.location.assign(link.href); },
    );
  }, []);

  const onClose = useCallback(() => setShown((current) => current && { ...current, open: false }), []);
  const dialog = Dialog && shown ? <Dialog {...shown} onClose={onClose} /> : null;
  return { onClick, dialog };
}
