/**
 * A labelled free-text number field of the vehicle page's calculators: the label above, an
 * optional unit before or after the input, and a help line under it that is announced when it
 * appears (the finance calculator's range help text). Free text rather than type="number", as the
 * spec reads '$1.85', '300kms' and '$34,990' as typed (spec 01 §5, spec 02 §5).
 */
import type { ChangeEvent } from 'react';

export interface ToolFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A unit shown before the input ('$'); the label names the unit for screen readers. */
  prefix?: string;
  /** A unit shown after the input ('%'). */
  suffix?: string;
  /** Shown under the input and announced; null shows nothing. */
  help?: string | null;
  optionalMark?: string;
  inputMode?: 'numeric' | 'decimal';
  readOnly?: boolean;
}

export function ToolField({
  id,
  label,
  value,
  onChange,
  onBlur,
  prefix,
  suffix,
  help = null,
  optionalMark,
  inputMode = 'decimal',
  readOnly,
}: ToolFieldProps) {
  const helpId = `${id}-help`;
  return (
    <div className={`tool-field${help ? ' tool-field--help' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalMark && <span className="tool-field__optional"> {optionalMark}</span>}
      </label>
      <div className="tool-field__control">
        {prefix && (
          <span className="tool-field__unit" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          aria-describedby={help ? helpId : undefined}
          aria-invalid={help ? true : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
        {suffix && (
          <span className="tool-field__unit" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <p className="tool-field__help" id={helpId} aria-live="polite">
        {help}
      </p>
    </div>
  );
}
