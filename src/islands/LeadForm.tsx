/**
 * A lead form (issue 5 point 6): enquiry, test drive, request photos or trade-in, one island per
 * form. Checked in the browser with the server's own schema, sent to POST /api/leads as JSON with
 * an Idempotency-Key kept for the whole fill (a double click or a retry gives the same lead), and
 * on a lead_id the shopper goes to /success (spec 02 §2, §4, §8). The page renders the same markup
 * before hydration, so the form is visible and laid out before its script arrives.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { nextFormStep, normaliseEnquiryCategory, submitOutcome, type LeadReply } from '../domain/lead-forms.ts';
import { announceAnalyticsEvent } from '../analytics/announce-event.ts';
import type { LeadFormOptions } from '../domain/schemas/leads.ts';
import { fillString } from '../domain/strings.ts';
import { ErrorSummary, type SummaryError } from '../components/forms/ErrorSummary.tsx';
import { FormField, fieldId } from '../components/forms/FormField.tsx';
import {
  fieldErrors, initialFormState, leadFormSteps, leadRequestBody,
  type FormState, type LeadFormContext, type LeadFormKind, type LeadFormText,
} from '../components/forms/lead-form-fields.ts';
import { leadAttributes, newIdempotencyKey, readStoredDetails, saveStoredDetails } from '../components/forms/shopper-memory.ts';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { HONEYPOT_FIELD, SUBMITTED_AT_FIELD } from '../domain/schemas/leads.ts';

export interface LeadFormProps {
  kind: LeadFormKind;
  /** Unique on the page: prefixes every field id. */
  formId: string;
  options: LeadFormOptions;
  context: LeadFormContext;
  text: LeadFormText;
  /** Where the shopper goes after a lead_id (spec 02 §2: /success). */
  endpoint?: string;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; message: string };

/** The request's identity for the Idempotency-Key: the body without the send time. */
const identity = (body: Record<string, unknown>) => JSON.stringify({ ...body, [SUBMITTED_AT_FIELD]: undefined });

