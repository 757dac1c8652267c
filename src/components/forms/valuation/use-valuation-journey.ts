/**
 * The trade-in valuation journey's behaviour (spec 02 §2, §3, §4, §9), for TradeInValuation.tsx:
 * 1. Your car: the registration lookup (POST /api/valuations/lookup) where the provider has a
 *    registry, else (or when it finds nothing) the picker; kilometres and the condition questions.
 * 2. Your details: contact details; then POST /api/valuations, and for an estimate the valuation
 *    lead (POST /api/leads, type valuation, with the valuation's id and the answers).
 * 3. Your valuation: the range with its basis, comparables and date, and Accept offer, which sends
 *    the offer-acceptance lead naming the valuation lead and goes to /success. A car past the
 *    online-estimate limit (or with too little to go on) gets the appraisal request instead: a
 *    trade-in lead with the car.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ValuationReply, ValuationResult } from '../../../domain/schemas/valuation-calls.ts';
import { INVALID_KM_MESSAGE } from '../../../domain/valuation-questions.ts';
import type { TradeInVehicle } from '../../../domain/trade-in-valuation.ts';
import { SUCCESS_PATH, submitOutcome, type LeadReply } from '../../../domain/lead-forms.ts';
import { DEFAULT_LEAD_FORM_OPTIONS, FORM_TOKEN_FIELD } from '../../../domain/schemas/leads.ts';
import { rememberShopperDetails } from '../../../stores/shopper-details.ts';
import { leadAttributes } from '../../../stores/visit.ts';
import { carIdFromQuery } from '../car-from-address.ts';
import type { SummaryError } from '../ErrorSummary.tsx';
import { fetchFormToken, waitBeforeSending, type FormToken } from '../form-token.ts';
import { fieldErrors } from '../lead-form-check.ts';
import type { FieldSpec, FormState } from '../lead-form-fields.ts';
import { LEADS_ENDPOINT } from '../use-lead-form.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import {
  appraisalRequestBody,
  conditionFields,
  detailsFields,
  offerAcceptanceBody,
  savedValuationBody,
  pickerFields,
  regoFields,
  valuationLeadBody,
  valuationRequestBody,
  type LeadContext,
  type ValuationJourneyProps,
} from './valuation-fields.ts';

export const VALUATIONS_ENDPOINT = '/api/valuations';
const MISCELLANEOUS_ENDPOINT = '/api/miscellaneous';

type Estimate = Extract<ValuationResult, { kind: 'estimate' }>;
export type JourneyStage =
  | { kind: 'car' }
  | { kind: 'details' }
  | { kind: 'result'; estimate: Estimate; leadId: string }
  | { kind: 'appraisal'; reason: 'age' | 'km' | 'too-few' | 'unavailable' };

/** Any of the calls' JSON replies, read field by field. */
type Reply = {
  id?: string;
  result?: ValuationResult;
  vehicle?: TradeInVehicle;
  error?: string;
  fields?: Record<string, string>;
  lead_id?: string;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postJson(url: string, body: unknown, key?: string): Promise<{ status: number; json: Reply | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** Spec 01 §8 "Valuation save: logs success or failure"; the shopper's journey does not wait for it. */
function saveValuation(body: Record<string, unknown>) {
  postJson(MISCELLANEOUS_ENDPOINT, body).then(
    ({ status }) =>
      status === 201 ? console.info('Valuation saved') : console.warn(`Valuation not saved (${status})`),
    () => console.warn('Valuation not saved'),
  );
}

export function useValuationJourney(props: ValuationJourneyProps) {
  const { text } = props;
  const [values, setValues] = useState<FormState>({ regoState: props.regoStates[0] ?? '' });
  const [stage, setStage] = useState<JourneyStage>({ kind: 'car' });
  const [found, setFound] = useState<TradeInVehicle | null>(null);
  const [picking, setPicking] = useState(!props.looksUpRego);
  const [lookupNote, setLookupNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formToken = useRef<Promise<FormToken | null> | null>(null);
  const keys = useRef(new Map<string, string>());
  const stepHeading = useRef<HTMLParagraphElement>(null);

  const tokenRequest = () => {
    formToken.current ??= fetchFormToken().then((token) => {
      if (!token) formToken.current = null;
      return token;
    });
    return formToken.current;
  };

  /** The fields of the car step as shown now. */
  const carFields: FieldSpec[] = useMemo(
    () => [
      ...(props.looksUpRego && !found ? regoFields(props) : []),
      ...(picking && !found ? pickerFields(props, values) : []),
      ...conditionFields(props),
    ],
    [props, found, picking, values],
  );
  const fields = stage.kind === 'car' ? carFields : stage.kind === 'details' ? detailsFields(props) : [];
  const labels = new Map([...carFields, ...detailsFields(props)].map((field) => [field.name, field.label]));
  const summary: SummaryError[] = Object.entries(errors).map(([name, message]) => ({
    name,
    label: labels.get(name) ?? name,
    message,
  }));

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    setAttempt((n) => n + 1);
    setAnnouncement(
      `${text['form.errorsHeading']} ${Object.entries(found)
        .map(([name, message]) => `${labels.get(name) ?? name}: ${message}`)
        .join('. ')}`,
    );
    return true;
  };

  function change(name: string, value: string | boolean) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A new make or model empties the choices below it.
      if (name === 'make') Object.assign(next, { model: '', badge: '' });
      if (name === 'model') next.badge = '';
      return next;
    });
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  }

  const leadContext = (): LeadContext => ({
    carId: carIdFromQuery(window.location.search),
    url: window.location.href,
    attributes: leadAttributes(),
  });

  /** Sends a lead with the fill-time token and a key per lead kind; its lead_id, or null with the failure shown. */
  async function sendLead(kind: string, body: Record<string, unknown>): Promise<string | null> {
    const key = keys.current.get(kind) ?? newIdempotencyKey();
    keys.current.set(kind, key);
    const token = (await tokenRequest()) ?? (await tokenRequest());
    if (token) await delay(waitBeforeSending(token, Date.now()));
    try {
      const { json } = await postJson(LEADS_ENDPOINT, token ? { ...body, [FORM_TOKEN_FIELD]: token.token } : body, key);
      const outcome = submitOutcome(json as LeadReply);
      if (outcome.kind === 'success') return String(outcome.leadId);
      formToken.current = null;
      setFailure(outcome.message);
      setAnnouncement(outcome.message);
    } catch {
      setFailure(text['form.submitFailed']);
      setAnnouncement(text['form.submitFailed']);
    }
    return null;
  }

  function advance(next: JourneyStage) {
    setStage(next);
    setErrors({});
    setAnnouncement('');
    requestAnimationFrame(() => stepHeading.current?.focus());
  }

  /** The registration lookup; true when it found the car. */
  async function lookUp(): Promise<boolean> {
    const missing: Record<string, string> = {};
    for (const field of regoFields(props))
      if (!String(values[field.name] ?? '').trim()) missing[field.name] = text['form.required'];
    if (showErrors(missing)) return false;
    setBusy(true);
    setLookupNote(null);
    try {
      const { status, json } = await postJson(`${VALUATIONS_ENDPOINT}/lookup`, {
        rego: values.rego,
        regoState: values.regoState,
      });
      if (status === 200 && json?.vehicle) {
        setFound(json.vehicle);
        setAnnouncement(`${text['form.carFound']} ${describe(json.vehicle)}`);
        return true;
      } else if (status === 422 && json?.fields) {
        showErrors(json.fields);
      } else {
        setPicking(true);
        setLookupNote(json?.error ?? text['form.submitFailed']);
        setAnnouncement(json?.error ?? text['form.submitFailed']);
      }
    } catch {
      setPicking(true);
      setLookupNote(text['form.submitFailed']);
    } finally {
      setBusy(false);
    }
    return false;
  }

  function carStepErrors(): Record<string, string> {
    const missing: Record<string, string> = {};
    for (const field of carFields) {
      if (field.required && !String(values[field.name] ?? '').trim()) missing[field.name] = text['form.required'];
    }
    // The server checks it all again (422 with its field messages); here only what a shopper mistypes.
    const km = valuationRequestBody(values, found).km;
    if (!missing.km && typeof km !== 'number') missing.km = INVALID_KM_MESSAGE;
    return missing;
  }

  async function getValuation() {
    const contact = fieldErrors(
      appraisalRequestBody(values, found, leadContext()),
      DEFAULT_LEAD_FORM_OPTIONS,
      detailsFields(props).map((field) => field.name),
    );
    if (showErrors(contact)) return;
    setBusy(true);
    setFailure(null);
    try {
      const { status, json } = await postJson(VALUATIONS_ENDPOINT, valuationRequestBody(values, found));
      const reply = json as Partial<ValuationReply> | null;
      if (status !== 200 || !reply?.id || !reply.result) {
        if (status === 422 && json?.fields) {
          setStage({ kind: 'car' });
          showErrors(json.fields);
          return;
        }
        advance({ kind: 'appraisal', reason: 'unavailable' });
        return;
      }
      const { id, result } = reply as ValuationReply;
      if (props.saveValuation) saveValuation(savedValuationBody(values, found, id, result));
      if (result.kind === 'appraisal') {
        advance({ kind: 'appraisal', reason: result.reason });
        return;
      }
      const leadId = await sendLead('valuation', valuationLeadBody(values, found, id, result, leadContext()));
      if (leadId) {
        rememberShopperDetails(values);
        advance({ kind: 'result', estimate: result, leadId });
      }
    } catch {
      setFailure(text['form.submitFailed']);
    } finally {
      setBusy(false);
    }
  }

  async function finish(body: Record<string, unknown>, kind: string) {
    setBusy(true);
    setFailure(null);
    const leadId = await sendLead(kind, body);
    if (leadId) {
      rememberShopperDetails(values);
      window.location.assign(SUCCESS_PATH);
      return; // busy until the success page loads
    }
    setBusy(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (stage.kind === 'car') {
      // A plate not looked up yet: looked up first (found, the shopper checks the car and goes on).
      if (props.looksUpRego && !found && !picking) return void lookUp();
      if (showErrors(carStepErrors())) return;
      advance({ kind: 'details' });
    } else if (stage.kind === 'details') {
      void getValuation();
    } else if (stage.kind === 'result') {
      void finish(offerAcceptanceBody(values, found, stage.leadId, stage.estimate, leadContext()), 'offer-acceptance');
    } else {
      void finish(appraisalRequestBody(values, found, leadContext()), 'trade-in');
    }
  }

  function back() {
    setErrors({});
    setFailure(null);
    setStage(stage.kind === 'details' ? { kind: 'car' } : { kind: 'details' });
  }

  return {
    stage,
    fields,
    values,
    errors,
    summary,
    attempt,
    busy,
    failure,
    announcement,
    found,
    picking,
    lookupNote,
    stepHeading,
    change,
    submit,
    back,
    focus: () => void tokenRequest(),
    /** "Not your car? Choose it below": forget the looked-up car and show the picker. */
    pick() {
      setFound(null);
      setPicking(true);
    },
    lookUp: () => void lookUp(),
  };
}
export type ValuationJourney = ReturnType<typeof useValuationJourney>;

/** "2021 Toyota RAV4 GX, SUV, Automatic" */
export function describe(vehicle: TradeInVehicle): string {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
  return [name, vehicle.body, vehicle.transmission].filter(Boolean).join(', ');
}
