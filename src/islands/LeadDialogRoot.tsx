/**
 * The lead dialogs' React root, for every page: imported by lead-dialog-trigger.ts when a shopper
 * reaches for a dialog control, never before. One root per page and one dialog per kind once
 * opened: a form half filled, closed and reopened keeps what the shopper typed, whichever other
 * form was opened in between; the Quick Enquiry dialog keeps its form while it is about the same
 * car and starts afresh for another. Opening the test-drive form reports the car's test-drive
 * event (spec 01 §7).
 */
import { createRoot, type Root } from 'react-dom/client';
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';
import { LeadDialog } from '../components/forms/LeadDialog.tsx';
import {
  LEAD_DIALOG_ATTRIBUTE,
  leadDialogRequest,
  readLeadDialogData,
  type LeadDialogData,
  type LeadDialogKind,
  type LeadDialogRequest,
} from '../components/forms/lead-dialog-data.ts';
import { FINANCE_DIALOG_KIND } from '../components/finance/finance-dialog-data.ts';
import LeadForm from './LeadForm.tsx';

let root: Root | null = null;
/** Every dialog opened so far, with what it shows and the control that last opened it (focus returns there). */
const opened = new Map<LeadDialogKind, { request: LeadDialogRequest; opener: HTMLElement }>();
let current: LeadDialogKind | null = null;

function render(data: LeadDialogData): void {
  root?.render(
    <>
      {[...opened].map(([kind, { request, opener }]) => (
        <LeadDialog
          key={kind}
          id={request.form.formId}
          className={kind === 'quick-enquiry' ? 'quick-enquiry' : 'quick-enquiry lead-dialog'}
          heading={request.heading}
          subject={request.subject}
          intro={request.intro}
          close={data.close}
          open={kind === current}
          opener={opener}
          onClose={() => {
            if (current !== kind) return;
            current = null;
            render(data);
          }}
        >
          <LeadForm key={request.formKey} {...request.form} />
        </LeadDialog>
      ))}
    </>,
  );
}

/** Opens the control's dialog; false when the page offers no such dialog (then follow the control's link). */
export function openLeadDialog(control: HTMLElement): boolean {
  if (control.getAttribute(LEAD_DIALOG_ATTRIBUTE) === FINANCE_DIALOG_KIND)
    return openFinance(control as HTMLAnchorElement);
  const data = readLeadDialogData();
  const request = data && leadDialogRequest(data, control);
  if (!request) return false;
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const previous = opened.get(request.kind)?.request;
  // The same form keeps its props (and so its fields' state): only a new one takes the new request's.
  opened.set(request.kind, { request: previous?.formKey === request.formKey ? previous : request, opener: control });
  current = request.kind;
  render(data);
  if (request.kind === 'test-drive' && data.car)
    announceAnalyticsEvent(data.car.testDriveEventId, { car_id: data.form.context.car?.id ?? null });
  return true;
}

/**
 * The car page's Finance Enquiry link (issue 15 item 5 c): the finance popup's own root, loaded on
 * this first click only (the finance form is larger than the lead forms); the link is followed
 * when it fails to load or the page carries no finance dialog data.
 */
function openFinance(link: HTMLAnchorElement): boolean {
  const follow = () => {
    location.href = link.href;
  };
  import('./FinanceDialogRoot.tsx').then((root) => root.openFinanceDialog(link) || follow(), follow);
  return true;
}
