/**
 * A lead form's markup, the props-only view of useLeadForm's state: the "Step n of m" line of a
 * multi-step form, the error summary, a failure alert, the live region, the step's labelled
 * fields, the honeypot, and Back / Next / Submit. The server renders the same markup, so the form
 * is visible and laid out before its script arrives.
 */
import { fillString } from '../../domain/fill-string.ts';
import { HONEYPOT_FIELD } from '../../domain/lead-request-fields.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FormField, fieldId } from './FormField.tsx';
import type { LeadFormKind, LeadFormText } from './lead-form-fields.ts';
import { SubmitButton } from './SubmitButton.tsx';
import type { LeadFormState } from './use-lead-form.ts';

export interface LeadFormViewProps {
  kind: LeadFormKind;
  /** Unique on the page: prefixes every field id. */
  formId: string;
  text: LeadFormText;
  form: LeadFormState;
}

export function LeadFormView({ kind, formId, text, form }: LeadFormViewProps) {
  const { step, stepCount, stepTitle, fields, values, errors, summary, attempt, status, announcement, stepHeading } =
    form;
  const busy = status.kind === 'submitting';
  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      onSubmit={form.submit}
      onFocus={form.focus}
      aria-busy={busy || undefined}
      data-form={kind}
    >
      {stepCount > 1 && (
        <p className="lead-form__step" ref={stepHeading} tabIndex={-1}>
          {fillString(text['form.stepOf'], { step: step + 1, count: stepCount, title: stepTitle })}
        </p>
      )}
      <ErrorSummary formId={formId} heading={text['form.errorsHeading']} errors={summary} attempt={attempt} />
      {status.kind === 'failed' && (
        <div className="form-alert" role="alert">
          {status.message}
        </div>
      )}
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      {fields.map((field) => (
        <FormField
          key={field.name}
          formId={formId}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          optionalMark={text['form.optionalMark']}
          choose={text['form.choose']}
          onChange={form.change}
        />
      ))}
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
          onChange={(event) => form.change(HONEYPOT_FIELD, event.currentTarget.value)}
        />
      </div>
      <div className="lead-form__actions">
        {step > 0 && (
          <button type="button" className="btn btn--outline" onClick={form.back} disabled={busy}>
            {text['form.back']}
          </button>
        )}
        {step === stepCount - 1 ? (
          <SubmitButton label={text['form.submit']} busyLabel={text['form.submitting']} busy={busy} />
        ) : (
          <button type="submit" className="btn">
            {text['form.next']}
          </button>
        )}
      </div>
    </form>
  );
}
