/**
 * A lead form's behaviour (enquiry, test drive, request photos or trade-in), for LeadFormView:
 * its steps and values, checked in the browser with the server's own schema (lead-form-check.ts, loaded by URL on
 * the form's first focus or send, so zod is not part of the page until a shopper starts on a form), sent to POST
 * /api/leads as JSON with an Idempotency-Key kept for the whole fill (a double click or a retry
 * gives the same lead), and on a lead_id the shopper goes to /success (spec 02 §2, §4, §8). The
 * form starts from the shopper's stored details (spec 02 §3) and stores the sent ones.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { announceAnalyticsEvent } from '../../analytics/announce-event.ts';
import { nextFormStep, normaliseEnquiryCategory, submitOutcome, type LeadReply } from '../../domain/lead-form-flow.ts';
import { FORM_TOKEN_FIELD } from '../../domain/lead-request-fields.ts';
import { $storedDetails, NO_STORED_DETAILS, rememberShopperDetails } from '../../stores/shopper-details.ts';
import { leadAttributes } from '../../stores/visit.ts';
import type { SummaryError } from './ErrorSummary.tsx';
import { fetchFormToken, waitBeforeSending, type FormToken } from './form-token.ts';
import {
  initialFormState,
  leadFormSteps,
  leadRequestBody,
  type FieldSpec,
  type FormState,
} from './lead-form-fields.ts';
import type { LeadFormProps } from './lead-form-props.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

import checkUrl from './lead-form-check.ts?chunk-url';

type FieldCheck = (typeof import('./lead-form-check.ts'))['fieldErrors'];
let checkCode: Promise<FieldCheck | null> | null = null;

/**
 * The field check's code (src/site/chunk-url.ts), fetched once for every form of the page. When it cannot be fetched
 * (offline), null: the form goes on unchecked and the server answers with the same schema's field errors; the next
 * focus or send tries again.
 */
function loadFieldCheck(): Promise<FieldCheck | null> {
  checkCode ??= (import(/* @vite-ignore */ checkUrl) as Promise<typeof import('./lead-form-check.ts')>).then(
    (module) => module.fieldErrors,
    () => {
      checkCode = null;
      return null;
    },
  );
  return checkCode;
}

/** POST /api/leads (spec 01 §7). */
export const LEADS_ENDPOINT = '/api/leads';

export type LeadFormStatus = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; message: string };

/** What LeadFormView shows and the handlers it calls. */
export interface LeadFormState {
  /** The step shown (0-based) and how many there are. */
  step: number;
  stepCount: number;
  stepTitle: string;
  fields: readonly FieldSpec[];
  values: FormState;
  /** Field errors by field name. */
  errors: Readonly<Record<string, string>>;
  /** The same errors with their fields' labels, for the error summary. */
  summary: readonly SummaryError[];
  /** Counts failed attempts: each one moves focus to the error summary again. */
  attempt: number;
  status: LeadFormStatus;
  /** Read out by the form's live region. */
  announcement: string;
  /** The "Step n of m" line, focused when the form moves on a step. */
  stepHeading: RefObject<HTMLParagraphElement | null>;
  change(name: string, value: string | boolean): void;
  /** The form got focus: the first time, its fill-time token and its field check are fetched. */
  focus(): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  back(): void;
}

