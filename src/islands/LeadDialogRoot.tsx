/**
 * The vehicle page's lead dialogs' React root (enquiry, test drive, request photos), imported by
 * lead-dialog-trigger.ts on the first click. One root for the page, one dialog per kind once
 * opened: a form half filled, closed and reopened keeps what the shopper typed, whichever other
 * form was opened in between. Opening the test-drive form reports the car's test-drive event
 * (spec 01 §7).
 */
import { createRoot, type Root } from 'react-dom/client';
import LeadDialog from '../components/forms/LeadDialog.tsx';
import type { LeadFormProps } from './LeadForm.tsx';
import {
  leadDialogFormProps, leadDialogKind, readLeadDialogData, type LeadDialogData, type LeadDialogKind,
} from '../components/forms/lead-dialog-data.ts';
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';

let root: Root | null = null;
/** Every dialog opened so far, with the control that last opened it (focus returns there). */
const opened = new Map<LeadDialogKind, HTMLElement>();
let current: LeadDialogKind | null = null;
/** Each kind's form props, made once: the same props on every render. */
const forms = new Map<LeadDialogKind, LeadFormProps>();
const formFor = (data: LeadDialogData, kind: LeadDialogKind) => forms.get(kind) ?? forms.set(kind, leadDialogFormProps(data, kind)).get(kind)!;

function render(data: LeadDialogData): void {
  root?.render(
    <>
      {[...opened].map(([kind, opener]) => {
        const text = data.dialogs[kind]!;
        return (
          <LeadDialog
            key={kind} id={`lead-dialog-${kind}`} className="quick-enquiry lead-dialog" heading={text.heading} subject={data.carTitle}
            intro={text.intro} close={data.close} form={formFor(data, kind)} formKey={kind}
            open={kind === current} opener={opener}
            onClose={() => { if (current === kind) { current = null; render(data); } }}
          />
        );
      })}
    </>,
  );
}

/** Opens the control's dialog; false when the page offers no such dialog (then follow the control's link). */
export function openLeadDialog(control: HTMLElement): boolean {
  const kind = leadDialogKind(control);
  const data = readLeadDialogData();
  if (!kind || !data?.dialogs[kind]) return false;
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  opened.set(kind, control);
  current = kind;
  render(data);
  if (kind === 'test-drive') announceAnalyticsEvent(data.testDriveEventId, { car_id: data.form.context.car?.id ?? null });
  return true;
}
