/**
 * The trade-in valuation island (spec 02 §2 "Trade-in valuation", §3, §4, §9) on sites that value
 * cars online (site.json `valuation.provider` other than none): the journey of
 * use-valuation-journey.ts in the lead forms' markup (labelled fields, error summary, live region,
 * "Step n of 3"). Sites without a valuation keep TradeInLeadForm.
 */
import { fillString } from '../domain/fill-string.ts';
import { HONEYPOT_FIELD } from '../domain/lead-request-fields.ts';
import { ErrorSummary } from '../components/forms/ErrorSummary.tsx';
import { FormField, fieldId } from '../components/forms/FormField.tsx';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { describe, useValuationJourney } from '../components/forms/valuation/use-valuation-journey.ts';
import { dollars, valuedOn, type ValuationJourneyProps } from '../components/forms/valuation/valuation-fields.ts';

const STEP_COUNT = 3;

export default function TradeInValuation(props: ValuationJourneyProps) {
  const { formId, text } = props;
  const {
    stage,
    busy,
    fields,
    values,
    errors,
    summary,
    attempt,
    failure,
    announcement,
    found,
    picking,
    lookupNote,
    stepHeading,
    change,
    submit,
    back,
    focus,
    pick,
    lookUp,
  } = useValuationJourney(props);
  const step = stage.kind === 'car' ? 1 : stage.kind === 'details' ? 2 : 3;
  const title =
    stage.kind === 'car'
      ? text['form.tradeInCarStep']
      : stage.kind === 'details'
        ? text['form.detailsStep']
        : text['form.valuationResultStep'];
  const field = (name: string) => fields.find((candidate) => candidate.name === name);
  const render = (names: readonly string[]) =>
    names.map((name) => {
      const spec = field(name);
      return spec ? (
        <FormField
          key={name}
          formId={formId}
          field={spec}
          value={values[name] ?? ''}
          error={errors[name]}
          optionalMark={text['form.optionalMark']}
          choose={text['form.choose']}
          onChange={change}
        />
      ) : null;
    });

  return (
    <form
      className="lead-form valuation"
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={focus}
      aria-busy={busy || undefined}
      data-form="valuation"
    >
      <p className="lead-form__step" ref={stepHeading} tabIndex={-1}>
        {fillString(text['form.stepOf'], { step, count: STEP_COUNT, title })}
      </p>
      <ErrorSummary formId={formId} heading={text['form.errorsHeading']} errors={summary} attempt={attempt} />
      {failure && (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      )}
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>

      {stage.kind === 'car' && (
        <>
          {render(['rego', 'regoState'])}
          {props.looksUpRego && !found && !picking && (
            <button type="button" className="btn btn--outline" onClick={lookUp} disabled={busy}>
              {text['form.findCar']}
            </button>
          )}
          {found && (
            <div className="valuation__found">
              <p>
                {text['form.carFound']} <strong>{describe(found)}</strong>
              </p>
              <button type="button" className="valuation__link" onClick={pick}>
                {text['form.notMyCar']}
              </button>
            </div>
          )}
          {lookupNote && <p className="valuation__note">{lookupNote}</p>}
          {props.looksUpRego && !found && !picking && (
            <button type="button" className="valuation__link" onClick={pick}>
              {text['form.pickCar']}
            </button>
          )}
          {render(['year', 'make', 'model', 'badge'])}
          {render(['km', 'condition', 'accident_history', 'service_history'])}
        </>
      )}

      {stage.kind === 'details' && render(fields.map((spec) => spec.name))}

      {stage.kind === 'result' && (
        <section className="valuation__result" aria-labelledby={`${formId}-estimate`}>
          <h3 id={`${formId}-estimate`}>{text['form.estimateHeading']}</h3>
          <p className="valuation__range">
            {dollars(stage.estimate.low)} – {dollars(stage.estimate.high)}
          </p>
          <p>{stage.estimate.basis}.</p>
          {stage.estimate.comparables !== null && (
            <p>{fillString(text['form.estimateComparables'], { count: stage.estimate.comparables })}</p>
          )}
          <p>{fillString(text['form.estimateDate'], { date: valuedOn(stage.estimate.valuedAt) })}</p>
          <p className="valuation__note">{text['form.estimateNote']}</p>
        </section>
      )}

      {stage.kind === 'appraisal' && (
        <section className="valuation__result" aria-labelledby={`${formId}-appraisal`}>
          <h3 id={`${formId}-appraisal`}>{text['form.appraisalHeading']}</h3>
          <p>
            {stage.reason === 'age'
              ? text['form.appraisalAge']
              : stage.reason === 'km'
                ? text['form.appraisalKm']
                : text['form.appraisalTooFew']}
          </p>
        </section>
      )}

      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology; people leave it empty. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(formId, HONEYPOT_FIELD)}>Company website</label>
        <input
          id={fieldId(formId, HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={String(values[HONEYPOT_FIELD] ?? '')}
          onChange={(event) => change(HONEYPOT_FIELD, event.currentTarget.value)}
        />
      </div>
      <div className="lead-form__actions">
        {stage.kind === 'details' && (
          <button type="button" className="btn btn--outline" onClick={back} disabled={busy}>
            {text['form.back']}
          </button>
        )}
        {stage.kind === 'car' && (
          <button type="submit" className="btn" disabled={busy}>
            {text['form.next']}
          </button>
        )}
        {stage.kind === 'details' && (
          <SubmitButton label={text['form.getValuation']} busyLabel={text['form.valuing']} busy={busy} />
        )}
        {stage.kind === 'result' && (
          <SubmitButton label={text['form.acceptOffer']} busyLabel={text['form.submitting']} busy={busy} />
        )}
        {stage.kind === 'appraisal' && (
          <SubmitButton label={text['form.requestAppraisal']} busyLabel={text['form.submitting']} busy={busy} />
        )}
      </div>
    </form>
  );
}
