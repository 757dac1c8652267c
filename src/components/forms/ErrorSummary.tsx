/**
 * Spec 02 §2 "Error summary list under 'Please fix the following errors:'": one link per invalid
 * field, to the field. The box is focused when it appears, so keyboard and screen-reader users land
 * on it; the form's live region announces the same errors.
 */
import { useEffect, useRef } from 'react';
import { fieldId } from './FormField.tsx';

export interface SummaryError { name: string; label: string; message: string }

export function ErrorSummary({ formId, heading, errors, attempt }: { formId: string; heading: string; errors: readonly SummaryError[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  // Each failed attempt moves focus here again, even with the same errors.
  useEffect(() => { if (errors.length) box.current?.focus(); }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!errors.length) return null;
  return (
    <div className="form-errors" tabIndex={-1} ref={box} aria-labelledby={`${formId}-errors-heading`}>
      <p className="form-errors__heading" id={`${formId}-errors-heading`}>{heading}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}><a href={`#${fieldId(formId, error.name)}`}>{error.label.replace(/[.:]$/, '')}: {error.message}</a></li>
        ))}
      </ul>
    </div>
  );
}