/** The request's identity for the Idempotency-Key: the body without the fill-time token (fetched again after a failure). */
const identity = (body: Record<string, unknown>) => JSON.stringify({ ...body, [FORM_TOKEN_FIELD]: undefined });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useLeadForm({ kind, options, context, text, endpoint = LEADS_ENDPOINT }: LeadFormProps): LeadFormState {
  const steps = useMemo(() => leadFormSteps(kind, options, context, text), [kind, options, context, text]);
  // Stored details exist only in the browser: the server's render and hydration show none, and the
  // form fills them in just after (so the hydrated markup matches the server's).
  const stored = useStore($storedDetails, { ssr: () => NO_STORED_DETAILS });
  // What the shopper typed, over the values the form starts from.
  const [edits, setEdits] = useState<FormState>({});
  const values = useMemo(
    () => ({ ...initialFormState(kind, steps, context, stored, text['form.findSimilarMessage']), ...edits }),
    [kind, steps, context, stored, edits, text],
  );
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<LeadFormStatus>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const formToken = useRef<Promise<FormToken | null> | null>(null);
  const sending = useRef(false);
  /** The field check once loaded: shown errors clear as their fields are put right, with no wait. */
  const check = useRef<FieldCheck | null>(null);
  const sent = useRef<{ identity: string; key: string } | null>(null);
  const stepHeading = useRef<HTMLParagraphElement>(null);

  /** The fill-time token, fetched on first focus; fetched again when that fetch failed. */
  const tokenRequest = () => {
    formToken.current ??= fetchFormToken().then((token) => {
      if (!token) formToken.current = null;
      return token;
    });
    return formToken.current;
  };

  const labels = useMemo(
    () => new Map(steps.flatMap((s) => s.fields).map((field) => [field.name, field.label])),
    [steps],
  );
  const shownFields = (upTo: number) => steps.slice(0, upTo + 1).flatMap((s) => s.fields.map((field) => field.name));
  const summary: SummaryError[] = Object.entries(errors).map(([name, message]) => ({
    name,
    label: labels.get(name) ?? name,
    message,
  }));

  const announce = (found: Record<string, string>) =>
    setAnnouncement(
      `${text['form.errorsHeading']} ${Object.entries(found)
        .map(([name, message]) => `${labels.get(name) ?? name}: ${message}`)
        .join('. ')}`,
    );

  const body = (filled: FormState, token: string | null = null) =>
    leadRequestBody(kind, steps, filled, context, {
      formToken: token,
      url: location.href,
      attributes: leadAttributes(),
      photosRequest: text['form.photosRequest'],
    });

  function change(name: string, value: string | boolean) {
    setEdits((current) => ({ ...current, [name]: value }));
    // Once errors are shown, each one clears as soon as its field is right.
    if (errors[name] && check.current) {
      const still = check.current(body({ ...values, [name]: value }), options, [name]);
      setErrors((current) => {
        const { [name]: _gone, ...rest } = current;
        return still[name] ? { ...rest, [name]: still[name] } : rest;
      });
    }
  }

  async function send(request: Record<string, unknown>) {
    const id = identity(request);
    if (sent.current?.identity !== id) sent.current = { identity: id, key: newIdempotencyKey() };
    sending.current = true;
    setStatus({ kind: 'submitting' });
    // Sent without focus first (an autofilled form), or the fetch on focus failed: fetch it now and
    // wait until it is old enough for the server's fill-time rule. Still none: sent without, which
    // the server refuses as it refuses a bot.
    const token = (await tokenRequest()) ?? (await tokenRequest());
    if (token) await delay(waitBeforeSending(token, Date.now()));
    const sentBody = token ? { ...request, [FORM_TOKEN_FIELD]: token.token } : request;
    let reply: (NonNullable<LeadReply> & { fields?: Record<string, string> }) | null;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': sent.current.key,
          Accept: 'application/json',
        },
        body: JSON.stringify(sentBody),
        credentials: 'same-origin',
      });
      reply = await response.json().catch(() => null);
    } catch {
      sending.current = false;
      setStatus({ kind: 'failed', message: text['form.submitFailed'] });
      setAnnouncement(text['form.submitFailed']);
      return;
    }
    const outcome = submitOutcome(reply, text['form.unexpectedError']);
    if (outcome.kind === 'success') {
      rememberShopperDetails(values);
      // Spec 02 §7: a sent enquiry is event 22, a careers enquiry 51 (the page's analytics sends it).
      if (kind === 'enquiry') {
        const category = context.presetCategory ?? (typeof values.category === 'string' ? values.category : '');
        // Before leaving: on a page whose analytics loads on the first event, the event would go with the page.
        await announceAnalyticsEvent(normaliseEnquiryCategory({ category }).eventId);
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
    // Refused (a token from before a server restart is no longer valid): the next try fetches a fresh one.
    formToken.current = null;
    setStatus({ kind: 'failed', message: outcome.message });
    setAnnouncement(outcome.message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return; // a double click sends once
    sending.current = true;
    check.current ??= await loadFieldCheck();
    sending.current = false;
    const request = body(values);
    const found = check.current?.(request, options, shownFields(step)) ?? {};
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

  function back() {
    setErrors({});
    setStep((current) => Math.max(0, current - 1));
  }

  const current = steps[step]!;
  return {
    step,
    stepCount: steps.length,
    stepTitle: current.title,
    fields: current.fields,
    values,
    errors,
    summary,
    attempt,
    status,
    announcement,
    stepHeading,
    change,
    focus: () => {
      void tokenRequest();
      void loadFieldCheck().then((loaded) => (check.current ??= loaded));
    },
    submit: (event) => void submit(event),
    back,
  };
}