export default function LeadForm({ kind, formId, options, context, text, endpoint = '/api/leads' }: LeadFormProps) {
  const steps = useMemo(() => leadFormSteps(kind, options, context, text), [kind, options, context, text]);
  const [state, setState] = useState<FormState>(() => initialFormState(kind, steps, context, {}));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const startedAt = useRef(0);
  const sending = useRef(false);
  const sent = useRef<{ identity: string; key: string } | null>(null);
  const stepHeading = useRef<HTMLParagraphElement>(null);

  // Stored details are read after hydration: the server-rendered form cannot know them.
  useEffect(() => {
    startedAt.current = Date.now();
    setState(initialFormState(kind, steps, context, readStoredDetails()));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const labels = useMemo(() => new Map(steps.flatMap((s) => s.fields).map((field) => [field.name, field.label])), [steps]);
  const shownFields = (upTo: number) => steps.slice(0, upTo + 1).flatMap((s) => s.fields.map((field) => field.name));
  const summary: SummaryError[] = Object.entries(errors).map(([name, message]) => ({ name, label: labels.get(name) ?? name, message }));

  const announce = (found: Record<string, string>) =>
    setAnnouncement(`${text['form.errorsHeading']} ${Object.entries(found).map(([name, message]) => `${labels.get(name) ?? name}: ${message}`).join('. ')}`);

  const change = (name: string, value: string | boolean) => {
    const next = { ...state, [name]: value };
    setState(next);
    // Once errors are shown, each one clears as soon as its field is right.
    if (errors[name]) {
      const still = fieldErrors(body(next), options, [name]);
      setErrors((current) => {
        const { [name]: _gone, ...rest } = current;
        return still[name] ? { ...rest, [name]: still[name] } : rest;
      });
    }
  };

  const body = (values: FormState) => leadRequestBody(kind, steps, values, context, {
    startedAt: startedAt.current,
    submittedAt: Date.now(),
    url: location.href,
    attributes: leadAttributes(),
    photosRequest: text['form.photosRequest'],
  });

  async function send(request: Record<string, unknown>) {
    const id = identity(request);
    if (sent.current?.identity !== id) sent.current = { identity: id, key: newIdempotencyKey() };
    sending.current = true;
    setStatus({ kind: 'submitting' });
    let reply: (NonNullable<LeadReply> & { fields?: Record<string, string> }) | null = null;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': sent.current.key, Accept: 'application/json' },
        body: JSON.stringify(request),
        credentials: 'same-origin',
      });
      reply = await response.json().catch(() => null);
    } catch {
      sending.current = false;
      setStatus({ kind: 'failed', message: text['form.submitFailed'] });
      setAnnouncement(text['form.submitFailed']);
      return;
    }
    const outcome = submitOutcome(reply);
    if (outcome.kind === 'success') {
      saveStoredDetails(state);
      // Spec 02 §7: a sent enquiry is event 22, a careers enquiry 51 (the page's analytics sends it).
      if (kind === 'enquiry') {
        const category = typeof state.category === 'string' ? state.category : '';
        announceAnalyticsEvent(normaliseEnquiryCategory({ category }).eventId);
      }
      window.location.assign(outcome.redirect);
      return; // the button stays busy until the success page loads
    }
    sending.current = false;
    const shown = new Set(shownFields(steps.length - 1));
    const serverFields = Object.fromEntries(Object.entries(reply?.fields ?? {}).filter(([name]) => shown.has(name)));
    if (Object.keys(serverFields).length > 0) {
      setErrors(serverFields);
      setAttempt((n) => n + 1);
      announce(serverFields);
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'failed', message: outcome.message });
    setAnnouncement(outcome.message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return; // a double click sends once
    const request = body(state);
    const found = fieldErrors(request, options, shownFields(step));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      announce(found);
      return;
    }
    setAnnouncement('');
    const next = nextFormStep(step, steps.length);
    if (next.action === 'advance') {
      setStep(next.to);
      requestAnimationFrame(() => stepHeading.current?.focus());
      return;
    }
    void send(request);
  }

  const current = steps[step]!;
  const busy = status.kind === 'submitting';
  const last = step === steps.length - 1;
  return (
    <form className="lead-form" method="post" noValidate onSubmit={submit} aria-busy={busy || undefined} data-form={kind}>
      {steps.length > 1 && (
        <p className="lead-form__step" ref={stepHeading} tabIndex={-1}>
          {fillString(text['form.stepOf'], { step: step + 1, count: steps.length, title: current.title })}
        </p>
      )}
      <ErrorSummary formId={formId} heading={text['form.errorsHeading']} errors={summary} attempt={attempt} />
      {status.kind === 'failed' && <div className="form-alert" role="alert">{status.message}</div>}
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">{announcement}</p>
      {current.fields.map((field) => (
        <FormField
          key={field.name} formId={formId} field={field} value={state[field.name] ?? ''} error={errors[field.name]}
          optionalMark={text['form.optionalMark']} choose={text['form.choose']} onChange={change}
        />
      ))}
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology; people leave it empty. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(formId, HONEYPOT_FIELD)}>Company website</label>
        <input
          id={fieldId(formId, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off"
          value={String(state[HONEYPOT_FIELD] ?? '')} onChange={(event) => change(HONEYPOT_FIELD, event.currentTarget.value)}
        />
      </div>
      <div className="lead-form__actions">
        {step > 0 && <button type="button" className="btn btn--outline" onClick={() => { setErrors({}); setStep(step - 1); }} disabled={busy}>{text['form.back']}</button>}
        {last
          ? <SubmitButton label={text['form.submit']} busyLabel={text['form.submitting']} busy={busy} />
          : <button type="submit" className="btn">{text['form.next']}</button>}
      </div>
    </form>
  );
}
