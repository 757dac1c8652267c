/**
 * Spec 02 §2 "Error summary list under 'Please fix the following errors:'": one link per invalid
 * field, to the field. The box is focused when it appears and again on each failed attempt (a new
 * `attempt`, even with the same errors), so keyboard and screen-reader users land on it; the form's
 * live region announces the same errors.
 */
import { useEffect, useRef } from 'react';
import { fieldId } from './FormField.tsx';

export interface SummaryError {
  name: string;
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  formId: string;
  heading: string;
  errors: readonly SummaryError[];
  attempt: number;
}

export function ErrorSummary({ attempt, ...box }: ErrorSummaryProps) {
  // Keyed by the attempt: each failed attempt shows a new box, which takes focus as it appears.
  return box.errors.length ? <SummaryBox key={attempt} {...box} /> : null;
}

function SummaryBox({ formId, heading, errors }: Omit<ErrorSummaryProps, 'attempt'>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div className="form-errors" tabIndex={-1} ref={box} aria-labelledby={`${formId}-errors-heading`}>
      <p className="form-errors__heading" id={`${formId}-errors-heading`}>
        {heading}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${fieldId(formId, error.name)}`}>
              {error.label.replace(/[.:]$/, '')}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
