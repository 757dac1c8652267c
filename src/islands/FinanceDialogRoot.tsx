/**
 * The car page's finance enquiry dialog (spec 02 §2, §4, §7; issue 15 item 5 c): imported by
 * LeadDialogRoot.tsx when the shopper clicks the sidebar's Finance Enquiry link (the lead dialogs'
 * listener, lead-dialog-trigger.ts), never before. The finance page's popup (FinanceForm.tsx's FinancePopup, announcing event 9 on each
 * opening) for the car the link names: its query is the form's, as on /finance. One root; the
 * form keeps what was typed when closed and reopened. Closing returns focus to the link.
 */
import type { FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readFinanceDialogData, type FinanceDialogData } from '../components/finance/finance-dialog-data.ts';
import { useFinanceForm } from '../components/finance/use-finance-form.ts';
import { FinancePopup } from './FinanceForm.tsx';

let root: Root | null = null;
let openings = 0;

function FinanceDialog({
  data,
  search,
  openRequest,
  opener,
}: {
  data: FinanceDialogData;
  search: string;
  openRequest: number;
  opener: HTMLElement;
}) {
  const form = useFinanceForm({ instantQuote: data.instantQuote, codeSentText: data.text['finance.codeSent'], search });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <FinancePopup
      text={data.text}
      form={form}
      onSubmit={onSubmit}
      openRequest={openRequest}
      onClosed={() => opener.focus()}
    />
  );
}

/** Opens the finance dialog for the link's car; false when the page carries no dialog data (then follow the link). */
export function openFinanceDialog(link: HTMLAnchorElement): boolean {
  const data = readFinanceDialogData();
  if (!data) return false;
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  openings += 1;
  root.render(<FinanceDialog data={data} search={link.search} openRequest={openings} opener={link} />);
  return true;
}
