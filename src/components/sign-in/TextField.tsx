/**
 * One labelled text input in the site's form style (.form-field): its error under it, `aria-invalid` and
 * `aria-describedby` pointing at the error. The sign-in and code steps use it; lead forms have FormField.
 */
import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  optionalMark?: string;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, value, error, optionalMark, onValue, inputRef, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalMark && <span className="form-field__optional"> {optionalMark}</span>}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="form-field__error">
          <span aria-hidden="true">⚠ </span>
          <span id={errorId}>{error}</span>
        </p>
      )}
    </div>
  );
}
