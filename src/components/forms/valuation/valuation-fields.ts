/**
 * The trade-in valuation journey's fields and requests (spec 02 §2 "Trade-in valuation", §3): the
 * car step (registration lookup or the year/make/model/badge picker, kilometres, the condition
 * questions), the details step, and the bodies of the valuation call and the three leads it may
 * send (valuation, offer acceptance, or a trade-in lead asking for an appraisal). Pure: the hook
 * (use-valuation-journey.ts) keeps the state and sends.
 */
import type { TradeInVehicle } from '../../../domain/trade-in-valuation.ts';
import { ADJUSTMENT_QUESTIONS } from '../../../domain/valuation-questions.ts';
import type { ValuationResult } from '../../../domain/schemas/valuation-calls.ts';
import type { ChoiceOption, FieldSpec, FormState, LeadFormText } from '../lead-form-fields.ts';

/** The category of the offer-acceptance lead (spec 02 §3 "offer acceptance sends category, subcategory ..."). */
export const TRADE_IN_CATEGORY = 'Trade-In';
/** How many model years the picker offers, back from this year. */
export const PICKER_YEARS = 30;

export type ValuationText = LeadFormText;

/** The page's props: what the build knows about the tenant's valuation. */
export interface ValuationJourneyProps {
  formId: string;
  text: ValuationText;
  /** The provider has a registry: the journey starts with the registration lookup. */
  looksUpRego: boolean;
  regoStates: readonly string[];
  /** Makes → models → badges (the tenant's used and demo stock). */
  choices: Record<string, Record<string, string[]>>;
  /** The build's year: the picker's newest model year. */
  year: number;
  termsText: string | null;
  /** site.json `features.save_valuations`: each result is also kept with POST /api/miscellaneous. */
  saveValuation: boolean;
}

const options = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: value }));

const QUESTION_LABELS: Record<(typeof ADJUSTMENT_QUESTIONS)[number]['name'], keyof LeadFormText> = {
  condition: 'form.condition',
  accident_history: 'form.accidentHistory',
  service_history: 'form.serviceHistory',
};

/** The picker: year, make, the chosen make's models, the chosen model's badges (optional). */
export function pickerFields(props: ValuationJourneyProps, values: FormState): FieldSpec[] {
  const years = Array.from({ length: PICKER_YEARS }, (_, n) => String(props.year - n));
  const make = String(values.make ?? '');
  const models = props.choices[make] ?? {};
  const badges = models[String(values.model ?? '')] ?? [];
  return [
    { name: 'year', label: props.text['form.year'], kind: 'select', required: true, options: options(years) },
    {
      name: 'make',
      label: props.text['form.make'],
      kind: 'select',
      required: true,
      options: options(Object.keys(props.choices)),
    },
    {
      name: 'model',
      label: props.text['form.model'],
      kind: 'select',
      required: true,
      options: options(Object.keys(models)),
    },
    { name: 'badge', label: props.text['form.badge'], kind: 'select', required: false, options: options(badges) },
  ];
}

/** Kilometres and the condition questions (the valuation's adjustmentAnswers). */
export function conditionFields(props: ValuationJourneyProps): FieldSpec[] {
  return [
    { name: 'km', label: props.text['form.km'], kind: 'text', required: true, autoComplete: 'off' },
    ...ADJUSTMENT_QUESTIONS.map((question): FieldSpec => ({
      name: question.name,
      label: props.text[QUESTION_LABELS[question.name]],
      kind: 'select',
      required: true,
      options: options(question.options.map(([label]) => label)),
    })),
  ];
}

export function regoFields(props: ValuationJourneyProps): FieldSpec[] {
  return [
    { name: 'rego', label: props.text['form.rego'], kind: 'text', required: true, autoComplete: 'off' },
    {
      name: 'regoState',
      label: props.text['form.regoState'],
      kind: 'select',
      required: true,
      options: options(props.regoStates),
    },
  ];
}

export function detailsFields(props: ValuationJourneyProps): FieldSpec[] {
  return [
    { name: 'name', label: props.text['form.firstName'], kind: 'text', required: true, autoComplete: 'given-name' },
    {
      name: 'last_name',
      label: props.text['form.lastName'],
      kind: 'text',
      required: false,
      autoComplete: 'family-name',
    },
    { name: 'email', label: props.text['form.email'], kind: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: props.text['form.phone'], kind: 'tel', required: true, autoComplete: 'tel' },
    {
      name: 'postcode',
      label: props.text['form.postcode'],
      kind: 'postcode',
      required: true,
      autoComplete: 'postal-code',
    },
    {
      name: 'terms_conditions',
      label: props.termsText ?? props.text['form.termsLabel'],
      kind: 'checkbox',
      required: true,
    },
  ];
}

/** "40,000 km", "40000", "40 000": the digits as a number; anything else is left for the server to refuse. */
export function kmValue(raw: unknown): number | string {
  const text = String(raw ?? '').replace(/[\s,]|km/gi, '');
  return /^\d+$/.test(text) ? Number(text) : String(raw ?? '');
}

const textOf = (values: FormState, name: string) => {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The car as the journey knows it: the looked-up vehicle, or the picker's choice. */
export function vehicleOf(values: FormState, found: TradeInVehicle | null): TradeInVehicle {
  if (found) return found;
  return {
    year: Number(values.year),
    make: textOf(values, 'make') ?? '',
    model: textOf(values, 'model') ?? '',
    badge: textOf(values, 'badge') ?? null,
  };
}

export function adjustmentAnswersOf(values: FormState): Record<string, string> {
  return Object.fromEntries(
    ADJUSTMENT_QUESTIONS.map((question) => [question.name, textOf(values, question.name) ?? '']).filter(
      ([, answer]) => answer !== '',
    ),
  );
}

/** POST /api/valuations' body. */
export function valuationRequestBody(values: FormState, found: TradeInVehicle | null) {
  const vehicle = vehicleOf(values, found);
  return {
    ...vehicle,
    km: kmValue(values.km),
    adjustmentAnswers: adjustmentAnswersOf(values),
    rego: found ? textOf(values, 'rego') : undefined,
    regoState: found ? textOf(values, 'regoState') : undefined,
  };
}

/** The trade-in car the leads carry. */
function tradeinOf(values: FormState, found: TradeInVehicle | null) {
  const km = kmValue(values.km);
  return { ...vehicleOf(values, found), km: typeof km === 'number' ? km : undefined };
}

function contactOf(values: FormState) {
  return {
    name: textOf(values, 'name'),
    last_name: textOf(values, 'last_name'),
    email: textOf(values, 'email'),
    phone: textOf(values, 'phone'),
    postcode: textOf(values, 'postcode'),
  };
}

export interface LeadContext {
  carId: number | null;
  url: string;
  attributes: unknown;
}

const contextOf = (context: LeadContext) => ({
  car_id: context.carId ?? undefined,
  url: context.url,
  lead_attributes: context.attributes,
});

type Estimate = Extract<ValuationResult, { kind: 'estimate' }>;

/** Spec 02 §3 "Valuation sends id and adjustmentAnswers", with the contact details and the car. */
export function valuationLeadBody(
  values: FormState,
  found: TradeInVehicle | null,
  valuationId: string,
  estimate: Estimate,
  context: LeadContext,
) {
  return {
    type: 'valuation',
    ...contextOf(context),
    ...contactOf(values),
    id: valuationId,
    adjustmentAnswers: adjustmentAnswersOf(values),
    rego: textOf(values, 'rego'),
    regoState: textOf(values, 'rego') ? textOf(values, 'regoState') : undefined,
    tradein: tradeinOf(values, found),
    valuation: estimate,
  };
}

/**
 * Spec 02 §3 "offer acceptance sends category, subcategory '3. Offer Accepted', lead_id,
 * form_completed, offer_accepted", §4 "accepting the offer is the final step of a valuation lead":
 * the valuation lead's id and the completed form.
 */
export function offerAcceptanceBody(
  values: FormState,
  found: TradeInVehicle | null,
  valuationLeadId: string,
  estimate: Estimate,
  context: LeadContext,
) {
  return {
    type: 'offer-acceptance',
    ...contextOf(context),
    ...contactOf(values),
    category: TRADE_IN_CATEGORY,
    lead_id: valuationLeadId,
    form_completed: true,
    offer_accepted: true,
    tradein: tradeinOf(values, found),
    adjustmentAnswers: adjustmentAnswersOf(values),
    rego: textOf(values, 'rego'),
    regoState: textOf(values, 'rego') ? textOf(values, 'regoState') : undefined,
    valuation: estimate,
  };
}

/** Past the online-estimate limit: the trade-in lead asks the dealer for an appraisal, with the car. */
export function appraisalRequestBody(values: FormState, found: TradeInVehicle | null, context: LeadContext) {
  return {
    type: 'trade-in',
    ...contextOf(context),
    ...contactOf(values),
    terms_conditions: values.terms_conditions === true,
    rego: textOf(values, 'rego'),
    regoState: textOf(values, 'rego') ? textOf(values, 'regoState') : undefined,
    tradein: tradeinOf(values, found),
  };
}

/**
 * Spec 01 §7 "POST /api/miscellaneous: valuation result plus column_name valuation" (on sites with
 * `features.save_valuations`): the result with the valuation's id, the car and the answers; no
 * contact details (those travel in the leads).
 */
export function savedValuationBody(
  values: FormState,
  found: TradeInVehicle | null,
  valuationId: string,
  result: ValuationResult,
) {
  return {
    column_name: 'valuation',
    valuation_id: valuationId,
    ...result,
    tradein: tradeinOf(values, found),
    adjustmentAnswers: adjustmentAnswersOf(values),
  };
}

/** "$18,700" */
export const dollars = (value: number) => `$${value.toLocaleString('en-AU', { maximumFractionDigits: 0 })}`;

/** "20 November 2026" from "2026-11-20". */
export function valuedOn(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
